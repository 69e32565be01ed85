/** Named entities that resumes exported as HTML use; anything else is left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '',
  zwj: '',
  zwnj: '',
  ndash: '–',
  mdash: '—',
  minus: '−',
  hyphen: '‐',
  bull: '•',
  middot: '·',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  frac12: '½',
  iexcl: '¡',
  iquest: '¿',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  agrave: 'à',
  egrave: 'è',
  ccedil: 'ç',
}

/** Decodes character references: named (the table above), decimal and hexadecimal. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?/g,
    (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code =
          ref[1] === 'x' || ref[1] === 'X'
            ? Number.parseInt(ref.slice(2), 16)
            : Number(ref.slice(1))
        const valid =
          code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe
        return valid ? String.fromCodePoint(code) : '\uFFFD'
      }
      return NAMED_ENTITIES[ref] ?? whole
    },
  )
}

/** Elements whose content is never resume text. */
const DROPPED = [
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
]
/** Elements that start and end a line. */
const BLOCKS =
  'address|article|aside|blockquote|body|caption|center|dd|details|dialog|div|dl|dt|fieldset|' +
  'figcaption|figure|footer|form|h[1-6]|header|hr|html|legend|main|nav|ol|p|pre|section|summary|' +
  'table|tbody|tfoot|thead|tr|ul'

/**
 * Plain text of an HTML resume: comments, head, scripts and styles removed; block elements and
 * <br> become line breaks, list items become '• ' lines, table cells are separated by tabs;
 * character references decoded. Whitespace inside a block collapses as a browser would show it.
 */
export function htmlToText(html: string): string {
  let text = html.replace(/<!--[\s\S]*?(?:-->|$)/g, ' ').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, ' ')
  for (const tag of DROPPED) {
    text = text.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(?:</${tag}\\s*>|$)`, 'gi'), ' ')
  }
  text = text
    .replace(/<!doctype[^>]*>|<\?[\s\S]*?\?>/gi, ' ')
    // Source line breaks are spaces in HTML; the line structure comes from the elements.
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/li\s*>/gi, '\n')
    .replace(/<\/?(?:td|th)\b[^>]*>/gi, '\t')
    .replace(new RegExp(`</?(?:${BLOCKS})\\b[^>]*>`, 'gi'), '\n')
    // Remaining (inline) tags vanish; a tag never joins two words, so keep nothing between them.
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
  return (
    decodeEntities(text)
      .split('\n')
      .map((line) => line.replace(/[ ]*\t[\t ]*/g, '\t').replace(/^[\t ]+|[\t ]+$/g, ''))
      // Paragraph spacing is styling: one block is one line, with no blank lines between.
      .filter((line) => line !== '')
      .join('\n')
  )
}
