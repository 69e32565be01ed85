const BULLET = /^(?:[•●○◦▪▫■□►▶➢➤✓✔❖◆◇·*+~>]|-{1,2}(?=\s)|o(?=\s)|\d{1,2}[.)](?=\s))\s*/u

/** Whether the line starts with a bullet mark ('•', '-', '*', 'o ', '1.' ...). */
export const isBulleted = (line: string) => BULLET.test(line)

/** The line without its bullet mark. */
export const stripBullet = (line: string) => line.replace(BULLET, '').trim()

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'de',
  'del',
  'for',
  'in',
  'la',
  'las',
  'los',
  'of',
  'on',
  'the',
  'to',
  'y',
])

/** Whether the text is written in capitals (at least two letters, none lower case). */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '')
  return (
    letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  )
}

/**
 * 'JOSE LUIS HERNANDEZ' -> 'Jose Luis Hernandez'. Short all-capital tokens that look like
 * acronyms (CNC, HEB, LLC, II) stay as they are when `keepAcronyms` is set.
 */
export function titleCase(text: string, keepAcronyms = false): string {
  let first = true
  return text.replace(/[\p{L}'’]+/gu, (word) => {
    const lower = word.toLowerCase()
    const wasFirst = first
    first = false
    if (keepAcronyms && word.length <= 3 && ACRONYMS.has(word)) return word
    if (!wasFirst && SMALL_WORDS.has(lower)) return lower
    return lower.charAt(0).toUpperCase() + lower.slice(1)
  })
}

const ACRONYMS = new Set([
  'CNC',
  'HEB',
  'LLC',
  'INC',
  'UPS',
  'DHL',
  'II',
  'III',
  'IV',
  'QA',
  'QC',
  'RF',
  'DC',
  'CDL',
  'USA',
])

/** Fixes text written all in capitals; leaves mixed-case text as written. */
export function tidyCase(text: string): string {
  return isAllCaps(text) ? titleCase(text, true) : text
}

/** First letter upper case ('order selector' -> 'Order selector'). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Damerau-Levenshtein distance (optimal string alignment), for headings with typos. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1)
      }
      d[i]![j] = best
    }
  }
  return at(a.length, b.length)
}

/** Trims separators and stray punctuation from both ends of a field. */
export const trimField = (text: string) =>
  text.replace(/^[\s|,;:–—\-•·@/]+|[\s|,;:–—\-•·@/]+$/g, '').trim()
