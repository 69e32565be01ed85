import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Pcm } from '../../server/interview/voice/audio-format'
import { PromptCache, promptId } from '../../server/interview/voice/prompt-cache'
import { decodePromptFile, encodePromptFile } from '../../server/interview/voice/prompt-file'
import type { Synthesiser } from '../../server/interview/voice/synthesiser'
import { SAMPLE_RATE } from '../../server/interview/voice/audio-format'
import { encodeOpusFrames } from '../../server/interview/voice/opus-frames'
import { resample } from '../../server/audio/resample'
import { tone } from '../support/test-signals'
import { SPANISH_VOICE, spanishSynthesiser } from '../../server/interview/voice/language-voices'
import { mulawPromptCodec, mulawVoice } from '../../server/interview/phone-call/phone-voice'
import { opusVoice } from '../../server/interview/web-call/web-call-link'

/**
 * A synthesiser that counts its calls and says every text as a 22 050 Hz tone of 1 s, at a
 * pitch of its own for each voice.
 */
const countingSynthesiser = (voiceId = 'test-tone', pitchHz = 300) => {
  const calls: string[] = []
  const synthesiser: Synthesiser = {
    voiceId,
    description: `tone ${pitchHz} Hz`,
    async synthesise(text) {
      calls.push(text)
      await new Promise((resolve) => setTimeout(resolve, 20)) // long enough for requests to overlap
      return { samples: tone(1000, pitchHz, -12, 22050), sampleRate: 22050 } satisfies Pcm
    },
    close: async () => {},
  }
  return { calls, synthesiser }
}

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hirelane-prompts-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const files = async () => (await readdir(join(dataDir, 'prompts'))).sort()

describe('PromptCache', () => {
  it('synthesises once and reuses the file from a second instance (a restart)', async () => {
    const first = countingSynthesiser()
    const cache = new PromptCache({ dataDir, synthesiser: first.synthesiser })
    const prompt = await cache.get('What shifts can you work?')
    expect(first.calls).toEqual(['What shifts can you work?'])
    expect(prompt.frames).toHaveLength(50)
    expect(prompt.durationMs).toBe(1000)
    expect(prompt.text).toBe('What shifts can you work?')
    expect(prompt.id).toBe(promptId('What shifts can you work?', 'test-tone'))
    expect(await files()).toEqual([`test-tone.${prompt.id}.opus.bin`])
    // From memory the second time.
    expect(await cache.get('What  shifts can you work? ')).toBe(prompt)
    expect(first.calls).toHaveLength(1)

    const second = countingSynthesiser()
    const restarted = new PromptCache({ dataDir, synthesiser: second.synthesiser })
    const again = await restarted.get('What shifts can you work?')
    expect(second.calls).toEqual([])
    expect(again.frames).toEqual(prompt.frames)
    expect(again.id).toBe(prompt.id)
  })

  it('shares one synthesis among concurrent requests for the same text', async () => {
    const counting = countingSynthesiser()
    const cache = new PromptCache({ dataDir, synthesiser: counting.synthesiser })
    const prompts = await Promise.all([
      cache.get('Are you open to nights?'),
      cache.get('Are you open to nights?'),
      cache.get('Are you open to nights?'),
      cache.get('How far can you commute?'),
    ])
    expect(counting.calls.sort()).toEqual(['Are you open to nights?', 'How far can you commute?'])
    expect(prompts[1]).toBe(prompts[0])
    expect(prompts[2]).toBe(prompts[0])
    expect(await files()).toHaveLength(2)
  })

  it('keeps prompts per voice: a server started with another voice never plays the old one', async () => {
    const low = countingSynthesiser('tone-low', 200)
    const first = await new PromptCache({ dataDir, synthesiser: low.synthesiser }).get('Hello')

    // A restart with another voice: the text is synthesised again, in that voice.
    const high = countingSynthesiser('tone-high', 400)
    const switched = await new PromptCache({ dataDir, synthesiser: high.synthesiser }).get('Hello')
    expect(high.calls).toEqual(['Hello'])
    expect(switched.id).not.toBe(first.id)
    expect(switched.frames).not.toEqual(first.frames)
    expect(switched.frames).toEqual(
      encodeOpusFrames(resample(tone(1000, 400, -12, 22050), 22050, SAMPLE_RATE)),
    )
    expect(await files()).toEqual(
      [`tone-low.${first.id}.opus.bin`, `tone-high.${switched.id}.opus.bin`].sort(),
    )

    // And back: the first voice's file serves, without synthesis.
    const lowAgain = countingSynthesiser('tone-low', 200)
    const back = await new PromptCache({ dataDir, synthesiser: lowAgain.synthesiser }).get('Hello')
    expect(lowAgain.calls).toEqual([])
    expect(back.frames).toEqual(first.frames)
  })

  it('refuses a voice id that could not be part of a file name', () => {
    const { synthesiser } = countingSynthesiser('../escape')
    expect(() => new PromptCache({ dataDir, synthesiser })).toThrow(RangeError)
  })

  it('rebuilds a corrupt or truncated file and reports it', async () => {
    const first = countingSynthesiser()
    const original = await new PromptCache({ dataDir, synthesiser: first.synthesiser }).get('Hi')
    const path = join(dataDir, 'prompts', `test-tone.${original.id}.opus.bin`)
    const good = await readFile(path)

    for (const damaged of [
      good.subarray(0, good.length - 7),
      flipByte(good, 40),
      Buffer.from('{}'),
    ]) {
      await writeFile(path, damaged)
      const counting = countingSynthesiser()
      const problems: string[] = []
      const cache = new PromptCache({
        dataDir,
        synthesiser: counting.synthesiser,
        onFileError: (_path, error, action) => problems.push(`${action}: ${String(error)}`),
      })
      const rebuilt = await cache.get('Hi')
      expect(counting.calls).toEqual(['Hi'])
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/^read: PromptFileError/)
      expect(rebuilt.frames).toEqual(original.frames)
      expect(decodePromptFile(new Uint8Array(await readFile(path)))).toEqual(original.frames)
    }
    expect(await files()).toEqual([`test-tone.${original.id}.opus.bin`]) // no temporary files left
  })

  it('lets a failed synthesis be retried', async () => {
    let attempts = 0
    const cache = new PromptCache({
      dataDir,
      synthesiser: {
        ...countingSynthesiser().synthesiser,
        synthesise: async () => {
          attempts++
          if (attempts === 1) throw new Error('espeak-ng broke')
          return { samples: tone(100, 300, -12, 22050), sampleRate: 22050 }
        },
      },
    })
    await expect(cache.get('Retry me')).rejects.toThrow('espeak-ng broke')
    expect((await cache.get('Retry me')).frames).toHaveLength(5)
  })

  it('rejects empty text', async () => {
    const cache = new PromptCache({ dataDir, synthesiser: countingSynthesiser().synthesiser })
    await expect(cache.get('   ')).rejects.toThrow(RangeError)
  })

  it('works end to end with espeak-ng, the default', async () => {
    const cache = new PromptCache({ dataDir })
    const prompt = await cache.get('Thanks. How many years have you worked in a warehouse?')
    expect(prompt.durationMs).toBeGreaterThan(1500)
    expect(prompt.frames.every((frame) => frame.byteLength > 0)).toBe(true)
    expect(await files()).toEqual([`espeak-ng-1.0.2-en-us.${prompt.id}.opus.bin`])
  })
})

