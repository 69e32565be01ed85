import { describe, expect, it } from 'vitest'
import { discountOf, estimateModel, writeArpa } from './arpa-model'

/** An ARPA text read back: per order, words -> [log10 P, log10 backoff]. */
function readArpa(text: string) {
  const lines = text.split('\n')
  expect(lines[0]).toBe('\\data\\')
  const declared = lines
    .filter((line) => line.startsWith('ngram '))
    .map((line) => Number(line.split('=')[1]))
  const levels: Map<string, { logP: number; logBackoff: number }>[] = []
  let current: Map<string, { logP: number; logBackoff: number }> | undefined
  for (const line of lines) {
    const section = line.match(/^\\(\d)-grams:$/)
    if (section) {
      current = new Map()
      levels.push(current)
    } else if (line === '\\end\\') current = undefined
    else if (current && line !== '') {
      const [logP, words, logBackoff] = line.split('\t')
      current.set(words!, { logP: Number(logP), logBackoff: Number(logBackoff ?? 0) })
    }
  }
  expect(lines.at(-2)).toBe('\\end\\')
  expect(levels.map((level) => level.size)).toEqual(declared)
  return levels
}

type Levels = ReturnType<typeof readArpa>

/** P(word | context) the way a decoder reads an ARPA model: the n-gram, or backoff x shorter. */
function probability(levels: Levels, context: string[], word: string): number {
  const entry = levels[context.length]?.get([...context, word].join(' '))
  if (entry) return 10 ** entry.logP
  if (context.length === 0) return 0
  const backoff = levels[context.length - 1]!.get(context.join(' '))?.logBackoff ?? 0
  return 10 ** backoff * probability(levels, context.slice(1), word)
}

const SENTENCES = [
  'i want forklift work',
  'i want nights',
  'i want days not nights',
  'forklift on nights',
  'nights',
  'around twenty dollars an hour',
  'twenty miles',
  'i live in dallas texas',
  'no i cannot relocate',
  'i want to work as a forklift operator on night shift',
  'i want forklift work',
]

describe('the ARPA language model (interpolated Kneser-Ney)', () => {
  const model = estimateModel(SENTENCES, 3)
  const levels = readArpa(writeArpa(model))
  const words = [...levels[0]!.keys()].filter((word) => word !== '<s>')

  it('lists the vocabulary with <s> never predicted, and every seen bigram and trigram', () => {
    expect(levels[0]!.get('<s>')?.logP).toBe(-99)
    expect(words).toContain('</s>')
    expect(words).toContain('forklift')
    expect(levels[1]!.has('i want')).toBe(true)
    expect(levels[2]!.has('<s> i want')).toBe(true)
    expect(levels[2]!.has('want forklift work')).toBe(true)
    // Every n-gram's context and its shorter form are in the model (decoders rely on both).
    for (const level of levels.slice(1))
      for (const key of level.keys()) {
        const parts = key.split(' ')
        expect(levels[parts.length - 2]!.has(parts.slice(0, -1).join(' '))).toBe(true)
        expect(levels[parts.length - 2]!.has(parts.slice(1).join(' '))).toBe(true)
      }
  })

  it('gives every context a distribution that sums to one', () => {
    const contexts: string[][] = [[]]
    for (const level of levels.slice(0, 2))
      for (const key of level.keys()) if (key !== '</s>') contexts.push(key.split(' '))
    for (const context of contexts) {
      const sum = words.reduce((total, word) => total + probability(levels, context, word), 0)
      expect(Math.abs(sum - 1), `context '${context.join(' ')}'`).toBeLessThan(2e-3)
    }
  })

  it('backs off with the weight that leaves the unseen words exactly the mass not given to seen ones', () => {
    for (const [context, { logBackoff }] of levels[1]!) {
      const history = context.split(' ')
      const seen = words.filter((word) => levels[2]!.has(`${context} ${word}`))
      if (seen.length === 0) continue
      const given = seen.reduce((total, word) => total + probability(levels, history, word), 0)
      const lower = seen.reduce(
        (total, word) => total + probability(levels, history.slice(1), word),
        0,
      )
      expect(10 ** logBackoff).toBeCloseTo((1 - given) / (1 - lower), 3)
    }
  })

  it('prefers what it has seen: a seen continuation over an unseen one', () => {
    expect(probability(levels, ['i', 'want'], 'forklift')).toBeGreaterThan(
      probability(levels, ['i', 'want'], 'dallas'),
    )
    expect(probability(levels, ['on'], 'nights')).toBeGreaterThan(
      probability(levels, ['on'], 'texas'),
    )
  })

  it('takes the discount from the numbers of n-grams seen once and twice', () => {
    expect(discountOf([1, 1, 1, 2, 5])).toBeCloseTo(3 / (3 + 2), 6)
    // Without any seen twice it falls back to one half, and it stays within [0.1, 0.9].
    expect(discountOf([1, 1, 3])).toBe(0.5)
    expect(discountOf([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])).toBe(0.1)
    expect(model.discounts).toHaveLength(3)
  })

  it('writes a bigram model when asked for order two', () => {
    const bigram = readArpa(writeArpa(estimateModel(SENTENCES, 2)))
    expect(bigram).toHaveLength(2)
    const sum = words.reduce((total, word) => total + probability(bigram, ['want'], word), 0)
    expect(sum).toBeCloseTo(1, 2)
  })
})
