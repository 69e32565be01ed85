import type { Answer } from './answer'

export interface Found<T> {
  start: number
  end: number
  value: T
}

interface Term<T> {
  pattern: RegExp
  value: T
}

/**
 * A set of terms compiled once for longestMatches: one pattern that finds where any term
 * starts (a single scan of the answer), and each term anchored to test only those places.
 */
interface Terms<T> {
  starts: RegExp
  anchored: readonly Term<T>[]
}

export function compileTerms<T>(terms: readonly Term<T>[]): Terms<T> {
  return {
    starts: new RegExp(`(?=${terms.map(({ pattern }) => `(?:${pattern.source})`).join('|')})`, 'g'),
    anchored: terms.map(({ pattern, value }) => ({
      pattern: new RegExp(pattern.source, 'y'),
      value,
    })),
  }
}

/**
 * Every match of every term in the unused text, keeping the longest where matches overlap
 * ('warehouse picker' over 'warehouse' and 'picker'). In text order.
 */
export function longestMatches<T>(answer: Answer, terms: Terms<T>): Found<T>[] {
  const text = answer.free
  const all: Found<T>[] = []
  for (const start of text.matchAll(terms.starts))
    for (const { pattern, value } of terms.anchored) {
      pattern.lastIndex = start.index
      const match = pattern.exec(text)
      if (match) all.push({ start: start.index, end: start.index + match[0].length, value })
    }
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
  const kept: Found<T>[] = []
  for (const found of all)
    if (!kept.some((k) => found.start < k.end && k.start < found.end)) kept.push(found)
  return kept.sort((a, b) => a.start - b.start)
}

/** Adds to a list once. */
export const addOnce = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value)
}
