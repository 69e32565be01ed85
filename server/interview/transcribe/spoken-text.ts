import { fold } from '../../vocabulary/fold'
import { numberWords } from './spoken-numbers'

/**
 * Written text as the words a speaker says, for the language model's corpus: lower case, no
 * punctuation but the apostrophe of "don't", '&' as 'and', '$17' as 'seventeen dollars', '10' as
 * 'ten'. '401(k)' and '5S', a number run into letters, stay one token: the pronunciation rule
 * (pronunciations.ts) says them digit by digit and letter by letter, and the transcript then
 * reads as the extractor expects.
 */
export function spokenText(text: string): string {
  return fold(text)
    .replace(/\([^)]*[a-z]{2}[^)]*\)/g, ' ')
    .replace(/(\d+)\s*\((k)\)/g, '$1$2')
    .replace(/\bst\.\s*/g, 'saint ')
    .replace(/&/g, ' and ')
    .replace(/\$\s*(\d+)(?:\.(\d{2}))?/g, (_, dollars: string, cents?: string) =>
      cents && cents !== '00' ? `${dollars} ${cents} dollars` : `${dollars} dollars`,
    )
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\b\d+\b(?![a-z])/g, (digits) =>
      Number(digits) < 1_000_000 ? numberWords(Number(digits)) : digits,
    )
    .replace(/[‘’`´]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** 'a forklift operator', 'an assembler'. */
export const withArticle = (phrase: string) =>
  `${/^[aeio]|^u(?!n[aeiou]|s)/.test(phrase) ? 'an' : 'a'} ${phrase}`
