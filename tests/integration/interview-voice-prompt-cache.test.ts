import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Pcm } from '../../server/interview/voice/audio-format'
import { PromptCache, promptId } from '../../server/interview/voice/prompt-cache'
import { decodePromptFile, encodePromptFile } from '../../server/interview/voice/prompt-file'
import type { Synthesiser } from '../../server/interview/voice/synthesise'
import { tone } from '../../server/interview/voice/test-signals'

/** A synthesiser that counts its calls and says every text as a 22 050 Hz tone of 1 s. */
const countingSynthesiser = () => {
  const calls: string[] = []
  const synthesise: Synthesiser = async (text) => {
    calls.push(text)
    await new Promise((resolve) => setTimeout(resolve, 20)) // long enough for requests to overlap
    return { samples: tone(1000, 300, -12, 22050), sampleRate: 22050 } satisfies Pcm
  }
  return { calls, synthesise }
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
    const cache = new PromptCache({ dataDir, synthesise: first.synthesise })
    const prompt = await cache.get('What shifts can you work?')
    expect(first.calls).toEqual(['What shifts can you work?'])
    expect(prompt.frames).toHaveLength(50)
    expect(prompt.durationMs).toBe(1000)
    expect(prompt.text).toBe('What shifts can you work?')
    expect(prompt.id).toBe(promptId('What shifts can you work?', 'en-us'))
    expect(await files()).toEqual([`${prompt.id}.opus.bin`])
    // From memory the second time.
    expect(await cache.get('What  shifts can you work? ')).toBe(prompt)
    expect(first.calls).toHaveLength(1)

    const second = countingSynthesiser()
    const restarted = new PromptCache({ dataDir, synthesise: second.synthesise })
    const again = await restarted.get('What shifts can you work?')
    expect(second.calls).toEqual([])
    expect(again.frames).toEqual(prompt.frames)
    expect(again.id).toBe(prompt.id)
  })

  it('shares one synthesis among concurrent requests for the same text', async () => {
    const counting = countingSynthesiser()
    const cache = new PromptCache({ dataDir, synthesise: counting.synthesise })
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

  it('keys prompts by voice and text', async () => {
    const counting = countingSynthesiser()
    const us = new PromptCache({ dataDir, synthesise: counting.synthesise })
    const gb = new PromptCache({ dataDir, synthesise: counting.synthesise, voice: 'en-gb' })
    const [a, b] = [await us.get('Hello'), await gb.get('Hello')]
    expect(a.id).not.toBe(b.id)
    expect(counting.calls).toHaveLength(2)
  })

  it('rebuilds a corrupt or truncated file and reports it', async () => {
    const first = countingSynthesiser()
    const original = await new PromptCache({ dataDir, synthesise: first.synthesise }).get('Hi')
    const path = join(dataDir, 'prompts', `${original.id}.opus.bin`)
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
        synthesise: counting.synthesise,
        onFileError: (_path, error, action) => problems.push(`${action}: ${String(error)}`),
      })
      const rebuilt = await cache.get('Hi')
      expect(counting.calls).toEqual(['Hi'])
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/^read: PromptFileError/)
      expect(rebuilt.frames).toEqual(original.frames)
      expect(decodePromptFile(new Uint8Array(await readFile(path)))).toEqual(original.frames)
    }
    expect(await files()).toEqual([`${original.id}.opus.bin`]) // no temporary files left
  })

  it('lets a failed synthesis be retried', async () => {
    let attempts = 0
    const cache = new PromptCache({
      dataDir,
      synthesise: async () => {
        attempts++
        if (attempts === 1) throw new Error('espeak-ng broke')
        return { samples: tone(100, 300, -12, 22050), sampleRate: 22050 }
      },
    })
    await expect(cache.get('Retry me')).rejects.toThrow('espeak-ng broke')
    expect((await cache.get('Retry me')).frames).toHaveLength(5)
  })

  it('rejects empty text', async () => {
    const cache = new PromptCache({ dataDir, synthesise: countingSynthesiser().synthesise })
    await expect(cache.get('   ')).rejects.toThrow(RangeError)
  })

  it('works end to end with espeak-ng', async () => {
    const cache = new PromptCache({ dataDir })
    const prompt = await cache.get('Thanks. How many years have you worked in a warehouse?')
    expect(prompt.durationMs).toBeGreaterThan(1500)
    expect(prompt.frames.every((frame) => frame.byteLength > 0)).toBe(true)
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
