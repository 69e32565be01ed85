import { createECDH } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { P256DH_PATTERN } from '../contract/push'
import { agencyReportUrlsSchema } from './catalogue/agency-report-urls'
import { isLoopbackHost } from './loopback-host'

export { isLoopbackHost }

/**
 * Runtime configuration (DESIGN.md section 4), read from the environment once at start.
 * A bad value stops the server with one line naming the variable, so an operator sees at a
 * glance what to fix instead of a stack trace from deep inside a request.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'twilio'
      accountSid: string
      authToken: string
      fromNumber: string | undefined
      messagingServiceSid: string | undefined
    }

/**
 * The phone interview's calls. publicUrl is the origin the provider reaches: the media stream
 * (its ws:// or wss:// twin) and, for Twilio, the status callbacks.
 */
/**
 * When a call may ring, in local hours where the candidate is (CALLING_HOURS, '8-21'): always
 * for real calls; for the dev phone (a page in the developer's browser, not a person's phone)
 * only when CALLING_HOURS is set.
 */
export interface CallingHours {
  startHour: number
  endHour: number
}

/** The calling hours a telephony provider keeps, if any. */
export const callingHoursOf = (telephony: TelephonyConfig): CallingHours | undefined =>
  telephony.provider === 'none' ? undefined : telephony.callingHours

export type TelephonyConfig =
  | { provider: 'none' }
  | { provider: 'dev'; publicUrl: string; callingHours?: CallingHours }
  | {
      provider: 'twilio'
      publicUrl: string
      callingHours: CallingHours
      accountSid: string
      authToken: string
      /** E.164: the number the call comes from (TWILIO_VOICE_NUMBER). */
      fromNumber: string
    }

/**
 * The development affordances (the console SMS provider and its outbox at /api/dev, the agency
 * calls there, the dev telephony provider and its /dev/phone page): on only while SMS_PROVIDER
 * is console, and then only where nobody else can reach the server, or when switched on.
 */
export type DevAffordances =
  | { on: false }
  | {
      on: true
      /** loopback: every origin and the listening address are this machine's own. */
      because: 'loopback' | 'DEV_AFFORDANCES=on'
    }

export interface Config {
  port: number
  host: string
  /** Absolute path: database (when embedded), keys. */
  dataDir: string
  /** postgres:// URL, or undefined for the embedded PGlite database in dataDir/db. */
  databaseUrl: string | undefined
  /** The public origin, e.g. https://app.hirelane.example; its host goes into the WebOTP line. */
  publicUrl: string
  /**
   * Whether PUBLIC_URL was set. When it was not, publicUrl is the default http://localhost:PORT,
   * and the interview's call address follows the address the server really listens on instead
   * (services/public-origin.ts).
   */
  publicUrlSet: boolean
  logLevel: LogLevel
  /** Only when true is X-Forwarded-For believed for the client IP. */
  trustProxy: boolean
  sms: SmsConfig
  telephony: TelephonyConfig
  devAffordances: DevAffordances
  rateLimits: { sendsPerIpPerHour: number; checksPerIpPerHour: number }
  /** Undefined: a secret generated once into dataDir/keys is used. */
  jwtSecret: string | undefined
  accessTokenTtlDays: number
  productName: string
  /** Extra origins allowed in the CSP connect-src directive. */
  cspConnectSrc: string[]
  /** Absolute path of the built PWA (vite's dist/). */
  staticDir: string
  /** Resume storage: Azure when connectionString is set, else Azurite in dataDir/blobs. */
  blob: { connectionString: string | undefined; container: string }
  interview: InterviewConfig
  /** How many of their best matches the agency applies to for a candidate after the interview. */
  autoApplyLimit: number
  /**
   * How many days an interview's recordings are kept after it ended; a durable job then deletes
   * them. The consent step and the privacy policy state this number.
   */
  recordingRetentionDays: number
  /** AGENCY_REPORT_URLS: agency slug to the URL its candidate reports are sent to. */
  agencyReportUrls: ReadonlyMap<string, string>
  /** Where candidates write (Contact Us, preference changes); the VAPID subject is its mailto:. */
  supportEmail: string
  push: PushConfig
}

