import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FestivalUnavailableError,
  MAX_FESTIVAL_TEXT,
  startFestival,
} from '../../server/interview/voice/festival-synthesiser'
import { schemeString, speakableText } from '../../server/interview/voice/festival-text'
import { SynthesisError, type Synthesiser } from '../../server/interview/voice/synthesiser'
import { rmsDb } from '../support/test-levels'

/**
 * Festival with the HTS voice cmu_us_slt, for real: it is installed here and in CI (.ci/run
 * installs festival and festvox-us-slt-hts when missing).
 */

const STAND_IN = join(import.meta.dirname, 'support', 'festival-stand-in.mjs')
const standIn = { command: process.execPath, args: [STAND_IN] }

const seconds = (pcm: { samples: Int16Array; sampleRate: number }) =>
  pcm.samples.length / pcm.sampleRate

/** Festival's own reader, asked to print a string literal back. */
function readBack(literal: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const festival = spawn('festival', ['--pipe'])
    let out = ''
    festival.stdout.setEncoding('latin1')
    festival.stdout.on('data', (chunk: string) => (out += chunk))
    festival.on('error', reject)
    festival.on('close', () => resolve(out.replace(/\n$/, '')))
    festival.stdin.end(`(format t "%s\\n" ${literal})\n`)
  })
}

describe('Festival (cmu_us_slt)', () => {
  let festival: Synthesiser
  beforeAll(async () => {
    festival = await startFestival({ processes: 2 })
  })
  afterAll(async () => {
    await festival.close()
  })

  it('names the engine, its version and the voice', () => {
    expect(festival.voiceId).toMatch(/^festival-\d+\.\d+(\.\d+)?-cmu_us_slt_arctic_hts$/)
    expect(festival.description).toBe('festival cmu_us_slt_arctic_hts')
  })

  it('speaks a prompt: 32 kHz speech as long as the sentence, starting at once', async () => {
    const pcm = await festival.synthesise('Hello. What shifts are you able to work?')
    expect(pcm.sampleRate).toBe(32_000)
    expect(seconds(pcm)).toBeGreaterThan(1.5)
    expect(seconds(pcm)).toBeLessThan(5)
    expect(rmsDb(pcm.samples)).toBeGreaterThan(-35)
    // Festival's ~200 ms opening pause is cut to a short lead-in.
    const firstSound = pcm.samples.findIndex((sample) => Math.abs(sample) > 300)
    expect(firstSound / pcm.sampleRate).toBeLessThan(0.05)
  })

  it('serves calls at once from its processes', async () => {
    const texts = ['Got it, forklift operator.', 'Got it, nights.', 'Got it, Dallas.', 'Thanks.']
    const spoken = await Promise.all(texts.map((text) => festival.synthesise(text)))
    for (const pcm of spoken) expect(seconds(pcm)).toBeGreaterThan(0.3)
    // A longer text is longer speech: each answer is its own text's.
    const [forklift, nights] = spoken.map(seconds)
    expect(forklift).toBeGreaterThan(nights ?? Infinity)
  })

  it('speaks quotes, backslashes, parentheses and semicolons; never evaluates them', async () => {
    const marker = join(tmpdir(), `hirelane-festival-injection-${process.pid}`)
    const attacks = [
      `Maria") (system "touch ${marker}") ("`,
      `Maria\\") (system \\"touch ${marker}\\") (\\"`,
      `Maria; (system "touch ${marker}")`,
      `Maria\\`,
    ]
    for (const text of attacks) {
      const pcm = await festival.synthesise(`Hi ${text}! Which shifts can you work?`)
      expect(seconds(pcm)).toBeGreaterThan(1)
    }
    expect(existsSync(marker)).toBe(false)
    // And the process that read them still answers.
    expect(seconds(await festival.synthesise('Still here.'))).toBeGreaterThan(0.3)
  })

  it('refuses empty and overlong text', async () => {
    await expect(festival.synthesise('  \n ')).rejects.toThrow(SynthesisError)
    await expect(festival.synthesise('word '.repeat(MAX_FESTIVAL_TEXT))).rejects.toThrow(
      /longer than/,
    )
  })

  it('leaves no files behind after closing', async () => {
    // A root of its own: other test files start and close Festival in the shared temp folder.
    const root = await mkdtemp(join(tmpdir(), 'hirelane-festival-root-'))
    try {
      const another = await startFestival({ processes: 1, temporaryRoot: root })
      expect(await readdir(root)).toHaveLength(1)
      await another.synthesise('One more.')
      await another.close()
      await expect(another.synthesise('After closing.')).rejects.toThrow(/closed/)
      expect(await readdir(root)).toEqual([])
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('Festival text', () => {
  it('reads back through Festival exactly as written: one string, nothing evaluated', async () => {
    for (const text of [
      'He said "hi" (and left); ok \\ done',
      '") (system "touch /tmp/x") ("',
      '\\"',
      'ends with a backslash \\',
      "#t 'quoted `back ,comma",
    ]) {
      expect(await readBack(schemeString(text))).toBe(text)
    }
  })

  it('makes text speakable: ASCII, one line, accents and typographic marks as Festival reads them', () => {
    expect(speakableText('José Peña’s “night” shift – maybe…')).toBe(
      `Jose Pena's "night" shift , maybe...`,
    )
    expect(speakableText('Line one\nline two\r\n\ttabbed\u0000 😀 end')).toBe(
      'Line one line two tabbed end',
    )
    expect(() => schemeString('two\nlines')).toThrow(RangeError)
  })
})

describe('Festival processes', () => {
  it('says when festival is not installed', async () => {
    const error = await startFestival({ command: 'festival-is-not-installed-here' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(FestivalUnavailableError)
    expect((error as Error).message).toBe('festival is not installed')
  })

  it('says when the voice is not installed', async () => {
    const error = await startFestival({ voice: 'cmu_us_nobody_hts' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(FestivalUnavailableError)
    expect((error as Error).message).toBe('festival has no voice cmu_us_nobody_hts')
  })

  it('refuses a voice name that is not a plain symbol', async () => {
    await expect(startFestival({ voice: 'x) (system "ls"' })).rejects.toThrow(
      /invalid Festival voice/,
    )
  })

  it('gives up on a synthesis past its timeout, and the next one starts a new process', async () => {
    const festival = await startFestival({ ...standIn, processes: 1, timeoutMs: 2000 })
    try {
      expect(festival.voiceId).toBe('festival-9.9.9-cmu_us_slt_arctic_hts')
      await expect(festival.synthesise('Please stall here.')).rejects.toThrow(
        'festival took longer than 2000 ms',
      )
      expect(seconds(await festival.synthesise('Fine again.'))).toBeCloseTo(0.1, 2)
    } finally {
      await festival.close()
    }
  })

  it('fails a start that does not answer in time', async () => {
    await expect(
      startFestival({
        command: process.execPath,
        args: ['-e', 'process.stdin.resume()'],
        timeoutMs: 500,
      }),
    ).rejects.toThrow('festival took longer than 500 ms')
  })

  it('fails what a crashed process had, and starts a new one for the next', async () => {
    const festival = await startFestival({ ...standIn, processes: 1 })
    try {
      await expect(festival.synthesise('Now crash.')).rejects.toThrow(/festival exited/)
      expect(seconds(await festival.synthesise('Back.'))).toBeCloseTo(0.1, 2)
    } finally {
      await festival.close()
    }
  })
})
