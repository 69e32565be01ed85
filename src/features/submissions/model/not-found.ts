import { isApiError } from '@/shared/http/api-error'

/**
 * The server's answer for an application that is not the candidate's or does not exist (404,
 * or 403), or for a jobId that is not an id at all (400, a typed URL): 'not found' to the
 * candidate, never a failure to report.
 */
export const isSubmissionNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 400 || error.status === 403 || error.status === 404)