export interface PushConfig {
  /**
   * Hosts a push subscription may name besides the known push services, as URL.host writes them
   * ('127.0.0.1:8443', 'push.example.com'): tests and private push services.
   */
  extraEndpointHosts: string[]
  /** base64url; undefined: a pair generated once into dataDir/keys is used. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
}

/** An OpenAI-compatible /audio/transcriptions endpoint. */
export interface UrlTranscriberConfig {
  url: string
  apiKey: string | undefined
  model: string
}

/**
 * TRANSCRIBER as the environment asks for it: the embedded PocketSphinx by name ('pocketsphinx':
 * the server stops where it is not installed) or by default ('auto': where it is installed, else
 * none), an endpoint, or none (voice answers are only recorded), with the reason for none as the
 * start line gives it. Whether PocketSphinx is installed is looked up at start, not here
 * (chooseTranscriber in interview/transcribe/create-transcriber.ts).
 */
export type TranscriberConfig =
  | ({ kind: 'url' } & UrlTranscriberConfig)
  | { kind: 'pocketsphinx' | 'auto' }
  | { kind: 'none'; reason: string }

export interface InterviewConfig {
  /** STUN/TURN URLs for the server's peer; empty: host candidates only (werift `iceServers: []`). */
  stunUrls: string[]
  transcriber: TranscriberConfig
  /** How long a dropped call waits for the candidate to reconnect before it is abandoned. */
  resumeWindowMs: number
  /** How many interviews this node runs at once (INTERVIEW_CAPACITY); more wait (503). */
  capacity: number
  speech: SpeechConfig
}

/**
 * The recruiter's voice (SPEECH): 'auto' is Festival when installed, else espeak-ng; 'api' an
 * OpenAI-compatible /audio/speech URL. voice undefined: the engine's own default.
 */
export type SpeechConfig =
  | { engine: 'auto' | 'festival' | 'espeak'; voice: string | undefined }
  | { engine: 'api'; url: string; apiKey: string | undefined; model: string; voice: string }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Variables whose value must never be echoed back in an error line. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'TWILIO_AUTH_TOKEN',
  'DATABASE_URL',
  'BLOB_CONNECTION_STRING',
  'TRANSCRIBER_API_KEY',
  'SPEECH_API_KEY',
  'VAPID_PRIVATE_KEY',
])

/**
 * Interviews per core a node takes by default: the bench's knee (the concurrency at which the
 * end-of-answer slip first passes 100 ms) was 10 calls on a 2-core machine; a little under it.
 */
export const INTERVIEWS_PER_CORE = 4
export const defaultInterviewCapacity = (cores: number) => Math.max(1, cores * INTERVIEWS_PER_CORE)

const integerBetween = (min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, `must be an integer between ${min} and ${max}`),
    v.transform(Number),
    v.minValue(min, `must be an integer between ${min} and ${max}`),
    v.maxValue(max, `must be an integer between ${min} and ${max}`),
  )

const httpUrl = (what: string) =>
  v.pipe(
    v.string(),
    v.check((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    }, `must be ${what}`),
  )

/** One CSP source: an http(s)/ws(s) origin. Anything with spaces or ';' could inject directives. */
const isCspOrigin = (value: string): boolean => {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^\s;,'"]+$/i.test(value)) return false
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)
  } catch {
    return false
  }
}

const requiredForTwilio = 'is required when SMS_PROVIDER=twilio'
const requiredForTwilioVoice = 'is required when TELEPHONY_PROVIDER=twilio'
const e164 = 'must be an E.164 number such as +12065550100'

/** TELEPHONY_PROVIDER, or its default: the dev phone while SMS is the console, else none. */
const telephonyProviderOf = (env: {
  TELEPHONY_PROVIDER?: 'dev' | 'twilio' | 'none' | undefined
  SMS_PROVIDER: 'console' | 'twilio'
}) => env.TELEPHONY_PROVIDER ?? (env.SMS_PROVIDER === 'console' ? 'dev' : 'none')

