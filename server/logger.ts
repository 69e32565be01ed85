import { pino, type DestinationStream, type Logger } from 'pino'
import type { LogLevel } from './config'

export type { Logger }

/**
 * JSON lines on stdout (or the given stream, for tests). Request logs carry method, path,
 * status and duration only: never tokens, codes or query strings (which hold phone numbers).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', '*.authorization', '*.sessionToken', '*.otp'],
      remove: true,
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
