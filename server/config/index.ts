import { resolve } from 'node:path'
import * as v from 'valibot'
import { ConfigError } from './config-error'
import { devAffordancesOf } from './dev-affordances'
import { describeIssue, envSchema, withoutEmptyValues } from './env-schema'
import { smsConfigOf } from './sms'
import { speechConfigOf, transcriberOf } from './speech'
import { telephonyConfigOf } from './telephony'
import type { Config } from './types'

/**
 * Runtime configuration (README.md#configuration), read from the environment once at start.
 * A bad value stops the server with one line naming the variable, so an operator sees at a
 * glance what to fix instead of a stack trace from deep inside a request.
 */

export { isLoopbackHost } from '../loopback-host'
export { ConfigError } from './config-error'
export { modeLine } from './dev-affordances'
export { envSchema, pushHostOf } from './env-schema'
export { sharedKeysWarning } from './shared-keys-warning'
export { callingHoursOf } from './telephony'
export type {
  CallingHours,
  Config,
  LogLevel,
  PushConfig,
  SmsConfig,
  SpeechConfig,
  TelephonyConfig,
  TranscriberConfig,
  UrlTranscriberConfig,
} from './types'

/**
 * Reads and checks the environment, and nothing else: what is installed is looked up where the
 * server is put together (start-server.ts). Throws a ConfigError whose message is one line.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = withoutEmptyValues(env)
  const result = v.safeParse(envSchema, present)
  if (!result.success) throw new ConfigError(describeIssue(result.issues[0], present))
  const parsed = result.output

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

  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    publicUrl,
    publicUrlSet: parsed.PUBLIC_URL !== undefined,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    sms: smsConfigOf(parsed),
    telephony: telephonyConfigOf(parsed, telephonyPublicUrl),
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
