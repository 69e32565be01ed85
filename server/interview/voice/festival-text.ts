/**
 * Text for Festival's Scheme reader. A prompt goes to Festival inside a command such as
 * (Utterance Text "..."), and prompts carry what candidates typed (their first name, soon a
 * read-back of their answers): the text must stay one string literal whatever it holds, so
 * quotes, backslashes, parentheses and semicolons are spoken, never evaluated.
 */

/** Typographic marks Festival's English front end does not know, as the ASCII it reads. */
const ASCII_MARKS: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, ', '],
  [/\u2026/g, '...'],
]

/**
 * What Festival should say: accents dropped ('José' as 'Jose': the US lexicon has no letters
 * beyond ASCII), typographic marks as ASCII, anything else outside printable ASCII (control
 * characters, line breaks, emoji) as a space, and runs of spaces as one.
 */
export function speakableText(text: string): string {
  let plain = text.normalize('NFKD').replace(/\p{M}/gu, '')
  for (const [mark, ascii] of ASCII_MARKS) plain = plain.replace(mark, ascii)
  return plain
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
}

/**
 * A Scheme string literal of `value`, as Festival's reader (SIOD) reads it back: backslash and
 * double quote escaped, nothing else special inside quotes. `value` must be one line; both
 * callers pass speakable text or a path they made.
 */
export function schemeString(value: string): string {
  if (/[\r\n\0]/.test(value)) throw new RangeError('a Scheme string here is one line')
  return `"${value.replace(/[\\"]/g, (mark) => `\\${mark}`)}"`
}
