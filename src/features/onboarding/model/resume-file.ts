import {
  RESUME_CONTENT_TYPES,
  RESUME_FORMATS,
  RESUME_MAX_BYTES,
  type ResumeFormat,
} from '@contract/onboarding'
import { withoutControlCharacters } from '@contract/text'

const ALLOWED_TYPES = new Set(Object.values(RESUME_CONTENT_TYPES))

/**
 * The picker's accept list: the five formats of docs/product.md#step-1-profile, by extension and by
 * MIME type.
 */
export const RESUME_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
  '.html',
  ...new Set(Object.values(RESUME_CONTENT_TYPES)),
].join(',')

type ResumeFileProblem = 'noFile' | 'wrongType' | 'tooLarge'

interface ResumeFileMeta {
  name: string
  type: string
  size: number
}

const isResumeFormat = (value: string): value is ResumeFormat =>
  (RESUME_FORMATS as readonly string[]).includes(value)

/** The base name and the lower-case format of a file name, or null when either is missing. */
export const splitFileName = (
  fileName: string,
): { baseName: string; format: ResumeFormat } | null => {
  const dot = fileName.lastIndexOf('.')
  if (dot <= 0 || dot === fileName.length - 1) return null
  // A file name may hold control characters (Linux allows them); the server refuses them.
  const baseName = withoutControlCharacters(fileName.slice(0, dot)).trim()
  const format = fileName.slice(dot + 1).toLowerCase()
  if (!baseName || !isResumeFormat(format)) return null
  return { baseName, format }
}

const extensionOf = (fileName: string): string | undefined => {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : undefined
}

/**
 * The client checks of docs/product.md#step-1-profile: a file is there, is a PDF, Word, text or
 * HTML document (by its extension, or by its type when it has no extension), and is at most 10 MB.
 * The server checks the content again after the upload.
 */
export const checkResumeFile = (file: File | undefined | null): ResumeFileProblem | null => {
  if (!file) return 'noFile'
  const extension = extensionOf(file.name)
  const allowed = extension !== undefined ? isResumeFormat(extension) : ALLOWED_TYPES.has(file.type)
  if (!allowed) return 'wrongType'
  if (file.size > RESUME_MAX_BYTES) return 'tooLarge'
  return null
}

/** The Content-Type of the upload: the browser's type, else the one of the extension. */
export const contentTypeOf = (file: File, format: ResumeFormat): string =>
  file.type || RESUME_CONTENT_TYPES[format]

export const resumeFileMeta = (file: File): ResumeFileMeta => ({
  name: file.name,
  type: file.type,
  size: file.size,
})

/** '512 KB', '2.4 MB': for the chosen-file line. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
