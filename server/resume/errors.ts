import type { ResumeFormat } from '../../contract/onboarding'

type ResumeExtractionReason =
  /** The bytes are not a readable file of the stated format (corrupt, truncated, renamed). */
  | 'unreadable'
  /** The file opened but holds no text (a scanned image PDF, an empty document). */
  | 'no-text'

/** A resume file whose text could not be read. The caller decides what the candidate sees. */
export class ResumeExtractionError extends Error {
  override name = 'ResumeExtractionError'

  constructor(
    readonly format: ResumeFormat,
    readonly reason: ResumeExtractionReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
