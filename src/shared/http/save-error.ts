import { isApiError } from './api-error'

/**
 * A save of several calls that failed at one of them: the text the form shows, and the stage
 * and HTTP status analytics records.
 */
export class SaveError<Stage extends string = string> extends Error {
  override name = 'SaveError'
  constructor(
    readonly userMessage: string,
    readonly stage: Stage,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${stage}: ${userMessage}`, options)
  }
}

/** The HTTP status of a failed call, or undefined when no response arrived. */
export const statusOf = (error: unknown): number | undefined =>
  isApiError(error) ? error.status : undefined
