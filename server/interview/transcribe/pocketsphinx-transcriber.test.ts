import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../logger'
import type { SpokenAnswer } from './transcriber'
import { WAV_HEADER_BYTES } from '../voice/wav'
import { createPocketSphinxTranscriber } from './pocketsphinx-transcriber'

/**
 * The transcriber with a stand-in pocketsphinx_batch that keeps a copy of each answer's audio
 * file (in its -cepdir) and answers 'heard': what the recogniser is given, not what it hears.
 */
const dir = mkdtempSync(join(tmpdir(), 'hirelane-transcriber-'))
const copies = join(dir, 'copies')
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const batchBinary = join(dir, 'pocketsphinx_batch')
writeFileSync(
  batchBinary,
  [
    '#!/bin/sh',
    `mkdir -p "${copies}"`,
    'while [ $# -gt 0 ]; do [ "$1" = -cepdir ] && cepdir="$2"; shift; done',
    'while read name; do cp "$cepdir/$name.wav" "' +
      copies +
      '/last.wav"; echo "heard ($name 0)"; done',
  ].join('\n'),
)
chmodSync(batchBinary, 0o755)

const RATE = 16000

/** 2 s of deterministic white noise of the given RMS with a 500 Hz tone from 0.3 s to 1.3 s. */
function answer(backgroundRms: number): Int16Array {
  let state = 7
  return Int16Array.from({ length: 2 * RATE }, (_, i) => {
    state = (state * 1103515245 + 12345) % 2147483648
    const background = (state / 2147483648 - 0.5) * backgroundRms * Math.sqrt(12)
    const tone =
      i >= 0.3 * RATE && i < 1.3 * RATE ? 4000 * Math.sin((2 * Math.PI * 500 * i) / RATE) : 0
    return Math.round(background + tone)
  })
}

const given = () => {
  const bytes = readFileSync(join(copies, 'last.wav'))
  return new Int16Array(
    bytes.buffer.slice(bytes.byteOffset + WAV_HEADER_BYTES, bytes.byteOffset + bytes.length),
  )
}

const spoken = (pcm16k: Int16Array): SpokenAnswer => ({
  recording: new Uint8Array(),
  fileName: 'answer.ogg',
  contentType: 'audio/ogg',
  pcm16k,
  sourceSampleRate: 48_000,
  language: 'en',
})

const pauseRms = (pcm: Int16Array) => {
  let sum = 0
  for (let i = 1.5 * RATE; i < 1.9 * RATE; i++) sum += pcm[i]! * pcm[i]!
  return Math.sqrt(sum / (0.4 * RATE))
}

describe('the embedded transcriber', () => {
  const transcriber = createPocketSphinxTranscriber({
    installation: { batchBinary, modelDir: dir },
    dataDir: dir,
    logger: createLogger('silent'),
    recognisers: 1,
    model: { languageModel: 'lm', dictionary: 'dict', directory: dir },
  })
  afterAll(() => transcriber.close())

  it('gives the recogniser an answer with its steady background subtracted', async () => {
    const noisy = answer(300)
    expect(await transcriber.transcribe(spoken(noisy))).toBe('heard')
    const decoded = given()
    expect(decoded).toHaveLength(noisy.length)
    expect(pauseRms(decoded)).toBeLessThan(0.8 * pauseRms(noisy))
  })

  it('gives it only the stretch after decodeFromSample, with the whole answer’s noise floor', async () => {
    const noisy = answer(300)
    await transcriber.transcribe(spoken(noisy))
    const wholeSuppressed = given()
    const from = 1.4 * RATE
    expect(await transcriber.transcribe({ ...spoken(noisy), decodeFromSample: from })).toBe('heard')
    expect(Array.from(given())).toEqual(Array.from(wholeSuppressed.subarray(from)))
  })

  it('gives it a quiet answer exactly as it came', async () => {
    const quiet = answer(8)
    expect(await transcriber.transcribe(spoken(quiet))).toBe('heard')
    expect(Array.from(given())).toEqual(Array.from(quiet))
  })
})
