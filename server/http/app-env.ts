import type { Context } from 'hono'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { ServerKeys } from '../keys'
import type { Logger } from '../logger'
import type { SmsProvider } from '../providers/sms/sms-provider'
import type { AccessSession } from '../services/auth/access-sessions'

/** Everything the HTTP app needs, injected so tests can swap the clock, SMS and client IP. */
export interface AppDeps {
  config: Config
  db: Database
  logger: Logger
  clock: Clock
  sms: SmsProvider
  keys: ServerKeys
  /** The caller's IP; defaults to the socket address (or X-Forwarded-For when TRUST_PROXY). */
  clientIp?: (c: Context<AppEnv>) => string
}

export interface AppEnv {
  Variables: {
    requestId: string
    /** Set by requireAuth. */
    auth: AccessSession
  }
}
