import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MULAW_SILENCE_FRAME, mulawPromptCodec, mulawVoice } from './phone-voice'
import { SAMPLE_RATE, type Pcm } from '../voice/audio-format'
import { encodeOpusFrames } from '../voice/opus-frames'
import {
  PROMPT_CACHE_VERSION,
  PromptCache,
  promptCacheVersion,
  promptId,
} from '../voice/prompt-cache'
import { opusPromptCodec } from '../voice/prompt-codec'
import { resample } from '../../audio/resample'
import { synthesise } from '../voice/synthesise'
import type { Synthesiser } from '../voice/synthesiser'
import { concatSignals, tone } from '../../../tests/support/test-signals'
import { decodeMulaw, MULAW_SILENCE } from '../../telephony/mulaw'
import { PHONE_FRAME_BYTES, PHONE_SAMPLE_RATE } from '../../telephony/phone-audio'
import { rmsDb, toneDb } from '../../../tests/support/test-levels'

/** A synthesiser that counts its calls and says every text as a 300 Hz tone at 22 050 Hz. */
const countingSynthesiser = (ms = 1000) => {
  const calls: string[] = []
  const synthesiser: Synthesiser = {
    voiceId: 'test-tone',
    description: 'tone 300 Hz',
    async synthesise(text) {
      calls.push(text)
      await new Promise((resolve) => setTimeout(resolve, 20)) // long enough for requests to overlap
      return { samples: tone(ms, 300, -12, 22050), sampleRate: 22050 } satisfies Pcm
    },
    close: async () => {},
  }
  return { calls, synthesiser }
}

const mulawCache = (dataDir: string, synthesiser?: Synthesiser) =>
  new PromptCache({ dataDir, codec: mulawPromptCodec, ...(synthesiser ? { synthesiser } : {}) })

/** The phone frames back to 8 kHz PCM, as the caller's handset would play them. */
const decodeFrames = (frames: Uint8Array[]) => concatSignals(frames.map(decodeMulaw))

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hirelane-phone-prompts-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const files = async () => (await readdir(join(dataDir, 'prompts'))).sort()

