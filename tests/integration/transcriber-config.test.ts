import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'
import {
  chooseTranscriber,
  transcriberStartLine,
} from '../../server/interview/transcribe/create-transcriber'
import { findPocketSphinx } from '../../server/interview/transcribe/pocketsphinx-installation'
import { startServer } from '../../server/start-server'

/**
 * TRANSCRIBER (README.md#configuration): pocketsphinx, none, or an OpenAI-compatible URL; unset
 * means pocketsphinx where it is installed, else none. The server says at start, in one line, which
 * one it uses, and why when none.
 */

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hirelane-speech-config-'))
  dirs.push(dir)
  return dir
}

const INSTALLED = {
  installation: { batchBinary: '/opt/ps/bin/pocketsphinx_batch', modelDir: '/opt/ps/en-us' },
}
const NOT_INSTALLED = { missing: 'pocketsphinx_batch is not installed' }
const INSTALL = 'apt-get install pocketsphinx pocketsphinx-en-us'

describe('TRANSCRIBER', () => {
  /** TRANSCRIBER as the server runs it, with this installation found (or not). */
  const chosen = (env: Record<string, string>, found: typeof INSTALLED | typeof NOT_INSTALLED) =>
    chooseTranscriber(loadConfig(env).interview.transcriber, () => found)

  it('defaults to pocketsphinx where it is installed, else to none with the reason', () => {
    expect(chosen({}, INSTALLED)).toEqual({ kind: 'pocketsphinx', ...INSTALLED })
    expect(chosen({}, NOT_INSTALLED)).toEqual({
      kind: 'none',
      reason: `pocketsphinx_batch is not installed (${INSTALL})`,
    })
  })

  it('takes pocketsphinx, none or a URL', () => {
    expect(chosen({ TRANSCRIBER: 'pocketsphinx' }, INSTALLED)).toEqual({
      kind: 'pocketsphinx',
      ...INSTALLED,
    })
    // none wins even where pocketsphinx is installed.
    expect(chosen({ TRANSCRIBER: 'none' }, INSTALLED)).toEqual({
      kind: 'none',
      reason: 'TRANSCRIBER=none',
    })
    expect(
      chosen({ TRANSCRIBER: 'http://whisper.internal:9000/v1/audio/transcriptions' }, INSTALLED),
    ).toEqual({
      kind: 'url',
      url: 'http://whisper.internal:9000/v1/audio/transcriptions',
      apiKey: undefined,
      model: 'whisper-1',
    })
  })

  it('stops the server when pocketsphinx is asked for and not installed', () => {
    // The environment itself is valid; what it asks for is not there.
    expect(loadConfig({ TRANSCRIBER: 'pocketsphinx' }).interview.transcriber).toEqual({
      kind: 'pocketsphinx',
    })
    expect(() => chosen({ TRANSCRIBER: 'pocketsphinx' }, NOT_INSTALLED)).toThrow(
      new ConfigError(
        `Invalid configuration: TRANSCRIBER=pocketsphinx but pocketsphinx_batch is not installed (${INSTALL})`,
      ),
    )
  })

  it('finds pocketsphinx_batch on PATH and the model beside it, and names what is missing', () => {
    const bin = tempDir()
    const models = tempDir()
    const emptyPath = { PATH: tempDir() }
    // Nothing on PATH, and the machine's own /usr/bin lacks the binary or this model directory.
    expect(findPocketSphinx(emptyPath, join(models, 'en-us'))).toHaveProperty('missing')

    writeFileSync(join(bin, 'pocketsphinx_batch'), '#!/bin/sh\n')
    chmodSync(join(bin, 'pocketsphinx_batch'), 0o755)
    expect(findPocketSphinx({ PATH: bin }, join(models, 'en-us'))).toEqual({
      missing: `the US English model is not in ${join(models, 'en-us')}`,
    })
    mkdirSync(join(models, 'en-us', 'en-us'), { recursive: true })
    writeFileSync(join(models, 'en-us', 'en-us', 'mdef'), '')
    writeFileSync(join(models, 'en-us', 'cmudict-en-us.dict'), '')
    expect(findPocketSphinx({ PATH: bin }, join(models, 'en-us'))).toEqual({
      installation: {
        batchBinary: join(bin, 'pocketsphinx_batch'),
        modelDir: join(models, 'en-us'),
      },
    })
  })
})

describe('the start line', () => {
  it('says which transcriber runs, and why none', () => {
    expect(transcriberStartLine({ kind: 'pocketsphinx', ...INSTALLED })).toBe(
      'Speech to text: pocketsphinx (/opt/ps/bin/pocketsphinx_batch) with the domain language model, for browser and phone answers (what a phone answer filled is confirmed with the candidate).',
    )
    expect(
      transcriberStartLine({
        kind: 'none',
        reason: `pocketsphinx_batch is not installed (${INSTALL})`,
      }),
    ).toBe(
      `Speech to text: none, pocketsphinx_batch is not installed (${INSTALL}). Voice answers are recorded; typed answers are understood.`,
    )
    expect(transcriberStartLine({ kind: 'none', reason: 'TRANSCRIBER=none' })).toBe(
      'Speech to text: none, TRANSCRIBER=none. Voice answers are recorded; typed answers are understood.',
    )
    // Never the key, nor a query string that might carry one.
    expect(
      transcriberStartLine({
        kind: 'url',
        url: 'https://speech.example/v1/audio/transcriptions?key=hunter2',
        apiKey: 'sk-hunter2',
        model: 'whisper-1',
      }),
    ).toBe(
      'Speech to text: https://speech.example/v1/audio/transcriptions (model whisper-1), for browser and phone answers.',
    )
  })

  it('is logged once when the server starts', async () => {
    const dataDir = tempDir()
    const lines: string[] = []
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        LOG_LEVEL: 'info',
        TRANSCRIBER: 'none',
      },
      port: 0,
      logDestination,
    })
    await server.close()
    const speech = lines
      .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '')
      .filter((msg) => msg.startsWith('Speech to text'))
    expect(speech).toEqual([
      'Speech to text: none, TRANSCRIBER=none. Voice answers are recorded; typed answers are understood.',
    ])
  })
})
