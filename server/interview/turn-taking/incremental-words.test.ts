import { describe, expect, it } from 'vitest'
import { IncrementalWords } from './incremental-words'

/** A recogniser that says which stretch it decoded, e.g. '[0-100]'. */
const recogniser = () => {
  const stretches: [number, number][] = []
  const decode = (from: number, to: number) => {
    stretches.push([from, to])
    return Promise.resolve(`[${from}-${to}]`)
  }
  return { stretches, decode }
}

describe('IncrementalWords', () => {
  it('decodes the whole answer in its first pause', async () => {
    const { stretches, decode } = recogniser()
    const words = new IncrementalWords(decode)
    expect(await words.soFar(100)).toBe('[0-100]')
    expect(stretches).toEqual([[0, 100]])
  })

  it('after a pause the answer went on from, decodes only what follows it', async () => {
    const { stretches, decode } = recogniser()
    const words = new IncrementalWords(decode)
    await words.soFar(100)
    words.resumed()
    expect(await words.soFar(250)).toBe('[0-100] [100-250]')
    words.resumed()
    expect(await words.soFar(400)).toBe('[0-100] [100-250] [250-400]')
    expect(stretches).toEqual([
      [0, 100],
      [100, 250],
      [250, 400],
    ])
  })

  it('a pause the answer did not go on from is not kept', async () => {
    const { stretches, decode } = recogniser()
    const words = new IncrementalWords(decode)
    await words.soFar(100)
    // Asked again without the answer going on (the same pause, a later look): from the start.
    expect(await words.soFar(120)).toBe('[0-120]')
    expect(stretches.at(-1)).toEqual([0, 120])
  })

  it('joins a kept pause still being decoded with the next stretch, in order', async () => {
    const settle: ((words: string) => void)[] = []
    const words = new IncrementalWords(() => new Promise<string>((resolve) => settle.push(resolve)))
    const first = words.soFar(100)
    words.resumed()
    const second = words.soFar(200)
    // The second stretch comes back first; the words still read in the order spoken.
    settle[1]?.('nights')
    settle[0]?.('i want um')
    expect(await first).toBe('i want um')
    expect(await second).toBe('i want um nights')
  })

  it('leaves out a stretch with no words, and resumed() without a pause changes nothing', async () => {
    const said = ['i can drive a forklift', '']
    const words = new IncrementalWords(() => Promise.resolve(said.shift() ?? ''))
    words.resumed()
    await words.soFar(100)
    words.resumed()
    expect(await words.soFar(200)).toBe('i can drive a forklift')
  })
})
