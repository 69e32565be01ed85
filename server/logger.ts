import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import type { LogLevel } from './config'
import {
  REDACTED_PATHS,
  scrubLogArguments,
  scrubLogObject,
  serializeErrorWithoutData,
} from './log-redaction'

export type { Logger }

/**
 * JSON lines on stdout (or the given stream, for tests). Request logs carry method, path,
 * status and duration only: never tokens, codes or query strings (which hold phone numbers).
 * Personal data is kept out by default (server/log-redaction.ts): fields that hold phones,
 * emails, names, tokens or SQL parameters are removed, errors lose their query values, and
 * whatever text is left has its phone numbers, emails and tokens replaced.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACTED_PATHS, remove: true },
    serializers: { err: serializeErrorWithoutData, error: serializeErrorWithoutData },
    formatters: { log: scrubLogObject },
    hooks: {
      logMethod(args, method) {
        method.apply(this, scrubLogArguments(args) as Parameters<typeof method>)
      },
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
