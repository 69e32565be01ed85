import type { ResponsePromise } from 'ky'
import * as v from 'valibot'
import { ApiError } from './api-error'
import { toApiError } from './to-api-error'

const MALFORMED_MESSAGE = 'The server sent an unexpected response'

const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ')

/**
 * Performs a request and validates its JSON body with a contract schema. Every failure,
 * including a body that does not match the contract, comes out as an ApiError.
 */
export const requestJson = async <TSchema extends v.GenericSchema>(
  schema: TSchema,
  send: () => ResponsePromise,
): Promise<v.InferOutput<TSchema>> => {
  let status: number
  let text: string
  try {
    const response = await send()
    status = response.status
    text = await response.text()
  } catch (error) {
    throw toApiError(error)
  }

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(`${MALFORMED_MESSAGE}: the body is not JSON`, {
      status,
      userMessage: MALFORMED_MESSAGE,
      transport: 'malformed',
    })
  }

  const result = v.safeParse(schema, body)
  if (!result.success) {
    throw new ApiError(`${MALFORMED_MESSAGE}: ${describeIssues(result.issues)}`, {
      status,
      userMessage: MALFORMED_MESSAGE,
      transport: 'malformed',
    })
  }
  return result.output
}
