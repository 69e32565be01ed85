import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpokenAnswer } from '../../server/interview/transcribe/transcriber'
import {
  TranscriptionError,
  createUrlTranscriber,
} from '../../server/interview/transcribe/url-transcriber'
import { createTranscriber } from '../../server/interview/transcribe/create-transcriber'
import { createLogger } from '../../server/logger'
import { parseWav } from '../../server/interview/voice/wav'

/** What an OpenAI-compatible /audio/transcriptions endpoint received, parsed. */
interface Received {
  method: string
  authorization: string | undefined
  form: FormData
}

/** A browser answer: the Ogg recording and the 16 kHz PCM the agent heard. */
const answerOf = (recording: Uint8Array, fileName = 'a.ogg'): SpokenAnswer => ({
  recording,
  fileName,
  contentType: 'audio/ogg',
  pcm16k: new Int16Array(320),
  sourceSampleRate: 48_000,
  language: 'en',
})

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('the transcriber (TRANSCRIBER)', () => {
  let server: Server
  let url: string
  const received: Received[] = []
  let reply: { status: number; body: unknown } = {
    status: 200,
    body: { text: ' forklift on nights ' },
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then(async (body) => {
        const form = await new Request('http://transcriber.test/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body,
        }).formData()
        received.push({
          method: request.method ?? '',
          authorization: request.headers.authorization,
          form,
        })
        response.writeHead(reply.status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(reply.body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/audio/transcriptions`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('is absent when no transcriber is configured', () => {
    const options = { dataDir: '/nonexistent', logger: createLogger('silent') }
    expect(createTranscriber({ kind: 'none', reason: 'TRANSCRIBER=none' }, options)).toBe(undefined)
  })

  it('hears the phone as well as the browser: it gets the recording file as recorded', () => {
    const transcriber = createUrlTranscriber({ url, apiKey: undefined, model: 'whisper-1' })
    expect(transcriber.hears(8000)).toBe(true)
    expect(transcriber.hears(48_000)).toBe(true)
  })

  it('posts the recording as multipart with the model and key, and returns the trimmed text', async () => {
    const transcriber = createUrlTranscriber({ url, apiKey: 'sk-test', model: 'whisper-1' })
    const recording = new TextEncoder().encode('OggS fake bytes')
    await expect(transcriber.transcribe(answerOf(recording, 'answer-3-1.ogg'))).resolves.toBe(
      'forklift on nights',
    )

    const request = received.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.authorization).toBe('Bearer sk-test')
    expect(request?.form.get('model')).toBe('whisper-1')
    expect(request?.form.get('response_format')).toBe('json')
    const file = request?.form.get('file')
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('answer-3-1.ogg')
    expect((file as File).type).toBe('audio/ogg')
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(recording)
  })

  it("sends the interview's language with each answer", async () => {
    const transcriber = createUrlTranscriber({ url, apiKey: undefined, model: 'whisper-1' })
    await transcriber.transcribe({ ...answerOf(new Uint8Array([1])), language: 'es' })
    expect(received.at(-1)?.form.get('language')).toBe('es')
    await transcriber.transcribe(answerOf(new Uint8Array([1])))
    expect(received.at(-1)?.form.get('language')).toBe('en')
  })

  it('sends a phone answer as the 16 kHz 16-bit PCM WAV the agent heard, not its mu-law recording', async () => {
    const transcriber = createUrlTranscriber({ url, apiKey: undefined, model: 'whisper-1' })
    const pcm16k = Int16Array.from({ length: 1600 }, (_, i) => (i % 40) * 100 - 2000)
    await transcriber.transcribe({
      recording: new Uint8Array([0x52, 0x49, 0x46, 0x46, 7, 7, 7]),
      fileName: 'answer-2-1.wav',
      contentType: 'audio/wav',
      pcm16k,
      sourceSampleRate: 8000,
      language: 'en',
    })
    const file = received.at(-1)?.form.get('file') as File
    expect([file.name, file.type]).toEqual(['answer-2-1.wav', 'audio/wav'])
    expect(parseWav(new Uint8Array(await file.arrayBuffer()))).toEqual({
      samples: pcm16k,
      sampleRate: 16_000,
    })
  })

  it('sends no Authorization header without a key (a self-hosted endpoint)', async () => {
    const transcriber = createUrlTranscriber({ url, apiKey: undefined, model: 'large-v3' })
    await transcriber.transcribe(answerOf(new Uint8Array([1, 2, 3])))
    expect(received.at(-1)?.authorization).toBeUndefined()
    expect(received.at(-1)?.form.get('model')).toBe('large-v3')
  })

  it('fails clearly on an error status or a body without text', async () => {
    const transcriber = createUrlTranscriber({ url, apiKey: undefined, model: 'whisper-1' })
    reply = { status: 503, body: { error: 'busy' } }
    await expect(transcriber.transcribe(answerOf(new Uint8Array([1])))).rejects.toThrow(
      new TranscriptionError('transcriber answered 503'),
    )
    reply = { status: 200, body: { transcript: 'wrong field' } }
    await expect(transcriber.transcribe(answerOf(new Uint8Array([1])))).rejects.toBeInstanceOf(
      TranscriptionError,
    )
    reply = { status: 200, body: { text: ' forklift on nights ' } }
  })
})
