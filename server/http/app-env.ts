import type { Context } from 'hono'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { ServerKeys } from '../keys'
import type { Logger } from '../logger'
import type { BlobStore } from '../providers/blob/blob-store'
import type { SmsProvider } from '../providers/sms/sms-provider'
import type { AccessSession } from '../services/auth/access-sessions'
import type { BackgroundTasks } from '../services/background-tasks'
import type { AnalyseResume } from '../services/resume-analysis'

/** Everything the HTTP app needs, injected so tests can swap the clock, SMS and client IP. */
export interface AppDeps {
  config: Config
  db: Database
  logger: Logger
  clock: Clock
  sms: SmsProvider
  keys: ServerKeys
  /** Resume storage (Azure or the embedded Azurite). */
  blobs: BlobStore
  /** Work after the answer (resume analysis); shutdown waits for it. */
  background: BackgroundTasks
  /** server/resume's analyser; loaded from that module by default. */
  analyseResume?: AnalyseResume
  /** The AI recruiter's live calls; absent in apps built without the interview (most tests). */
  interview?: {
    calls: { drop(engagementIds: readonly string[]): void }
    warmPrompts(firstName: string, productName: string): void
  }
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
