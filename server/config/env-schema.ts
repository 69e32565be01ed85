import { createECDH } from 'node:crypto'
import { availableParallelism } from 'node:os'
import * as v from 'valibot'
import { P256DH_PATTERN } from '../../contract/push'
import { agencyReportUrlsSchema } from '../catalogue/agency-report-urls'
import { telephonyProviderOf } from './telephony'

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
const INTERVIEWS_PER_CORE = 4
const defaultInterviewCapacity = (cores: number) => Math.max(1, cores * INTERVIEWS_PER_CORE)

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

/** Empty strings count as unset, as in most shells' `VAR= command`. */
export const withoutEmptyValues = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))

/** The one line a failed check stops the server with; a secret's value is never echoed. */
export const describeIssue = (
  issue: v.BaseIssue<unknown>,
  env: Record<string, string | undefined>,
) => {
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