describe('the mu-law prompt cache', () => {
  it('gives 160-byte frames, one per 20 ms of the prompt, the last padded with silence', async () => {
    const oneSecond = await mulawCache(dataDir, countingSynthesiser(1000).synthesiser).get('Hi')
    expect(oneSecond.frames).toHaveLength(50)
    expect(oneSecond.durationMs).toBe(1000)
    expect(oneSecond.frames.every((frame) => frame.byteLength === PHONE_FRAME_BYTES)).toBe(true)

    // 1030 ms is 51.5 frames: the half frame is filled up with mu-law silence.
    const longer = await mulawCache(dataDir, countingSynthesiser(1030).synthesiser).get('Hello')
    expect(longer.frames).toHaveLength(52)
    expect(longer.durationMs).toBe(1040)
    const last = longer.frames.at(-1) ?? new Uint8Array()
    expect(last.byteLength).toBe(PHONE_FRAME_BYTES)
    expect([...last.subarray(PHONE_FRAME_BYTES / 2 + 1)].every((b) => b === MULAW_SILENCE)).toBe(
      true,
    )
  })

  it('synthesises once, then serves from memory and, after a restart, from its file', async () => {
    const first = countingSynthesiser()
    const cache = mulawCache(dataDir, first.synthesiser)
    const prompt = await cache.get('What shifts can you work?')
    expect(first.calls).toEqual(['What shifts can you work?'])
    expect(prompt.id).toBe(
      promptId('What shifts can you work?', 'test-tone', promptCacheVersion(mulawPromptCodec)),
    )
    expect(await files()).toEqual([`test-tone.${prompt.id}.mulaw.bin`])
    expect(await cache.get(' What shifts  can you work?')).toBe(prompt) // memory
    expect(first.calls).toHaveLength(1)

    const second = countingSynthesiser()
    const again = await mulawCache(dataDir, second.synthesiser).get('What shifts can you work?')
    expect(second.calls).toEqual([]) // disk
    expect(again.id).toBe(prompt.id)
    expect(again.frames).toEqual(prompt.frames)
    expect(again.durationMs).toBe(1000)
  })

  it('shares one synthesis among concurrent requests', async () => {
    const counting = countingSynthesiser()
    const cache = mulawCache(dataDir, counting.synthesiser)
    const prompts = await Promise.all([cache.get('Nights?'), cache.get('Nights?')])
    expect(counting.calls).toEqual(['Nights?'])
    expect(prompts[1]).toBe(prompts[0])
  })

  it('keeps Opus and mu-law files of the same text apart', async () => {
    const text = 'Are you open to night shifts?'
    const counting = countingSynthesiser()
    const opus = await new PromptCache({ dataDir, synthesiser: counting.synthesiser }).get(text)
    const mulaw = await mulawCache(dataDir, counting.synthesiser).get(text)
    expect(counting.calls).toEqual([text, text]) // neither took the other's frames
    expect(opus.id).not.toBe(mulaw.id)
    expect(await files()).toEqual(
      [`test-tone.${opus.id}.opus.bin`, `test-tone.${mulaw.id}.mulaw.bin`].sort(),
    )

    // After a restart each cache reads its own file, whichever is asked first.
    const restarted = countingSynthesiser()
    const mulawAgain = await mulawCache(dataDir, restarted.synthesiser).get(text)
    const opusAgain = await new PromptCache({ dataDir, synthesiser: restarted.synthesiser }).get(
      text,
    )
    expect(restarted.calls).toEqual([])
    expect(mulawAgain.frames).toEqual(mulaw.frames)
    expect(opusAgain.frames).toEqual(opus.frames)
    expect(opus.frames.some((frame) => frame.byteLength !== PHONE_FRAME_BYTES)).toBe(true)
  })

  it('decodes back to the tone it was given, at its level', async () => {
    const prompt = await mulawCache(dataDir, countingSynthesiser().synthesiser).get('Hi')
    const pcm8k = decodeFrames(prompt.frames)
    expect(pcm8k).toHaveLength(PHONE_SAMPLE_RATE)
    const edge = 80 // the filters' run-in at either end
    expect(rmsDb(pcm8k, edge)).toBeCloseTo(-12, 0)
    expect(toneDb(pcm8k, 300, PHONE_SAMPLE_RATE, edge)).toBeCloseTo(-12, 0)
  })

  it('refuses a codec name that could not be a file name', () => {
    expect(
      () => new PromptCache({ dataDir, codec: { ...mulawPromptCodec, name: '../x' } }),
    ).toThrow(RangeError)
  })

  it('works end to end with espeak-ng: speech-level audio, as long as the speech', async () => {
    const text = 'Thanks. How many years have you worked in a warehouse?'
    const prompt = await mulawCache(dataDir).get(text)
    const speech = await synthesise(text)
    const speechMs = (speech.samples.length * 1000) / speech.sampleRate
    expect(prompt.durationMs).toBeGreaterThan(1500)
    expect(prompt.durationMs).toBeGreaterThanOrEqual(speechMs)
    expect(prompt.durationMs).toBeLessThan(speechMs + 20)
    expect(prompt.frames.every((frame) => frame.byteLength === PHONE_FRAME_BYTES)).toBe(true)

    const heard = decodeFrames(prompt.frames)
    const said = resample(speech.samples, speech.sampleRate, PHONE_SAMPLE_RATE)
    expect(rmsDb(heard)).toBeGreaterThan(-30) // speech, not silence or a whisper
    expect(rmsDb(heard)).toBeLessThan(-3) // nor clipped noise
    expect(Math.abs(rmsDb(heard) - rmsDb(said))).toBeLessThan(1.5)
    // Spoken throughout, not one burst: most 100 ms stretches carry speech.
    const stretches = Array.from({ length: Math.floor(heard.length / 800) }, (_, i) =>
      rmsDb(heard.subarray(i * 800, (i + 1) * 800)),
    )
    expect(stretches.filter((db) => db > -40).length / stretches.length).toBeGreaterThan(0.5)
  })
})

describe('the Opus prompt cache, the default', () => {
  it('is the cache of no codec named: the same version, ids, file names and frames', async () => {
    expect(PROMPT_CACHE_VERSION).toBe('opus-voip-24000/v2')
    expect(promptCacheVersion(opusPromptCodec)).toBe(PROMPT_CACHE_VERSION)
    const implicit = await new PromptCache({
      dataDir,
      synthesiser: countingSynthesiser().synthesiser,
    }).get('Hi')
    expect(implicit.id).toBe(promptId('Hi', 'test-tone'))
    expect(await files()).toEqual([`test-tone.${implicit.id}.opus.bin`])
    const samples = tone(1000, 300, -12, 22050)
    expect(implicit.frames).toEqual(encodeOpusFrames(resample(samples, 22050, SAMPLE_RATE)))

    const explicit = countingSynthesiser()
    const named = await new PromptCache({
      dataDir,
      synthesiser: explicit.synthesiser,
      codec: opusPromptCodec,
    }).get('Hi')
    expect(explicit.calls).toEqual([]) // the same file
    expect(named.frames).toEqual(implicit.frames)
  })
})

describe('mulawVoice', () => {
  it('serves the cache as the phone link voice, with a 20 ms mu-law silence', async () => {
    expect(MULAW_SILENCE_FRAME).toEqual(new Uint8Array(160).fill(0xff))
    const cache = mulawCache(dataDir, countingSynthesiser().synthesiser)
    const voice = mulawVoice(cache)
    expect(voice.silence).toBe(MULAW_SILENCE_FRAME)
    expect((await voice.get('Hi')).frames).toEqual((await cache.get('Hi')).frames)
    expect(decodeMulaw(voice.silence).every((sample) => sample === 0)).toBe(true)
  })

  it('refuses an Opus cache', () => {
    expect(() => mulawVoice(new PromptCache({ dataDir }))).toThrow(/mu-law/)
  })
})
