import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'
import { startServer } from '../../server/start-server'
import { chooseSynthesiser } from '../../server/interview/voice/choose-synthesiser'
import { speechApiSynthesiser } from '../../server/interview/voice/speech-api-synthesiser'
import { tone } from '../support/test-signals'

/** A 24 kHz WAV as OpenAI's /audio/speech sends it: data size unknown (0xFFFFFFFF). */
function streamedWav(samples: Int16Array, sampleRate = 24_000): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(0xffffffff, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(0xffffffff, 40)
  return Buffer.concat([
    header,
    Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  ])
}

interface SpeechRequest {
  authorization: string | undefined
  body: unknown
}

/** A local OpenAI-compatible /audio/speech: what it answers depends on the text. */
function useStandInSpeechService() {
  const requests: SpeechRequest[] = []
  let server: Server | undefined
  const service = {
    requests,
    url: '',
  }
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string }
        requests.push({ authorization: request.headers.authorization, body })
        if (body.input.includes('json error')) {
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end('{"error":{"message":"quota"}}')
        } else if (body.input.includes('refused')) {
          response.writeHead(401, { 'content-type': 'audio/wav' })
          response.end()
        } else if (body.input.includes('slow')) {
          setTimeout(() => response.end(), 5000).unref()
        } else if (body.input.includes('garbled')) {
          response.writeHead(200, { 'content-type': 'audio/wav' })
          response.end('not a wav file at all')
        } else {
          response.writeHead(200, { 'content-type': 'audio/wav' })
          response.end(streamedWav(tone(500, 300, -12, 24_000)))
        }
      })
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/audio/speech`
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })
  return service
}

describe('an OpenAI-compatible /audio/speech URL', () => {
  const service = useStandInSpeechService()
  const synthesiser = (timeoutMs?: number) =>
    speechApiSynthesiser({
      url: service.url,
      apiKey: 'sk-speech',
      model: 'tts-1',
      voice: 'nova',
      ...(timeoutMs ? { timeoutMs } : {}),
    })

  it('posts the text as JSON with the key and decodes the WAV it sends', async () => {
    const pcm = await synthesiser().synthesise('  Which shifts can you work?  ')
    expect(pcm.sampleRate).toBe(24_000)
    expect(pcm.samples).toHaveLength(12_000)
    expect(service.requests.at(-1)).toEqual({
      authorization: 'Bearer sk-speech',
      body: {
        model: 'tts-1',
        input: 'Which shifts can you work?',
        voice: 'nova',
        response_format: 'wav',
      },
    })
  })

  it('has a voice id of its own per service, model and voice', () => {
    const one = synthesiser()
    expect(one.voiceId).toMatch(/^speech-api-[0-9a-f]{8}-tts-1-nova$/)
    const other = speechApiSynthesiser({
      ...{ url: 'https://speech.example/v1/audio/speech' },
      apiKey: undefined,
      model: 'tts-1',
      voice: 'nova',
    })
    expect(other.voiceId).not.toBe(one.voiceId)
    expect(one.description).toBe(`${new URL(service.url).host} tts-1 nova`)
  })

  it('refuses an answer that is not WAV audio, a failure status, or bad WAV', async () => {
    await expect(synthesiser().synthesise('json error')).rejects.toThrow(
      'speech service answered 200 application/json',
    )
    await expect(synthesiser().synthesise('refused')).rejects.toThrow(
      'speech service answered 401 audio/wav',
    )
    await expect(synthesiser().synthesise('garbled')).rejects.toThrow(/sent bad WAV/)
  })

  it('gives up past its timeout', async () => {
    await expect(synthesiser(300).synthesise('slow')).rejects.toThrow(
      'speech service took longer than 300 ms',
    )
  })
})

describe('SPEECH: the voice chosen at start', () => {
  it('reads SPEECH, SPEECH_API_KEY, SPEECH_MODEL and SPEECH_VOICE', () => {
    expect(loadConfig({}).interview.speech).toEqual({ engine: 'auto', voice: undefined })
    expect(loadConfig({ SPEECH: 'espeak', SPEECH_VOICE: 'en-gb' }).interview.speech).toEqual({
      engine: 'espeak',
      voice: 'en-gb',
    })
    expect(loadConfig({ SPEECH: 'festival' }).interview.speech.engine).toBe('festival')
    expect(
      loadConfig({ SPEECH: 'https://api.openai.com/v1/audio/speech', SPEECH_API_KEY: 'sk-x' })
        .interview.speech,
    ).toEqual({
      engine: 'api',
      url: 'https://api.openai.com/v1/audio/speech',
      apiKey: 'sk-x',
      model: 'tts-1',
      voice: 'alloy',
    })
    expect(() => loadConfig({ SPEECH: 'say' })).toThrow(
      'Invalid configuration: SPEECH must be festival, espeak or an OpenAI-compatible /audio/speech URL (got "say")',
    )
    expect(() => loadConfig({ SPEECH_VOICE: 'a voice' })).toThrow(
      /SPEECH_VOICE must be a voice name/,
    )
  })

  it('is Festival when installed', async () => {
    const chosen = await chooseSynthesiser({ engine: 'auto', voice: undefined })
    try {
      expect(chosen.startLine).toBe('Speech: festival cmu_us_slt_arctic_hts')
      expect(chosen.synthesiser.voiceId).toMatch(/^festival-/)
    } finally {
      await chosen.synthesiser.close()
    }
  })

  it('falls back to espeak-ng, saying why', async () => {
    const missing = { festival: { command: 'festival-is-not-installed-here' } }
    const chosen = await chooseSynthesiser({ engine: 'auto', voice: undefined }, missing)
    expect(chosen.startLine).toBe('Speech: espeak-ng en-us (festival is not installed)')
    expect(chosen.synthesiser.voiceId).toBe('espeak-ng-1.0.2-en-us')
    const noVoice = await chooseSynthesiser({ engine: 'auto', voice: 'cmu_us_nobody_hts' })
    expect(noVoice.startLine).toBe(
      'Speech: espeak-ng en-us (festival has no voice cmu_us_nobody_hts)',
    )
    const espeak = await chooseSynthesiser({ engine: 'espeak', voice: undefined })
    expect(espeak.startLine).toBe('Speech: espeak-ng en-us (SPEECH=espeak)')
  })

  it('stops the start when SPEECH=festival and festival is missing', async () => {
    const missing = { festival: { command: 'festival-is-not-installed-here' } }
    const error = await chooseSynthesiser({ engine: 'festival', voice: undefined }, missing).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(
      'Invalid configuration: SPEECH=festival, but festival is not installed (apt-get install festival festvox-us-slt-hts)',
    )
  })

  it('names the service, never its key', async () => {
    const chosen = await chooseSynthesiser({
      engine: 'api',
      url: 'https://speech.example/v1/audio/speech',
      apiKey: 'sk-secret',
      model: 'tts-1',
      voice: 'alloy',
    })
    expect(chosen.startLine).toBe('Speech: speech.example tts-1 alloy (SPEECH)')
  })

  it('is logged once when the server starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-speech-'))
    const lines: { msg: string }[] = []
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as { msg: string })
        }
        done()
      },
    })
    const server = await startServer({
      env: { DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), SPEECH: 'espeak' },
      port: 0,
      logDestination,
    })
    try {
      expect(lines.filter((line) => line.msg.startsWith('Speech: '))).toEqual([
        expect.objectContaining({ msg: 'Speech: espeak-ng en-us (SPEECH=espeak)' }),
      ])
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
