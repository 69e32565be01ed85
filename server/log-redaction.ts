import { stdSerializers } from 'pino'

/**
 * What keeps personal data out of the log (docs/adr/0094): structural redaction first (pino paths
 * for the fields that hold phones, emails, names and tokens; an error serializer that drops
 * query parameters), then a last-resort scrub of the text (messages, error messages and
 * stacks, top-level strings) for E.164 phone numbers, emails and tokens.
 */

/** Field names that hold personal data or secrets, wherever they sit in a log object. */
const SENSITIVE_KEYS = [
  // tokens and codes
  'authorization',
  'Authorization',
  'cookie',
  'token',
  'sessionToken',
  'accessToken',
  'refreshToken',
  'callToken',
  'otp',
  // phones, emails and names
  'phone',
  'phoneNumber',
  'userPhoneNumber',
  'userPhonenumber',
  'mobileNumber',
  'to',
  'email',
  'emailId',
  'firstName',
  'lastName',
  'fullName',
  // SQL: drizzle's DrizzleQueryError and PGlite's errors carry the query's values
  'params',
  'parameters',
  'queryOptions',
] as const

const SENSITIVE = new Set<string>(SENSITIVE_KEYS)

/**
 * pino redaction paths: each key at the top level, and the headers of a logged request. One
 * level down is scrubLogObject's job: pino's `*.key` wildcards cost ~15 µs a line, the request
 * log's budget ten times over.
 */
export const REDACTED_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SENSITIVE_KEYS,
]

/**
 * Error fields dropped whole: the query's values (drizzle, PGlite) and PostgreSQL's `detail`,
 * which repeats them ('Key (phone)=(+12065550123) already exists', 'Failing row contains (...)').
 */
const DROPPED_ERROR_KEYS = new Set<string>([...SENSITIVE_KEYS, 'detail'])

const EMAIL = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi
/** E.164 (+ and 8 to 15 digits), also URL-encoded (%2B). */
const E164_PHONE = /(?:\+|%2B)[1-9]\d{7,14}(?!\d)/gi
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g
const SECRET_QUERY_PARAMETER =
  /([?&](?:token|access_token|accessToken|refreshToken|sessionToken|code|otp|phone|phoneNumber|email)=)[^&#\s"']*/gi
/** drizzle's 'Failed query: ...\nparams: a,b,c' (the values run to the end of the line). */
const PARAMS_LINE = /^(\s*params: ).*$/gm

/** Every pattern below needs one of these: most log text (paths, ids) has none and is left as is. */
const MAY_HOLD_DATA = /[@+%=]|bearer|eyJ|params:/i

/** The last resort: phone numbers, emails and tokens in free text become placeholders. */
function scrubText(text: string): string {
  if (!MAY_HOLD_DATA.test(text)) return text
  return text
    .replace(PARAMS_LINE, '$1[redacted]')
    .replace(SECRET_QUERY_PARAMETER, '$1[redacted]')
    .replace(BEARER, '$1[redacted]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(E164_PHONE, '[phone]')
}

/** '+12065550123' -> '…0123': enough to tell one's own test numbers apart, not a phone number. */
export function maskPhone(phone: string): string {
  return `…${phone.slice(-4)}`
}

type Serialized = Record<string, unknown>

/**
 * pino's error serializer (type, message and stack with causes, own fields), without the
 * fields that carry data and with the text scrubbed. A value list joined into a message
 * (drizzle's 'params: ...', which may span lines) is cut out exactly where the error still
 * holds the list.
 */
export function serializeErrorWithoutData(error: unknown): unknown {
  if (!isErrorLike(error)) return error
  const serialized = stdSerializers.err(error as Error) as unknown as Serialized
  return withoutData(serialized, errorTextScrubber(error))
}

/** The error's own message without data: what pino shows as `msg` for an error logged alone. */
function errorMessageWithoutData(error: { message: string }): string {
  return errorTextScrubber(error)(error.message)
}

function errorTextScrubber(error: unknown): (text: string) => string {
  const valueLists = collectValueLists(error)
  return (text) => {
    let cut = text
    for (const list of valueLists) cut = cut.split(list).join('[redacted]')
    return scrubText(cut)
  }
}

function withoutData(value: Serialized, scrub: (text: string) => string, depth = 0): Serialized {
  const clean: Serialized = {}
  for (const [key, field] of Object.entries(value)) {
    if (DROPPED_ERROR_KEYS.has(key)) continue
    clean[key] = cleanValue(field, scrub, depth)
  }
  return clean
}

function cleanValue(field: unknown, scrub: (text: string) => string, depth: number): unknown {
  if (typeof field === 'string') return scrub(field)
  if (depth >= 4 || field === null || typeof field !== 'object') return field
  if (Array.isArray(field)) return field.map((item) => cleanValue(item, scrub, depth + 1))
  return withoutData(field as Serialized, scrub, depth + 1)
}

/** The text forms of every `params` list on the error and its causes, longest first. */
function collectValueLists(error: unknown): string[] {
  const lists: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && isErrorLike(current); depth++) {
    const holder = current as { params?: unknown; parameters?: unknown; cause?: unknown }
    for (const list of [holder.params, holder.parameters]) {
      if (Array.isArray(list) && list.length > 0) lists.push(String(list))
    }
    current = holder.cause
  }
  return lists.filter((list) => list.length > 0).sort((a, b) => b.length - a.length)
}

function isErrorLike(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

/**
 * pino's `formatters.log` (a copy when something changes, never the caller's object): top-level
 * strings scrubbed, and the sensitive fields of plain objects one level down removed (the top
 * level is pino's redaction; errors are their serializer's).
 */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(object)) {
    const clean =
      typeof value === 'string'
        ? scrubText(value)
        : isPlainObject(value)
          ? withoutSensitiveFields(value)
          : value
    if (clean === value) continue
    copy ??= { ...object }
    copy[key] = clean
  }
  return copy ?? object
}

function withoutSensitiveFields(value: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(value).some((key) => SENSITIVE.has(key))) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SENSITIVE.has(key)))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

/**
 * pino's `hooks.logMethod` body: scrubs the string arguments (message and interpolation values),
 * and gives an error logged without a message its scrubbed message (pino would copy it as is).
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args
  const hasMessage = typeof rest[0] === 'string'
  if (!hasMessage && first instanceof Error) return [{ err: first }, errorMessageWithoutData(first)]
  if (!hasMessage && isObjectWithError(first))
    return [first, errorMessageWithoutData(first.err), ...rest]
  return args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))
}

function isObjectWithError(value: unknown): value is { err: { message: string } } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'err' in value &&
    isErrorLike((value as { err: unknown }).err) &&
    !('msg' in value)
  )
}