/**
 * One PUSH_EXTRA_ENDPOINT_HOSTS entry, host[:port], as URL.host writes it (lower case, the port
 * left out when it is https' 443), so it compares equal to an endpoint's URL.host. undefined
 * when it is not a bare host.
 */
export function pushHostOf(entry: string): string | undefined {
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(entry)) return undefined
  try {
    const url = new URL(`https://${entry}/`)
    return url.hostname === '' ? undefined : url.host
  } catch {
    return undefined
  }
}

/** The public key (uncompressed point, base64url) of a base64url P-256 private key, if it is one. */
function publicKeyOfPrivate(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
    return ecdh.getPublicKey().toString('base64url')
  } catch {
    return undefined
  }
}

export const envSchema = v.pipe(
  v.object({
    PORT: integerBetween(1, 65535, 8080),
    HOST: v.pipe(
      v.optional(v.string(), '127.0.0.1'),
      v.regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or IP address'),
    ),
    DATA_DIR: v.optional(v.string(), './data'),
    DATABASE_URL: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'),
      ),
    ),
    PUBLIC_URL: v.optional(httpUrl('an http:// or https:// URL such as https://app.example.com')),
    LOG_LEVEL: v.optional(
      v.picklist(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'must be one of fatal, error, warn, info, debug, trace, silent',
      ),
      'info',
    ),
    TRUST_PROXY: v.pipe(
      v.optional(v.picklist(['true', 'false', '1', '0'], 'must be true or false'), 'false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    SMS_PROVIDER: v.optional(
      v.picklist(['console', 'twilio'], 'must be console or twilio'),
      'console',
    ),
    DEV_AFFORDANCES: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
    TWILIO_ACCOUNT_SID: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits'),
      ),
    ),
    TWILIO_AUTH_TOKEN: v.optional(v.string()),
    TWILIO_FROM_NUMBER: v.optional(v.pipe(v.string(), v.regex(/^\+\d{8,15}$/, e164))),
    TWILIO_MESSAGING_SERVICE_SID: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^MG[0-9a-fA-F]{32}$/, 'must look like MG followed by 32 hex digits'),
      ),
    ),
    TELEPHONY_PROVIDER: v.optional(
      v.picklist(['dev', 'twilio', 'none'], 'must be dev, twilio or none'),
    ),
    TWILIO_VOICE_NUMBER: v.optional(v.pipe(v.string(), v.regex(/^\+\d{8,15}$/, e164))),
    TELEPHONY_PUBLIC_URL: v.optional(
      httpUrl('an http:// or https:// URL such as https://app.example.com'),
    ),
    RATE_LIMIT_SENDS_PER_IP_PER_HOUR: integerBetween(1, 1_000_000, 150),
    RATE_LIMIT_CHECKS_PER_IP_PER_HOUR: integerBetween(1, 1_000_000, 600),
    JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
    ACCESS_TOKEN_TTL_DAYS: integerBetween(1, 365, 30),
    PRODUCT_NAME: v.pipe(
      v.optional(v.string(), 'Hirelane'),
      v.regex(/^[\p{L}\p{N} .&'-]{1,40}$/u, "must be 1 to 40 letters, digits, spaces or .&'-"),
    ),
    CSP_CONNECT_SRC: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
      v.check(
        (origins) => origins.every(isCspOrigin),
        'must be a comma-separated list of http(s):// or ws(s):// origins',
      ),
    ),
    STATIC_DIR: v.optional(v.string(), './dist'),
    // SAS URLs are signed with the account key, so a SAS-only or AAD connection string cannot work.
    BLOB_CONNECTION_STRING: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (value) =>
            /(^|;)\s*AccountName=[^;]+/i.test(value) && /(^|;)\s*AccountKey=[^;]+/i.test(value),
          'must be an Azure Storage connection string with AccountName and AccountKey',
        ),
      ),
    ),
    // Azure's container naming rules: 3-63 lowercase letters, digits and single hyphens.
    BLOB_CONTAINER: v.pipe(
      v.optional(v.string(), 'resumes'),
      v.regex(
        /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/,
        'must be 3 to 63 lowercase letters, digits or single hyphens',
      ),
    ),
    STUN_URLS: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      ),
      v.check(
        (urls) => urls.every((url) => /^(stun|stuns|turn|turns):[^\s,;]+$/.test(url)),
        'must be a comma-separated list of stun: or turn: URLs',
      ),
    ),
    TRANSCRIBER: v.optional(
      v.union(
        [
          v.picklist(['pocketsphinx', 'none']),
          httpUrl('pocketsphinx, none or an OpenAI-compatible /audio/transcriptions URL'),
        ],
        'must be pocketsphinx, none or an OpenAI-compatible /audio/transcriptions URL',
      ),
    ),
    TRANSCRIBER_API_KEY: v.optional(v.string()),
    TRANSCRIBER_MODEL: v.optional(v.string(), 'whisper-1'),
    INTERVIEW_RESUME_WINDOW_SECONDS: integerBetween(5, 3600, 120),
    INTERVIEW_CAPACITY: integerBetween(
      1,
      100_000,
      defaultInterviewCapacity(availableParallelism()),
    ),
    AUTO_APPLY_LIMIT: integerBetween(0, 100, 10),
    RECORDING_RETENTION_DAYS: integerBetween(1, 3650, 30),
    AGENCY_REPORT_URLS: agencyReportUrlsSchema,
    // Never wider than 8 am to 9 pm: the hours the telephone consumer rules allow.
    CALLING_HOURS: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => {
          const hours = /^(\d{1,2})-(\d{1,2})$/.exec(value)
          const [start, end] = [Number(hours?.[1]), Number(hours?.[2])]
          return !!hours && start >= 8 && end <= 21 && start < end
        }, 'must be two local hours between 8 and 21, as START-END (8-21)'),
      ),
    ),
    SPEECH: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (value) => value === 'festival' || value === 'espeak' || v.is(httpUrl('a URL'), value),
          'must be festival, espeak or an OpenAI-compatible /audio/speech URL',
        ),
      ),
    ),
    SPEECH_API_KEY: v.optional(v.string()),
    SPEECH_MODEL: v.optional(v.string(), 'tts-1'),
    SPEECH_VOICE: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.+-]{1,64}$/, 'must be a voice name')),
    ),
    SUPPORT_EMAIL: v.pipe(
      v.optional(v.string(), 'support@hirelane.example'),
      v.regex(/^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/, 'must be an email address'),
    ),
    PUSH_EXTRA_ENDPOINT_HOSTS: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      ),
      v.check(
        (hosts) => hosts.every((host) => pushHostOf(host) !== undefined),
        'must be a comma-separated list of host or host:port',
      ),
      v.transform((hosts) => hosts.map((host) => pushHostOf(host) ?? host)),
    ),
    VAPID_PUBLIC_KEY: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          P256DH_PATTERN,
          'must be a base64url uncompressed P-256 public key (87 characters)',
        ),
      ),
    ),
    VAPID_PRIVATE_KEY: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{43}=?$/, 'must be a base64url P-256 private key (43 characters)'),
      ),
    ),
  }),
  v.forward(
    v.check((env) => env.SMS_PROVIDER !== 'twilio' || !!env.TWILIO_ACCOUNT_SID, requiredForTwilio),
    ['TWILIO_ACCOUNT_SID'],
  ),
  v.forward(
    v.check((env) => env.SMS_PROVIDER !== 'twilio' || !!env.TWILIO_AUTH_TOKEN, requiredForTwilio),
    ['TWILIO_AUTH_TOKEN'],
  ),
  v.forward(
    v.check(
      (env) =>
        env.SMS_PROVIDER !== 'twilio' ||
        !!env.TWILIO_FROM_NUMBER ||
        !!env.TWILIO_MESSAGING_SERVICE_SID,
      'or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio',
    ),
    ['TWILIO_FROM_NUMBER'],
  ),
  // No path: the line reads 'TELEPHONY_PROVIDER=dev is ...', naming the variable and its value.
  v.check(
    (env) => telephonyProviderOf(env) !== 'dev' || env.SMS_PROVIDER === 'console',
    'TELEPHONY_PROVIDER=dev is a development affordance: it needs SMS_PROVIDER=console',
  ),
  v.forward(
    v.check(
      (env) => telephonyProviderOf(env) !== 'twilio' || !!env.TWILIO_ACCOUNT_SID,
      requiredForTwilioVoice,
    ),
    ['TWILIO_ACCOUNT_SID'],
  ),
  v.forward(
    v.check(
      (env) => telephonyProviderOf(env) !== 'twilio' || !!env.TWILIO_AUTH_TOKEN,
      requiredForTwilioVoice,
    ),
    ['TWILIO_AUTH_TOKEN'],
  ),
  v.forward(
    v.check(
      (env) => telephonyProviderOf(env) !== 'twilio' || !!env.TWILIO_VOICE_NUMBER,
      requiredForTwilioVoice,
    ),
    ['TWILIO_VOICE_NUMBER'],
  ),
  // Twilio opens the media stream over wss:// and posts call progress to https:// only.
  v.forward(
    v.check(
      (env) =>
        telephonyProviderOf(env) !== 'twilio' ||
        !env.TELEPHONY_PUBLIC_URL ||
        env.TELEPHONY_PUBLIC_URL.startsWith('https://'),
      'must be an https:// URL when TELEPHONY_PROVIDER=twilio',
    ),
    ['TELEPHONY_PUBLIC_URL'],
  ),
  v.forward(
    v.check(
      (env) =>
        telephonyProviderOf(env) !== 'twilio' ||
        !!env.TELEPHONY_PUBLIC_URL ||
        !!env.PUBLIC_URL?.startsWith('https://'),
      'or an https:// PUBLIC_URL is required when TELEPHONY_PROVIDER=twilio',
    ),
    ['TELEPHONY_PUBLIC_URL'],
  ),
  v.forward(
    v.check(
      (env) => !!env.VAPID_PUBLIC_KEY === !!env.VAPID_PRIVATE_KEY,
      'and VAPID_PRIVATE_KEY are set together, or neither (a pair is then generated once)',
    ),
    ['VAPID_PUBLIC_KEY'],
  ),
  v.forward(
    v.check(
      (env) =>
        !env.VAPID_PRIVATE_KEY ||
        !env.VAPID_PUBLIC_KEY ||
        publicKeyOfPrivate(env.VAPID_PRIVATE_KEY) === env.VAPID_PUBLIC_KEY.replace(/=$/, ''),
      'is not the public key of VAPID_PRIVATE_KEY',
    ),
    ['VAPID_PUBLIC_KEY'],
  ),
)

