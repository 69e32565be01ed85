import type { Agent } from 'node:https'
import type { Context } from 'hono'
import type { AppLanguage } from '../contract/app-language'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Database } from './db/client'
import type { ServerKeys, VapidKeys } from './keys'
import type { InterviewPlaces } from './interview/admission/interview-admission'
import type { DropReason } from './interview/agent/interview-agent'
import type { SessionRevocations } from './services/auth/session-revocations'
import type { Logger } from './logger'
import type { BlobStore } from './providers/blob/blob-store'
import type { SmsProvider } from './providers/sms/sms-provider'
import type { TelephonyProvider } from './providers/telephony/telephony-provider'
import type { JobQueue } from './queue/job-queue'
import type { AnalyseResume } from './services/resume-analysis'
import type { AppEnv } from './http/app-env'

/**
 * The server's dependencies, built once by start-server.ts (tests build their own): the HTTP
 * app, its routers and the job handlers all take them, injected so tests can swap the clock,
 * SMS and client IP. Declared here, at the composition level, not in http/.
 */
export interface AppDeps {
  config: Config
  db: Database
  logger: Logger
  clock: Clock
  sms: SmsProvider
  keys: ServerKeys
  /** The Web Push key pair browsers subscribe with and pushes are signed with. */
  vapid: VapidKeys
  /**
   * The TLS agent pushes are sent with; Node's global agent (its trust store, which
   * NODE_EXTRA_CA_CERTS extends) when absent. Tests pass one trusting their push service.
   */
  pushAgent?: Agent
  /** Resume storage (Azure or the embedded Azurite). */
  blobs: BlobStore
  /** Durable work after the answer (resume analysis): sent here, run by the queue's workers. */
  queue: JobQueue
  /**
   * How candidate reports reach agencies: the global fetch when absent. Tests built without a
   * listening server pass the app itself, so reports to its dev inbox arrive.
   */
  reportFetch?: typeof fetch
  /** server/resume's analyser, used by the resume-analysis job; that module's by default. */
  analyseResume?: AnalyseResume
  /** The AI recruiter's live calls; absent in apps built without the interview (most tests). */
  interview?: {
    calls: { drop(engagementIds: readonly string[], reason?: DropReason): void }
    /** A place on this node for a new call; undefined when the node is full. */
    admission: InterviewPlaces
    /** The fixed sentences of an interview about to start, in its language. */
    warmPrompts(firstName: string, productName: string, language?: AppLanguage): void
    /** The same sentences in the phone's codec, for a call being placed. */
    warmPhonePrompts?(firstName: string, productName: string, language?: AppLanguage): void
  }
  /**
   * Revoked sessions told to every server node (logout, account deletion); absent in test apps,
   * where only this process's calls end.
   */
  revocations?: SessionRevocations
  /** Places the phone interview's calls; absent when TELEPHONY_PROVIDER=none. */
  telephony?: TelephonyProvider
  /**
   * The origin browsers reach this server at (services/public-origin.ts): PUBLIC_URL, or the
   * listening address once it is bound. A function because the port is known only after listen.
   */
  publicOrigin: () => string
  /** The caller's IP; defaults to the socket address (or X-Forwarded-For when TRUST_PROXY). */
  clientIp?: (c: Context<AppEnv>) => string
}
