/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped,
 * restarting or the connection lost), as opposed to a fault of the request or of our code.
 * The pool replaces broken connections by itself, so such a request deserves a 503 the client
 * may retry, not a 500. Drizzle wraps the driver's error (DrizzleQueryError's cause), hence the
 * walk down the causes.
 */

/** Socket errors of a connection that failed or broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])

/**
 * SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown,
 * cannot connect now: the server is stopping or starting).
 */
const unavailableState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code)

/** node-postgres says so in words only, without a code. */
const LOST_CONNECTION =
  /Connection terminated|Client has encountered a connection error|not queryable|timeout exceeded when trying to connect/i

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (NETWORK_CODES.has(code) || unavailableState(code)) return true
  if (error instanceof Error && LOST_CONNECTION.test(error.message)) return true
  // Node's net module reports a refused dual-stack connect as an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1)
}
