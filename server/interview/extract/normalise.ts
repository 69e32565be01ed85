import { fold } from '../../vocabulary/fold'
import { replaceNumberWords } from './numbers'

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
    .replace(/\bsaint\s+/g, 'st ')
    .replace(/\b(st|ft|mt)\.\s*/g, (_, word: string) => `${ABBREVIATIONS[word] ?? word} `)
    .replace(/\b(?:approx|etc|e\.g|i\.e)\./g, ' ')
  result = result
    .split(/\b/)
    .map((word) => (/^[a-z']+$/.test(word) ? correctWord(word) : word))
    .join('')
  for (const [pattern, replacement] of IDIOMS) result = result.replace(pattern, replacement)
  result = replaceNumberWords(result)
  return result.replace(/[ \t]+/g, ' ').trim()
}

const ABBREVIATIONS: Record<string, string> = { st: 'st', ft: 'fort', mt: 'mount' }

/** Fillers, contractions and idioms, applied in order. */
const IDIOMS: [RegExp, string][] = [
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
  [
    /\b(any(?:thing|where|\s+shift|\s+job|\s+time)?|every(?:thing|where)|all(?:\s+shifts)?|cualquier\s+\w+|lo que sea)\s*,?\s+(?:but|except|other than|besides|menos|excepto)\b/g,
    '$1 except',
  ],
  [/\bnot only\b/g, ' '],
]

/** Misspellings seen in typed and transcribed answers. */
const TYPOS: Record<string, string> = {
  forklit: 'forklift',
  forlift: 'forklift',
  forkflit: 'forklift',
  forklfit: 'forklift',
  fortlift: 'forklift',
  warehose: 'warehouse',
  wharehouse: 'warehouse',
  warehuse: 'warehouse',
  werehouse: 'warehouse',
  warhouse: 'warehouse',
  warehous: 'warehouse',
  wherehouse: 'warehouse',
  expirience: 'experience',
  experiance: 'experience',
  experence: 'experience',
  expierence: 'experience',
  experince: 'experience',
  esperience: 'experience',
  experiencie: 'experience',
  asembly: 'assembly',
  assemby: 'assembly',
  assambly: 'assembly',
  asembler: 'assembler',
  benifits: 'benefits',
  benefts: 'benefits',
  benfits: 'benefits',
  insurence: 'insurance',
  insurace: 'insurance',
  insurrance: 'insurance',
  aseguranza: 'insurance',
  nigth: 'night',
  nigths: 'nights',
  nite: 'night',
  nites: 'nights',
  wekends: 'weekends',
  weekens: 'weekends',
  weeekends: 'weekends',
  dolars: 'dollars',
  dollar: 'dollars',
  dlls: 'dollars',
  yrs: 'years',
  yr: 'year',
  mins: 'minutes',
  milles: 'miles',
  mile: 'miles',
  relocte: 'relocate',
  relacate: 'relocate',
  shif: 'shift',
  shfit: 'shift',
  certifed: 'certified',
  certificated: 'certified',
}

/** Words the fuzzy correction may map to (7 letters or more). */
const VOCABULARY = [
  'forklift',
  'forklifts',
  'warehouse',
  'experience',
  'assembly',
  'assembler',
  'benefits',
  'insurance',
  'overtime',
  'weekends',
  'relocate',
  'relocating',
  'relocation',
  'graveyard',
  'overnight',
  'certified',
  'certification',
  'operator',
  'scanner',
  'production',
  'material',
  'handler',
  'machine',
  'picking',
  'packing',
  'shipping',
  'receiving',
  'retirement',
  'vacation',
  'minutes',
  'dollars',
  'kilometers',
  'montacargas',
  'experiencia',
  'evening',
  'evenings',
  'morning',
  'mornings',
  'afternoon',
  'commute',
  'bilingual',
  'inventory',
  'medical',
  'distance',
]
const VOCABULARY_SET = new Set(VOCABULARY)

/** Real words one letter away from the vocabulary, never "corrected". */
const KEEP = new Set([
  'shopping',
  'looking',
  'booking',
  'cooking',
  'working',
  'parking',
  'relocated',
  'machined',
  'packings',
  'evenings',
  'operators',
  'handlers',
  'machines',
  'scanners',
  'minute',
])

function correctWord(word: string): string {
  const known = TYPOS[word]
  if (known) return known
  if (word.length < 7 || VOCABULARY_SET.has(word) || KEEP.has(word)) return word
  const limit = word.length >= 9 ? 2 : 1
  for (const candidate of VOCABULARY) {
    if (Math.abs(candidate.length - word.length) > limit) continue
    if (editDistance(word, candidate) <= limit) return candidate
  }
  return word
}

/** Damerau-Levenshtein distance (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  return d[a.length]![b.length]!
}