function speechConfigOf(env: {
  SPEECH?: string | undefined
  SPEECH_API_KEY?: string | undefined
  SPEECH_MODEL: string
  SPEECH_VOICE?: string | undefined
}): SpeechConfig {
  const engine = env.SPEECH ?? 'auto'
  if (engine === 'auto' || engine === 'festival' || engine === 'espeak') {
    return { engine, voice: env.SPEECH_VOICE }
  }
  return {
    engine: 'api',
    url: engine,
    apiKey: env.SPEECH_API_KEY,
    model: env.SPEECH_MODEL,
    voice: env.SPEECH_VOICE ?? 'alloy',
  }
}

/** Empty strings count as unset, as in most shells' `VAR= command`. */
const withoutEmptyValues = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))

const describeIssue = (issue: v.BaseIssue<unknown>, env: Record<string, string | undefined>) => {
  const variable = issue.path?.[0]?.key
  if (typeof variable !== 'string') return `Invalid configuration: ${issue.message}`
  const raw = env[variable]
  const got =
    raw === undefined || issue.message.includes('required')
      ? ''
      : SECRET_VARIABLES.has(variable)
        ? ` (got ${raw.length} characters)`
        : ` (got ${JSON.stringify(raw)})`
  return `Invalid configuration: ${variable} ${issue.message}${got}`
}

