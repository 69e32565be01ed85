/** C0 and C1 control characters other than tab and line feed. */
export function isControl(char: string): boolean {
  const code = char.charCodeAt(0)
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)
}

/**
 * Whitespace normalisation that keeps line structure: one line per line of the resume, a tab
 * where the file had a tab (columns and right-aligned dates), single spaces elsewhere, at most
 * one blank line in a row, no zero-width or control characters, Unicode NFC.
 */
export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?|[\u2028\u2029\u0085\f\v]/g, '\n')
      // Zero-width characters, soft hyphens and the rest of the C0/C1 controls (not \t, \n).
      .replace(/[\u200B-\u200D\u2060\u00AD]/g, '')
      .replace(/[^]/g, (char) => (isControl(char) ? '' : char))
      .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .split('\n')
      .map((line) =>
        line
          .replace(/[ ]*\t[\t ]*/g, '\t')
          .replace(/ {2,}/g, ' ')
          .replace(/^[\t ]+|[\t ]+$/g, ''),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}
