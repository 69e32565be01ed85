/**
 * Numbers written in words, English and basic Spanish, turned into digits:
 * 'twenty-five' -> 25, 'treinta y cinco' -> 35, 'seventeen and a half' -> 17.5,
 * 'forty thousand' -> 40000, 'a couple of' -> 2. Works on folded text (lower case, no accents).
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  cero: 0,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
}

const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  diez: 10,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
}

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
}

const HUNDRED = new Set(['hundred', 'cien', 'ciento'])
/** Spanish hundreds said as one word: 'ochocientos a la semana'. */
const HUNDREDS: Record<string, number> = {
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
}
const THOUSAND = new Set(['thousand', 'mil'])
const JOINERS = new Set(['and', 'y'])

const isNumberWord = (word: string) =>
  word in UNITS ||
  word in TEENS ||
  word in TENS ||
  word in HUNDREDS ||
  HUNDRED.has(word) ||
  THOUSAND.has(word)

/**
 * The value of a run of number words ('twenty five', 'one hundred and ten', 'treinta y
 * cinco'), or undefined when the words do not form one number.
 */
export function wordsToNumber(words: string): number | undefined {
  const tokens = words
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
  const value = parseRun(tokens, 0)
  return value && value.end === tokens.length ? value.value : undefined
}

/** Parses the longest number starting at `start`; undefined when tokens[start] is not one. */
function parseRun(tokens: string[], start: number): { value: number; end: number } | undefined {
  let total = 0
  let current = 0
  // What the last token was, to refuse 'five six' or 'twenty thirty' as one number.
  let last: 'none' | 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand' = 'none'
  let index = start
  let end = start
  while (index < tokens.length) {
    let word = tokens[index]!
    // 'and' / 'y' only joins when a number word follows: 'treinta y cinco', 'hundred and ten'.
    if (JOINERS.has(word) && last !== 'none') {
      const next = tokens[index + 1]
      if (!next || !isNumberWord(next)) break
      if (word === 'y' && last !== 'tens') break
      if (word === 'and' && last !== 'hundred' && last !== 'thousand') break
      index++
      word = next
    }
    if (word in UNITS) {
      if (last === 'unit' || last === 'teen') break
      current += UNITS[word]!
      last = 'unit'
    } else if (word in TEENS) {
      if (last === 'unit' || last === 'teen' || last === 'tens') break
      current += TEENS[word]!
      last = 'teen'
    } else if (word in TENS) {
      if (last === 'unit' || last === 'teen' || last === 'tens') break
      current += TENS[word]!
      last = 'tens'
    } else if (word in HUNDREDS) {
      if (last !== 'none' && last !== 'thousand') break
      current += HUNDREDS[word]!
      last = 'hundred'
    } else if (HUNDRED.has(word)) {
      if (last === 'hundred') break
      current = (current || 1) * 100
      last = 'hundred'
    } else if (THOUSAND.has(word)) {
      if (last === 'thousand') break
      total += (current || 1) * 1000
      current = 0
      last = 'thousand'
    } else break
    index++
    end = index
  }
  if (end === start) return undefined
  return { value: total + current, end }
}

/** Phrases standing for a number before the words are parsed. */
const PHRASES: [RegExp, string][] = [
  [/\bfour\s*(?:oh|o|zero|0)\s*(?:one|1)\s*(?:k|kay)\b/g, '401k'],
  [/\b(?:a\s+)?couple\b(?:\s+of\b)?|\bun\s+par\s+de\b/g, '2'],
  [/\ba\s+few\b/g, '3'],
  [/\bseveral\s+(?=years?\b)/g, '3 '],
  [/\ba\s+dozen\b/g, '12'],
  [/\ba\s+(hundred|thousand)\b/g, 'one $1'],
  [/\b(?:un|una)\s+(?=(?:hora|ano|mes|milla)s?\b)/g, '1 '],
  // Spanish teens written apart ('diez y ocho'), and 'once' (11) where a Spanish unit follows
  // (English 'once' is not a number).
  [/\bdiez\s+y\s+(seis|siete|ocho|nueve)\b/g, 'dieci$1'],
  [/\bonce\s+(?=(?:anos?|dolares|millas?|minutos?|meses|horas?|la hora|por hora)\b)/g, '11 '],
  // 'a year and a half', 'un año y medio', and 'año y medio' alone: one and a half.
  [/\b(?:(?:a|one|1)\s+)?(?:year\s+and\s+a\s+half|ano\s+y\s+medio)\b/g, '1.5 years'],
  [/\b(?:a|one|1)\s+and\s+a\s+half\s+years?\b/g, '1.5 years'],
  [/\b(?:(?:an?|one|1)\s+)?hour\s+and\s+a\s+half\b/g, '90 minutes'],
  [/\b(?:an?|one|1)\s+and\s+a\s+half\s+hours?\b/g, '90 minutes'],
  [/\bhora\s+y\s+media\b/g, '90 minutos'],
  [/\b(?:half\s+an?\s+hour|half\s+hour|media\s+hora)\b/g, '30 minutes'],
  [/\b(?:half\s+a\s+year|medio\s+ano)\b/g, '6 months'],
  [/\ba\s+decade\b/g, '10 years'],
  // 'two years and a half', 'dos anos y medio': the half joins the number.
  [/\b(\w+)\s+(years?|anos?)\s+(?:and\s+a\s+half|y\s+medio)\b/g, '$1 and a half $2'],
  // A transcriber writes 'eight teen' for 'eighteen', 'an our' for 'an hour', 'too years'.
  [/\b(thir|four|fif|six|seven|eigh|nine)t?\s+teen\b/g, '$1teen'],
  [/\b(an?|one|half an?|per|la)\s+our\b/g, '$1 hour'],
  [/\btoo\s+(?=(?:years?|months?|hours?|miles?|weeks?|dollars?)\b)/g, '2 '],
  [
    /\b(have|had|about|like|around|for|maybe|only|just|almost)\s+to\s+(?=(?:years?|months?)\b)/g,
    '$1 2 ',
  ],
]