/**
 * Whether the development affordances are on, or the ConfigError that stops the server: with
 * the console SMS provider anyone who reaches /api/dev/outbox reads every sign-in code, so a
 * server reachable from elsewhere (a public URL, a telephony URL or a listening address that is
 * not loopback) needs DEV_AFFORDANCES=on. DEV_AFFORDANCES=off refuses them even on loopback.
 */
function devAffordancesOf(
  parsed: { SMS_PROVIDER: 'console' | 'twilio'; DEV_AFFORDANCES?: 'on' | 'off'; HOST: string },
  origins: { PUBLIC_URL: string; TELEPHONY_PUBLIC_URL: string | undefined },
  present: Record<string, string | undefined>,
): DevAffordances {
  if (parsed.SMS_PROVIDER !== 'console') return { on: false }
  const sms =
    present.SMS_PROVIDER === undefined
      ? 'SMS_PROVIDER is console (the default)'
      : 'SMS_PROVIDER=console'
  const refusal = `Invalid configuration: ${sms}, a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code`
  if (parsed.DEV_AFFORDANCES === 'off')
    throw new ConfigError(`${refusal}, and DEV_AFFORDANCES=off; set SMS_PROVIDER=twilio`)
  if (parsed.DEV_AFFORDANCES === 'on') return { on: true, because: 'DEV_AFFORDANCES=on' }
  // Each place the server can be reached through: [variable, value, host].
  const reachedThrough: Array<[string, string, string]> = [
    ['PUBLIC_URL', origins.PUBLIC_URL, new URL(origins.PUBLIC_URL).hostname],
    ['HOST', parsed.HOST, parsed.HOST],
  ]
  if (origins.TELEPHONY_PUBLIC_URL) {
    const url = origins.TELEPHONY_PUBLIC_URL
    reachedThrough.splice(1, 0, ['TELEPHONY_PUBLIC_URL', url, new URL(url).hostname])
  }
  const exposed = reachedThrough.find(([, , host]) => !isLoopbackHost(host))
  if (!exposed) return { on: true, because: 'loopback' }
  const [variable, value] = exposed
  throw new ConfigError(
    `${refusal}, and ${variable} ${JSON.stringify(value)} is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there`,
  )
}

