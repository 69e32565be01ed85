import type { Context } from 'hono'
import * as v from 'valibot'
import { badRequest } from '../errors'

/**
 * Request checking with the contract's valibot schemas. A failure is a 400 whose message names
 * the field, e.g. "userPhoneNumber: Enter a 10-digit US mobile number".
 */

interface FieldIssue {
  field: string
  message: string
}

function describeIssue(issue: v.BaseIssue<unknown>, where: string): FieldIssue {
  const field = v.getDotPath(issue)
  if (!field) {
    // A whole-object v.check carries a sentence written for the user (e.g. the title rule).
    const message =
      issue.type === 'object'
        ? `The ${where} must be a JSON object.`
        : issue.type === 'check'
          ? issue.message
          : `The ${where} is invalid: ${issue.message}`
    return { field: where, message }
  }
  if (issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined) {
    return { field, message: `${field} is required` }
  }
  const text = issue.message.replace(/^Invalid (type|length|format): /, '')
  // Contract messages such as 'otp must be 6 digits' already start with the field name.
  const message = text.startsWith(`${field} `) ? text : `${field}: ${text}`
  return { field, message }
}

export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  where: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  throw validationFailure(result.issues, where)
}

/** The 400 for valibot issues: the first one in the message, all of them in details. */
export function validationFailure(issues: readonly v.BaseIssue<unknown>[], where: string) {
  const described = issues.map((issue) => describeIssue(issue, where))
  return badRequest(described[0]?.message ?? `The ${where} is invalid`, { issues: described })
}

/** The JSON body, checked. Malformed JSON is a 400, never a 500. */
export async function readJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  // valibot's object schema accepts arrays; a body that is not a JSON object is never valid here.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.')
  }
  return parseOrThrow(schema, body, 'request body')
}

export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrThrow(schema, c.req.query(), 'query')
}
