import type { ResumeFormat } from '../../contract/onboarding'

/**
 * Does the file's content match its declared format? Only the cheap, unambiguous signatures:
 * enough to refuse a renamed executable or image, not a full parse (the analysis does that).
 */

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04] // PK\x03\x04
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)

const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1')

/** Strict UTF-8 and no NUL: binary files nearly always fail one of the two. */
function isText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** After a BOM and whitespace: a doctype, <html, a comment, an XML declaration or any tag. */
const HTML_START = /^<(!doctype\s+html|html|!--|\?xml|[a-z][a-z0-9-]*[\s>/])/i

/** `bytes` is the whole file (at most the 10 MB limit): DOCX and TXT need more than a head. */
export function matchesResumeFormat(bytes: Uint8Array, format: ResumeFormat): boolean {
  switch (format) {
    case 'pdf':
      return startsWith(bytes, PDF)
    case 'docx':
      // A DOCX is a ZIP whose entry names (in local headers and the central directory) include these.
      return (
        startsWith(bytes, ZIP) && contains(bytes, '[Content_Types].xml') && contains(bytes, 'word/')
      )
    case 'doc':
      return startsWith(bytes, OLE2)
    case 'txt':
      return isText(bytes) !== undefined
    case 'html':
    case 'htm': {
      const text = isText(bytes)
      return text !== undefined && HTML_START.test(text.replace(/^\uFEFF/, '').trimStart())
    }
  }
}