/** The start line saying which mode the server is in, and what that exposes. */
export function modeLine(config: Pick<Config, 'devAffordances' | 'telephony'>): string {
  const affordances = config.devAffordances
  if (!affordances.on) return 'Mode: production (no development affordances)'
  const why =
    affordances.because === 'loopback' ? 'loopback PUBLIC_URL and HOST' : affordances.because
  const phone = config.telephony.provider === 'dev' ? ', the dev phone at /dev/phone' : ''
  return `Mode: development affordances on (${why}): SMS codes readable at /api/dev/outbox${phone}`
}

/**
 * On PostgreSQL a deployment may run several nodes. Keys left to DATA_DIR are generated per
 * machine, so tokens, sign-in codes and push subscriptions made on one node would fail on
 * another: say so once at start (docs/operations.md lists what nodes share).
 */
export function sharedKeysWarning(
  config: Pick<Config, 'databaseUrl' | 'jwtSecret' | 'push'>,
): string | undefined {
  if (!config.databaseUrl) return undefined
  const missing = [
    ...(config.jwtSecret ? [] : ['JWT_SECRET']),
    ...(config.push.vapidKeys ? [] : ['VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY']),
  ]
  if (missing.length === 0) return undefined
  return `Not set: ${missing.join(', ')}. Keys generated in DATA_DIR work only on nodes sharing that directory: set the same values on every node of a deployment`
}

/** TRANSCRIBER, or 'auto' when unset. */
function transcriberOf(parsed: {
  TRANSCRIBER?: string
  TRANSCRIBER_API_KEY?: string
  TRANSCRIBER_MODEL: string
}): TranscriberConfig {
  const chosen = parsed.TRANSCRIBER
  if (chosen === undefined) return { kind: 'auto' }
  if (chosen === 'none') return { kind: 'none', reason: 'TRANSCRIBER=none' }
  if (chosen === 'pocketsphinx') return { kind: 'pocketsphinx' }
  return {
    kind: 'url',
    url: chosen,
    apiKey: parsed.TRANSCRIBER_API_KEY,
    model: parsed.TRANSCRIBER_MODEL,
  }
}

