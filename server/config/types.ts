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
 * When a call may ring, in local hours where the candidate is (CALLING_HOURS, '8-21'): always
 * for real calls; for the dev phone (a page in the developer's browser, not a person's phone)
 * only when CALLING_HOURS is set.
 */
export interface CallingHours {
  startHour: number
  endHour: number
}

/**
 * The phone interview's calls. publicUrl is the origin the provider reaches: the media stream
 * (its ws:// or wss:// twin) and, for Twilio, the status callbacks.
 */
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

interface InterviewConfig {
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
