/**
 * The recogniser's pronunciation dictionary: the corpus words as the CMU dictionary
 * (cmudict-en-us.dict of pocketsphinx-en-us, 134,000 words) says them, every listed variant.
 * A corpus word the dictionary lacks gets a pronunciation by one rule, in order:
 *   1. a token of digits and letters ('401k', '5s'), or a word of at most three letters or with
 *      no vowel ('cnc', 'pto', 'wms'), is said digit by digit ('oh' for 0) and letter by letter;
 *   2. a word made of two dictionary words of three or more letters each ('bolingbrook' =
 *      'boling' + 'brook') is said as both; of several such splits, the one whose shorter part
 *      is longest ('whites' + 'town', not 'whitest' + 'own');
 *   3. otherwise it cannot be said: the sentences holding it are left out of the corpus.
 */

/** Letter names in the dictionary's phone set (ARPAbet without stress). */
const LETTER_NAMES: Record<string, string> = {
  a: 'EY',
  b: 'B IY',
  c: 'S IY',
  d: 'D IY',
  e: 'IY',
  f: 'EH F',
  g: 'JH IY',
  h: 'EY CH',
  i: 'AY',
  j: 'JH EY',
  k: 'K EY',
  l: 'EH L',
  m: 'EH M',
  n: 'EH N',
  o: 'OW',
  p: 'P IY',
  q: 'K Y UW',
  r: 'AA R',
  s: 'EH S',
  t: 'T IY',
  u: 'Y UW',
  v: 'V IY',
  w: 'D AH B AH L Y UW',
  x: 'EH K S',
  y: 'W AY',
  z: 'Z IY',
}

const DIGIT_NAMES = [
  'OW',
  'W AH N',
  'T UW',
  'TH R IY',
  'F AO R',
  'F AY V',
  'S IH K S',
  'S EH V AH N',
  'EY T',
  'N AY N',
]

/** word -> its pronunciations (phones separated by single spaces), as the dictionary lists them. */
type Lexicon = Map<string, string[]>

/** Reads a CMU dictionary ('word PHONES', variants as 'word(2) PHONES'; '#' starts a comment). */
export function parseCmudict(text: string): Lexicon {
  const lexicon: Lexicon = new Map()
  // By hand rather than by regular expression: 134,000 lines, read at every start.
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    const line = text.slice(start, end)
    start = end + 1
    const space = line.search(/\s/)
    if (space <= 0) continue
    const variant = line.lastIndexOf('(', space)
    const word =
      variant > 0 && line[space - 1] === ')' ? line.slice(0, variant) : line.slice(0, space)
    const comment = line.indexOf('#', space)
    const phones = (comment < 0 ? line.slice(space) : line.slice(space, comment)).trim()
    if (phones === '') continue
    const tidy =
      phones.includes('  ') || phones.includes('\t') ? phones.split(/\s+/).join(' ') : phones
    const list = lexicon.get(word)
    if (list) list.push(tidy)
    else lexicon.set(word, [tidy])
  }
  return lexicon
}

const spelled = (word: string) =>
  [...word]
    .map((char) => (/\d/.test(char) ? DIGIT_NAMES[Number(char)]! : LETTER_NAMES[char]!))
    .join(' ')

/** A pronunciation for a word the dictionary lacks, by rules 1 and 2 above; undefined by rule 3. */
export function pronounceMissing(word: string, lexicon: Lexicon): string[] | undefined {
  if (/^[a-z0-9]+$/.test(word) && (/\d/.test(word) || word.length <= 3 || !/[aeiouy]/.test(word)))
    return [spelled(word)]
  let best: { shorter: number; phones: string } | undefined
  for (let split = 3; split <= word.length - 3; split++) {
    const first = lexicon.get(word.slice(0, split))
    const second = lexicon.get(word.slice(split))
    const shorter = Math.min(split, word.length - split)
    if (first && second && (!best || shorter > best.shorter))
      best = { shorter, phones: `${first[0]} ${second[0]}` }
  }
  return best && [best.phones]
}

interface DomainLexicon {
  /** Every word of the kept sentences, with its pronunciations. */
  lexicon: Lexicon
  /** The sentences whose every word can be said. */
  sentences: string[]
  /** Words that could not be said (their sentences were left out), for the build's log. */
  unsayable: string[]
}

/** The dictionary cut to the corpus, and the corpus cut to what the dictionary can say. */
export function domainLexicon(sentences: readonly string[], cmudict: Lexicon): DomainLexicon {
  const known: Lexicon = new Map()
  const unsayable = new Set<string>()
  const sayable = (word: string) => {
    if (known.has(word)) return true
    if (unsayable.has(word)) return false
    const pronunciations = cmudict.get(word) ?? pronounceMissing(word, cmudict)
    if (pronunciations) known.set(word, pronunciations)
    else unsayable.add(word)
    return pronunciations !== undefined
  }
  // Every word is looked at, so each unsayable one is reported.
  const kept = sentences.filter((sentence) => sentence.split(' ').map(sayable).every(Boolean))
  const lexicon: Lexicon = new Map()
  for (const sentence of kept)
    for (const word of sentence.split(' ')) lexicon.set(word, known.get(word)!)
  return { lexicon, sentences: kept, unsayable: [...unsayable].sort() }
}

/** The dictionary file PocketSphinx reads (-dict): sorted, variants numbered from (2). */
export function writeDictionary(lexicon: Lexicon): string {
  const lines: string[] = []
  for (const word of [...lexicon.keys()].sort())
    lexicon
      .get(word)!
      .forEach((phones, index) =>
        lines.push(`${index === 0 ? word : `${word}(${index + 1})`} ${phones}`),
      )
  return `${lines.join('\n')}\n`
}