/**
 * Reads and checks the environment, and nothing else: what is installed is looked up where the
 * server is put together (start-server.ts). Throws a ConfigError whose message is one line.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = withoutEmptyValues(env)
  const result = v.safeParse(envSchema, present)
  if (!result.success) throw new ConfigError(describeIssue(result.issues[0], present))
  const parsed = result.output

  const sms: SmsConfig =
    parsed.SMS_PROVIDER === 'twilio'
      ? {
          provider: 'twilio',
          // Presence is checked by the schema above.
          accountSid: parsed.TWILIO_ACCOUNT_SID ?? '',
          authToken: parsed.TWILIO_AUTH_TOKEN ?? '',
          fromNumber: parsed.TWILIO_FROM_NUMBER,
          messagingServiceSid: parsed.TWILIO_MESSAGING_SERVICE_SID,
        }
      : { provider: 'console' }

  const publicUrl = new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).origin
  const telephonyPublicUrl = parsed.TELEPHONY_PUBLIC_URL
    ? new URL(parsed.TELEPHONY_PUBLIC_URL).origin
    : publicUrl
  const devAffordances = devAffordancesOf(
    parsed,
    {
      PUBLIC_URL: publicUrl,
      TELEPHONY_PUBLIC_URL: parsed.TELEPHONY_PUBLIC_URL ? telephonyPublicUrl : undefined,
    },
    present,
  )
  const telephonyProvider = telephonyProviderOf(parsed)
  const callingHours = parsed.CALLING_HOURS
    ? {
        startHour: Number(parsed.CALLING_HOURS.split('-')[0]),
        endHour: Number(parsed.CALLING_HOURS.split('-')[1]),
      }
    : undefined
  const telephony: TelephonyConfig =
    telephonyProvider === 'twilio'
      ? {
          provider: 'twilio',
          publicUrl: telephonyPublicUrl,
          callingHours: callingHours ?? { startHour: 8, endHour: 21 },
          // Presence is checked by the schema above.
          accountSid: parsed.TWILIO_ACCOUNT_SID ?? '',
          authToken: parsed.TWILIO_AUTH_TOKEN ?? '',
          fromNumber: parsed.TWILIO_VOICE_NUMBER ?? '',
        }
      : telephonyProvider === 'dev'
        ? {
            provider: 'dev',
            publicUrl: telephonyPublicUrl,
            ...(callingHours ? { callingHours } : {}),
          }
        : { provider: 'none' }

  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    publicUrl,
    publicUrlSet: parsed.PUBLIC_URL !== undefined,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    sms,
    telephony,
    devAffordances,
    rateLimits: {
      sendsPerIpPerHour: parsed.RATE_LIMIT_SENDS_PER_IP_PER_HOUR,
      checksPerIpPerHour: parsed.RATE_LIMIT_CHECKS_PER_IP_PER_HOUR,
    },
    jwtSecret: parsed.JWT_SECRET,
    accessTokenTtlDays: parsed.ACCESS_TOKEN_TTL_DAYS,
    productName: parsed.PRODUCT_NAME,
    cspConnectSrc: parsed.CSP_CONNECT_SRC,
    staticDir: resolve(parsed.STATIC_DIR),
    blob: { connectionString: parsed.BLOB_CONNECTION_STRING, container: parsed.BLOB_CONTAINER },
    interview: {
      stunUrls: parsed.STUN_URLS,
      transcriber: transcriberOf(parsed),
      resumeWindowMs: parsed.INTERVIEW_RESUME_WINDOW_SECONDS * 1000,
      capacity: parsed.INTERVIEW_CAPACITY,
      speech: speechConfigOf(parsed),
    },
    autoApplyLimit: parsed.AUTO_APPLY_LIMIT,
    recordingRetentionDays: parsed.RECORDING_RETENTION_DAYS,
    agencyReportUrls: parsed.AGENCY_REPORT_URLS,
    supportEmail: parsed.SUPPORT_EMAIL,
    push: {
      extraEndpointHosts: parsed.PUSH_EXTRA_ENDPOINT_HOSTS,
      vapidKeys:
        parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
          ? {
              publicKey: parsed.VAPID_PUBLIC_KEY.replace(/=$/, ''),
              privateKey: parsed.VAPID_PRIVATE_KEY.replace(/=$/, ''),
            }
          : undefined,
    },
  }
}
