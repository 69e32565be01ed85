/**
 * A recogniser's hypothesis as the transcript the extractor reads: lower case, single spaces,
 * no filler or noise tokens ('<sil>', '[noise]', '++breath++'), alternate-pronunciation marks
 * dropped ('dental(2)'), and a run of five or more spoken digits (a ZIP code) as digits:
 * 'four six one six eight' -> '46168'. Other numbers stay words; the extractor reads those.
 */

const DIGITS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
}

const ZIP_DIGITS = 5

export function transcriptText(hypothesis: string): string {
  const words = hypothesis
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '' && !/^(?:<.*>|\[.*\]|\+\+.*\+\+)$/.test(word))
    .map((word) => word.replace(/\(\d+\)$/, ''))
  const out: string[] = []
  for (let i = 0; i < words.length;) {
    let end = i
    while (end < words.length && DIGITS[words[end]!] !== undefined) end++
    if (end - i >= ZIP_DIGITS) {
      out.push(
        words
          .slice(i, end)
          .map((word) => DIGITS[word])
          .join(''),
      )
      i = end
    } else {
      out.push(words[i]!)
      i++
    }
  }
  return out.join(' ')
}
