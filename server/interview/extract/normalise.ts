import { fold } from '../../vocabulary/fold'
import { replaceNumberWords } from './numbers'
import { correctWord, joinSpelledLetters } from './spelling'

/**
 * An answer as the rules read it: folded (lower case, no accents), fillers dropped, common
 * misspellings fixed, numbers in digits, and a few idioms rewritten so that the negation rule
 * reads them right ("don't mind nights" is a yes, "anything but third" rules third out).
 */
export function normaliseAnswer(text: string): string {
  let result = fold(text)
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    // A figure glued to its unit, as notes write it: '3yrs', '8yr', '2hrs', '10mi'.
    .replace(
      /\b(\d+(?:\.\d+)?)(yrs?|years?|hrs?|hours?|mos|months?|mins?|minutes?|miles?|mi)\b/g,
      '$1 $2',
    )
    .replace(/\bsaint\s+/g, 'st ')
    .replace(/\b(st|ft|mt)\.\s*/g, (_, word: string) => `${ABBREVIATIONS[word] ?? word} `)
    .replace(/\b(?:approx|etc|e\.g|i\.e)\./g, ' ')
  result = joinSpelledLetters(
    result
      .split(/\b/)
      .map((word) => (/^[a-z]+$/.test(word) ? correctWord(word) : word))
      .join(''),
  )
  for (const [pattern, replacement] of IDIOMS) result = result.replace(pattern, replacement)
  result = replaceNumberWords(result)
  result = result.replace(PER_HOUR_SHORTHAND, (whole, figure: string, plus = '') =>
    Number(figure) >= 7 ? `${figure}${plus} an hour` : whole,
  )
  // A zip code said digit by digit: 'four six one six eight' -> '46168'.
  result = result.replace(/(?<!\d[\s,-]*)\b(\d) (\d) (\d) (\d) (\d)\b(?![\s,-]*\d)/g, '$1$2$3$4$5')
  return result.replace(/[ \t]+/g, ' ').trim()
}

/**
 * Pay written as notes: a figure and a bare singular 'hr' (read as 'hour') ending the phrase is
 * dollars an hour ('17-19 hr', '18+ hr'); a duration is plural ('40 hours') or goes on to what it
 * measures ('a 12 hour shift').
 */
const PER_HOUR_SHORTHAND = /\b(\d{1,3}(?:\.\d{1,2})?)(\s*\+)?\s*hour\b(?=\s*(?:$|[.,;!?]))/g

const ABBREVIATIONS: Record<string, string> = { st: 'st', ft: 'fort', mt: 'mount' }

/** Fillers, contractions and idioms, applied in order. */
const IDIOMS: [RegExp, string][] = [
  // A compound written apart: 'any thing but nights' is 'anything but nights'.
  [/\b(any|every|some|no)\s+(thing|where)\b/g, '$1$2'],
  [/\b(?:u+m+|u+h+m*|h+m+|e+r+m*|a+h+|e+h+|mm+)\b[,.]?/g, ' '],
  [/\b(?:you know|i mean|kind of|kinda|sort of|basically|o sea|este|pues)\b,?/g, ' '],
  [/\b(?:i'd|i would|id|would|i'll)\s+(?:really\s+)?(?:like|love|prefer)\b/g, 'i want'],
  [/\b(?:wanna|want to|wanted to)\b/g, 'want to'],
  [/(?<!\b(?:i|we|you|they|don't|dont|not|do|really|would|'d|me|te|le|no)\s)\blike\b,?/g, ' '],
  [
    /\b(?:don'?t|do not|wouldn'?t|would not)\s+mind\b|\bno problem(?:s| with)?\b|\bnot a problem\b|\bno me importa\b|\bno hay problema\b|\bsin problema\b/g,
    'ok with',
  ],
  [/\b(?:doesn'?t|does not|don'?t|do not) matter\b|\bno preference\b|\bi don'?t care\b/g, 'any'],
  [/\bnothing but\b/g, 'only'],
  // Not knowing is not a negation: 'idk prob material handler' wants material handling.
  [
    /\b(?:i\s+)?(?:don'?t|do not) know\b(?!\s+(?:how|anything|much))|\bnot (?:really )?sure\b|\bno (?:idea|clue)\b/g,
    'unsure',
  ],
  [
    /\b(any(?:thing|where|\s+shift|\s+job|\s+time)?|every(?:thing|where)|all(?:\s+shifts)?|cualquier\s+\w+|lo que sea)\s*,?\s+(?:but|except|other than|besides|menos|excepto)\b/g,
    '$1 except',
  ],
  [/\bnot only\b/g, ' '],
  [/\b(?:week|weak)\s+ends\b/g, 'weekends'],
]
