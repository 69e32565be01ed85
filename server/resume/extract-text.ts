import mammoth from 'mammoth'
import { extractText } from 'unpdf'
import WordExtractor from 'word-extractor'
import type { ResumeFormat } from '../../contract/onboarding'
import { ResumeExtractionError } from './errors'
import { htmlToText } from './html-to-text'
import { isControl, normaliseText } from './normalise-text'

const PDF_MAGIC = '%PDF-'
/** DOCX is a ZIP package. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
/** DOC is an OLE2 compound file. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, i) => bytes[i] === byte)

function decodeUtf8(bytes: Uint8Array, format: ResumeFormat): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    // Not UTF-8: resumes saved by old editors are Windows-1252, which decodes every byte.
    const text = new TextDecoder('windows-1252').decode(bytes)
    const binary = [...text.slice(0, 4096)].some(
      (char) => isControl(char) && char !== '\r' && char !== '\f' && char !== '\v',
    )
    if (binary) {
      throw new ResumeExtractionError(format, 'unreadable', 'The file is not a text document.')
    }
    return text
  }
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  // pdf.js looks for the header in the first 1024 bytes; anything else is not a PDF.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (!head.includes(PDF_MAGIC)) {
    throw new ResumeExtractionError('pdf', 'unreadable', 'The file is not a PDF.')
  }
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true })
  return text
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  if (!startsWith(bytes, ZIP_MAGIC)) {
    throw new ResumeExtractionError('docx', 'unreadable', 'The file is not a DOCX document.')
  }
  // HTML rather than raw text keeps list bullets and table cells; a tab stays a tab.
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })
  return htmlToText(value.replace(/\t/g, '&#9;'))
}

async function readDoc(bytes: Uint8Array): Promise<string> {
  if (!startsWith(bytes, OLE_MAGIC)) {
    throw new ResumeExtractionError('doc', 'unreadable', 'The file is not a Word 97-2003 document.')
  }
  const document = await new WordExtractor().extract(Buffer.from(bytes))
  return [document.getBody(), document.getTextboxes({ includeHeadersAndFooters: false })]
    .filter((part) => part.trim() !== '')
    .join('\n')
}

async function readFormat(bytes: Uint8Array, format: ResumeFormat): Promise<string> {
  switch (format) {
    case 'pdf':
      return readPdf(bytes)
    case 'docx':
      return readDocx(bytes)
    case 'doc':
      return readDoc(bytes)
    case 'txt':
      return decodeUtf8(bytes, format)
    case 'html':
    case 'htm':
      return htmlToText(decodeUtf8(bytes, format))
  }
}

/**
 * The text of a resume file, one line per line, whitespace normalised (normaliseText).
 * Throws ResumeExtractionError when the bytes are not a readable file of that format or hold
 * no text.
 */
export async function extractResumeText(bytes: Uint8Array, format: ResumeFormat): Promise<string> {
  let raw: string
  try {
    raw = await readFormat(bytes, format)
  } catch (error) {
    if (error instanceof ResumeExtractionError) throw error
    throw new ResumeExtractionError(
      format,
      'unreadable',
      `The ${format.toUpperCase()} file could not be read.`,
      { cause: error },
    )
  }
  const text = normaliseText(raw)
  if (text === '') {
    throw new ResumeExtractionError(format, 'no-text', 'The file contains no text.')
  }
  return text
}
