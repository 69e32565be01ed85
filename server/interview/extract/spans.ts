import type { Answer } from './answer'

export interface Found<T> {
  start: number
  end: number
  value: T
}

/**
 * Every match of every term in the unused text, keeping the longest where matches overlap
 * ('warehouse picker' over 'warehouse' and 'picker'). In text order.
 */
export function longestMatches<T>(
  answer: Answer,
  terms: readonly { pattern: RegExp; value: T }[],
): Found<T>[] {
  const text = answer.free
  const all: Found<T>[] = []
  for (const { pattern, value } of terms)
    for (const match of text.matchAll(pattern))
      all.push({ start: match.index, end: match.index + match[0].length, value })
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