/**
 * A year said in words after a word that introduces one: 'since twenty nineteen' -> 2019,
 * 'in nineteen ninety eight' -> 1998. Elsewhere 'nineteen fifty' is pay ($19.50).
 */
const YEAR_WORDS =
  /\b(since|in|desde(?: el)?|from|started|back in|until|till|hasta)\s+(nineteen|twenty)[\s-]+((?:oh[\s-]+)?[a-z]+(?:[\s-]+[a-z]+)?)\b/g

function replaceYearWords(text: string): string {
  return text.replace(YEAR_WORDS, (whole, cue: string, century: string, rest: string) => {
    const words = rest.split(/[\s-]+/).filter((word) => word !== 'oh')
    // Try both words, then the first only ('twenty nineteen and' keeps 'and').
    for (let count = words.length; count >= 1; count--) {
      const value = wordsToNumber(words.slice(0, count).join(' '))
      if (value === undefined || value < 1 || value > 99) continue
      const leftover = words.slice(count).join(' ')
      const year = (century === 'nineteen' ? 1900 : 2000) + value
      return `${cue} ${year}${leftover ? ` ${leftover}` : ''}`
    }
    return whole
  })
}

/** Dollars and cents said apart: '18 dollars and 50 cents', '18 con 50'. */
const DOLLARS_AND_CENTS =
  /\b(\d+)\s*(?:(?:dollars?|bucks|dolares)\s*(?:and\s+)?(\d{1,2})\s*(?:cents?|centavos)|(?:(?:dollars?|dolares)\s+)?con\s+(\d{2})\b(?!\s*(?:years?|anos?|months?|meses|miles?|millas?|minut)))/g

/** A half after digits: '2 and a half', '5 y medio'. */
const DIGIT_AND_A_HALF = /\b(\d+)\s+(?:and\s+a\s+half|y\s+medi[oa])\b/g

/** A mixed number: '2 1/2' is 2.5, '1 3/4' is 1.75. */
const MIXED_FRACTION = /\b(\d+)[\s-]+([13])\/([24])\b/g

/** Thousands said with digits: '52 thousand', '40 mil', '45 grand'. */
const DIGIT_THOUSANDS = /\b(\d+(?:\.\d+)?)\s*(?:thousand|mil|grand)\b/g

/**
 * Replaces every number written in words by its digits. 'eighteen fifty' stays two numbers
 * ('18 50'); the pay rule reads that as 18.50.
 */
export function replaceNumberWords(text: string): string {
  let result = replaceYearWords(text)
    .replace(MIXED_FRACTION, (whole, digits: string, over: string, under: string) =>
      Number(over) < Number(under) ? String(Number(digits) + Number(over) / Number(under)) : whole,
    )
    .replace(DIGIT_THOUSANDS, (_, digits: string) => String(Math.round(Number(digits) * 1000)))
    .replace(DIGIT_AND_A_HALF, (_, digits: string) => String(Number(digits) + 0.5))

  for (const [pattern, replacement] of PHRASES) result = result.replace(pattern, replacement)
  // A phrase may leave a half after digits: 'un año y medio' -> '1 and a half ano'.
  result = result.replace(DIGIT_AND_A_HALF, (_, digits: string) => String(Number(digits) + 0.5))
  const parts = result.split(/(\s+|-)/)
  const words: { word: string; index: number }[] = []
  parts.forEach((part, index) => {
    if (!/^\s+$|^-$/.test(part) && part !== '') words.push({ word: part, index })
  })
  const out: string[] = []
  let i = 0
  // Rebuild the text, collapsing each run of number words to digits.
  const emitted = new Set<number>()
  const replacements = new Map<number, { text: string; lastPart: number }>()
  const bare = words.map((w) => w.word.replace(/[^a-z]/g, ''))
  while (i < words.length) {
    const run = isNumberWord(bare[i]!) ? parseRun(bare, i) : undefined
    if (!run) {
      i++
      continue
    }
    let value = run.value
    let end = run.end
    // 'seventeen and a half', 'cinco y medio'.
    const tail = bare.slice(end, end + 3).join(' ')
    if (/^and a half\b/.test(tail)) {
      value += 0.5
      end += 3
    } else if (/^y (?:medio|media)\b/.test(tail)) {
      value += 0.5
      end += 2
    }
    const first = words[i]!
    const lastWord = words[end - 1]!
    const trailing = lastWord.word.match(/[^a-z]+$/)?.[0] ?? ''
    replacements.set(first.index, { text: `${value}${trailing}`, lastPart: lastWord.index })
    i = end
  }
  for (let index = 0; index < parts.length; index++) {
    const replacement = replacements.get(index)
    if (replacement) {
      out.push(replacement.text)
      for (let skip = index + 1; skip <= replacement.lastPart; skip++) emitted.add(skip)
      index = replacement.lastPart
    } else if (!emitted.has(index)) out.push(parts[index]!)
  }
  return out
    .join('')
    .replace(DOLLARS_AND_CENTS, (_, dollars: string, cents?: string, con?: string) => {
      const part = (cents ?? con)!.padStart(2, '0')
      return `${dollars}.${part} dollars`
    })
}
