import { METROS } from '../../vocabulary/metros'
import { US_STATES } from '../../vocabulary/us-states'
import { placeKey } from './places'
import { DOMAIN_WORDS, KEEP, TYPOS } from './spelling-words'

/**
 * Spelling as candidates type it and transcribers hear it: a table of known misspellings and
 * chat shorthand (spelling-words.ts), then a fuzzy match against the words the rules look for
 * (domain words and place names). Works on folded text, one word at a time.
 */

/** Town, metro and state words the fuzzy match also knows, minus everyday words in them. */
const PLACE_WORDS = (() => {
  const common = new Set(['village', 'township', 'springs', 'prairie', 'heights'])
  const names = [
    ...METROS.flatMap((metro) => [metro.name, ...metro.towns.map((town) => town.city)]),
    ...Object.values(US_STATES),
  ]
  const words = names.flatMap((name) => placeKey(name).split(' '))
  return [...new Set(words)].filter((word) => word.length >= 6 && !common.has(word))
})()

const VOCABULARY = [...new Set([...DOMAIN_WORDS, ...PLACE_WORDS])]
const VOCABULARY_SET = new Set(VOCABULARY)

/** Corrected words, kept because the same words come back answer after answer. */
const memo = new Map<string, string>()
const MEMO_LIMIT = 20_000

/** One folded word, spelled as the rules expect it ('forlift' -> 'forklift'). */
export function correctWord(word: string): string {
  const known = TYPOS.get(word)
  if (known !== undefined) return known
  if (word.length < 5 || VOCABULARY_SET.has(word) || KEEP.has(word)) return word
  const cached = memo.get(word)
  if (cached !== undefined) return cached
  const corrected = closestWord(word) ?? word
  if (memo.size < MEMO_LIMIT) memo.set(word, corrected)
  return corrected
}

const PLACE_WORD_SET = new Set(PLACE_WORDS)

/**
 * A place name as it sounds: doubled letters single and no silent final 'h', so that 'savana'
 * is 'savannah', 'pittsburg' 'pittsburgh' and 'cincinatti' 'cincinnati' however far apart their letters are.
 */
const soundOf = (word: string) => word.replace(/(.)\1+/g, '$1').replace(/(?<=[aeioug])h$/, '')

/**
 * The vocabulary word a misspelling means: one letter off from 7 letters, two from 10; a
 * shorter word only when it misses one letter of a vocabulary word ('scaner', 'nigts'), other
 * than a plural's 's'.
 */
function closestWord(word: string): string | undefined {
  const short = word.length < 7
  const limit = word.length >= 10 ? 2 : 1
  const sound = soundOf(word)
  for (const candidate of VOCABULARY) {
    // A typo rarely changes the first letter; 'range' is not 'orange'.
    if (candidate[0] !== word[0]) continue
    if (PLACE_WORD_SET.has(candidate) && soundOf(candidate) === sound) return candidate
    // A singular is a word, not a plural misspelt: 'a night shift', '1 month'.
    if (candidate === `${word}s`) continue
    if (short && candidate.length !== word.length + 1) continue
    if (Math.abs(candidate.length - word.length) > limit) continue
    if (editDistance(word, candidate, limit) <= limit) return candidate
  }
  return undefined
}

/**
 * Damerau-Levenshtein distance (optimal string alignment), or more than `limit` as soon as
 * every path exceeds it.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const cols = b.length + 1
  let before = new Array<number>(cols).fill(0)
  let previous = Array.from({ length: cols }, (_, j) => j)
  let current = new Array<number>(cols).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowBest = i
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1)
      current[j] = best
      if (best < rowBest) rowBest = best
    }
    if (rowBest > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]!
}

/** Letters spelled out one by one that make a word the rules know ('c d l', 'p t o'). */
const SPELLED = new Set(['cdl', 'rf', 'pto', 'qc', 'wms', 'cnc', 'cpr', 'osha', 'dfw', 'ot', 'sap'])

export function joinSpelledLetters(text: string): string {
  return text.replace(/\b[a-z](?:[\s.]+[a-z]\b)+/g, (run) => {
    const letters = run.split(/[\s.]+/)
    // The longest known word inside the run: 'got a c d l' keeps 'a' and joins 'cdl'.
    for (let length = letters.length; length >= 2; length--)
      for (let start = 0; start + length <= letters.length; start++) {
        const word = letters.slice(start, start + length).join('')
        if (SPELLED.has(word))
          return [...letters.slice(0, start), word, ...letters.slice(start + length)].join(' ')
      }
    return run
  })
}