describe('prompt file format', () => {
  it('round-trips frames, including empty ones', () => {
    const frames = [new Uint8Array([1, 2, 3]), new Uint8Array(0), new Uint8Array(300).fill(9)]
    expect(decodePromptFile(encodePromptFile(frames))).toEqual(frames)
    expect(decodePromptFile(encodePromptFile([]))).toEqual([])
  })
})

function flipByte(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes)
  copy[at] = (copy[at] ?? 0) ^ 0xff
  return copy
}

describe('prompts per language', () => {
  it('speaks Spanish with espeak-ng es-419, in a cache of its own that never mixes with English', async () => {
    const english = countingSynthesiser('festival-2.5.0-cmu_us_slt_arctic_hts')
    const spanish = spanishSynthesiser()
    expect(SPANISH_VOICE).toBe('es-419')
    expect(spanish.voiceId).toBe('espeak-ng-1.0.2-es-419')
    const voice = opusVoice({
      en: new PromptCache({ dataDir, synthesiser: english.synthesiser }),
      es: new PromptCache({ dataDir, synthesiser: spanish }),
    })
    // The same text in both languages (a name, a number) is two prompts, in two files.
    const text = '¿En qué turnos puedes trabajar?'
    const inSpanish = await voice.get(text, 'es')
    const inEnglish = await voice.get(text, 'en')
    const byDefault = await voice.get(text)
    expect(english.calls).toEqual([text])
    expect(inSpanish.frames.length).toBeGreaterThan(50)
    expect(inSpanish.frames).not.toEqual(inEnglish.frames)
    expect(byDefault.frames).toEqual(inEnglish.frames)
    const names = await files()
    expect(names).toHaveLength(2)
    expect(names.filter((name) => name.startsWith('espeak-ng-1.0.2-es-419.'))).toHaveLength(1)
    expect(names.filter((name) => name.startsWith('festival-2.5.0-'))).toHaveLength(1)
    expect(promptId(text, spanish.voiceId)).not.toBe(promptId(text, english.synthesiser.voiceId))
  })

  it('keeps the phone in mu-law for both languages', async () => {
    const english = countingSynthesiser('english-tone', 300)
    const spanish = countingSynthesiser('spanish-tone', 500)
    const voice = mulawVoice({
      en: new PromptCache({ dataDir, synthesiser: english.synthesiser, codec: mulawPromptCodec }),
      es: new PromptCache({ dataDir, synthesiser: spanish.synthesiser, codec: mulawPromptCodec }),
    })
    await voice.get('Hola', 'es')
    await voice.get('Hi', 'en')
    expect(spanish.calls).toEqual(['Hola'])
    expect(english.calls).toEqual(['Hi'])
    expect(() =>
      mulawVoice({
        en: new PromptCache({ dataDir, synthesiser: english.synthesiser, codec: mulawPromptCodec }),
        es: new PromptCache({ dataDir, synthesiser: spanish.synthesiser }),
      }),
    ).toThrow(/mu-law/)
  })
})
