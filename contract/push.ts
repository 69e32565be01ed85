import * as v from 'valibot'
import { plainText } from './text'
import type { AppLanguage } from './app-language'
import type { ApplicationStatus } from './applications'
import { okEnvelope } from './envelope'

/**
 * Push notifications and the app badge (docs/adr/0068, docs/adr/0070). The server keeps one
 * subscription per device endpoint and the candidate's unseen status changes; a status change
 * an agency makes sends one notification per device. The message is Declarative Web Push
 * (iOS 18.4+ shows it without the service worker); the service worker shows the same
 * notification from it on every other browser.
 */

const uuid = (field: string) =>
  v.pipe(plainText(field, `${field} is required`), v.uuid(`${field} must be a UUID`))

/* The browser's PushSubscription ------------------------------------------------------------- */

/** Push service addresses are long capability URLs; nothing real comes near this. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048

/** True for an https:// URL without user name or password. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/**
 * True when the text is exactly what the URL standard writes back for it (`new URL(text).href`),
 * which is what PushSubscription.endpoint always is. Other spellings of the same address
 * ('https:host/x', 'https:\\host', 'HTTPS://host', '%2E' in the host, spaces around it) are
 * read as another host, or as none, by parsers other than the standard's: the server's check
 * and the library that sends the push must see one and the same host.
 */
export function isCanonicalUrl(value: string): boolean {
  try {
    return new URL(value).href === value
  } catch {
    return false
  }
}

export const endpointSpellingMessage = (field: string) =>
  `${field} must be written exactly as the browser gives it (https://host/path)`

const endpointSchema = (field: string) =>
  v.pipe(
    plainText(field, `${field} is required`),
    v.maxLength(
      PUSH_ENDPOINT_MAX_LENGTH,
      `${field} must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
    ),
    v.check(isHttpsUrl, `${field} must be an https:// URL`),
    v.check(isCanonicalUrl, endpointSpellingMessage(field)),
  )

/**
 * The keys of PushSubscription.toJSON(), base64url as browsers write them (padding allowed):
 * p256dh is the 65-byte uncompressed P-256 point (0x04 first, so 'B' first and 87 characters),
 * auth the 16-byte secret (22 characters). The server also checks the point is on the curve.
 */
export const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}=?$/
export const AUTH_SECRET_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/

/**
 * The server's 409 for an endpoint another candidate holds, sent with other keys than theirs:
 * the endpoint alone does not move a device's notifications (the browser's keys go with it).
 * Apart from the messages above, which the app's own checks carry: the app acts on the 409's
 * code and never shows this text, so it stays out of the app's JavaScript.
 */
export const PUSH_ENDPOINT_TAKEN_MESSAGE =
  'This push endpoint is registered to another account with other keys. Subscribe this ' +
  'browser again to get an endpoint of its own.'

export const PUSH_SUBSCRIPTION_MESSAGES = {
  p256dh: 'subscription.keys.p256dh must be a 65-byte uncompressed P-256 public key (base64url)',
  auth: 'subscription.keys.auth must be a 16-byte secret (base64url)',
  /** The server's answer for an endpoint off the known push services (the field is named). */
  unknownPushService: 'subscription.endpoint must be the address of a known push service',
  markSeenTarget: 'Send either jobIds (1 to 100 job ids) or all: true',
} as const

/** The latest time a JavaScript Date can hold, in milliseconds since the epoch. */
const LATEST_DATE_MS = 8.64e15

/** PushSubscription.toJSON(): {endpoint, expirationTime, keys {p256dh, auth}}. */
export const pushSubscriptionSchema = v.object({
  endpoint: endpointSchema('subscription.endpoint'),
  /** Milliseconds since the epoch, or null (what every current browser sends). */
  expirationTime: v.optional(
    v.nullable(
      v.pipe(
        v.number('subscription.expirationTime must be a number or null'),
        v.integer('subscription.expirationTime must be a whole number of milliseconds'),
        v.minValue(0, 'subscription.expirationTime must be a time after 1970'),
        // Beyond this no Date holds it: 1e308 was a 500 when the server stored it.
        v.maxValue(LATEST_DATE_MS, 'subscription.expirationTime must be a time before 275760'),
      ),
    ),
    null,
  ),
  keys: v.object(
    {
      p256dh: v.pipe(
        plainText('subscription.keys.p256dh', PUSH_SUBSCRIPTION_MESSAGES.p256dh),
        v.regex(P256DH_PATTERN, PUSH_SUBSCRIPTION_MESSAGES.p256dh),
      ),
      auth: v.pipe(
        plainText('subscription.keys.auth', PUSH_SUBSCRIPTION_MESSAGES.auth),
        v.regex(AUTH_SECRET_PATTERN, PUSH_SUBSCRIPTION_MESSAGES.auth),
      ),
    },
    'subscription.keys must be an object with p256dh and auth',
  ),
})
export type PushSubscriptionJson = v.InferInput<typeof pushSubscriptionSchema>

/* Calls ------------------------------------------------------------------------------------- */

/**
 * GET /api/Push/VapidPublicKey (no token: it is public, and a service worker re-subscribing
 * on pushsubscriptionchange has none) -> data.publicKey: the applicationServerKey for
 * pushManager.subscribe, base64url of the 65-byte uncompressed P-256 point.
 */
export const vapidPublicKeyResponseSchema = okEnvelope(
  v.object({ publicKey: v.pipe(v.string(), v.regex(P256DH_PATTERN)) }),
)

/**
 * POST /api/Push/Subscribe {candidateId, subscription}. Saves this device's subscription for
 * the signed-in candidate: one row per endpoint, so sending it again (every start of the app,
 * after each sign-in) is harmless and keeps it tied to the current sign-in. The endpoint must be
 * https on a known push service (FCM, Mozilla, Apple, Microsoft, plus the server's configured
 * extras), written as the browser writes it, else 400 naming subscription.endpoint. An endpoint
 * another candidate holds moves to the caller only with the same keys (the same browser
 * subscription on a shared phone); with other keys it is a 409 (PUSH_ENDPOINT_TAKEN_MESSAGE)
 * and nothing changes. Pushes reach a device only while the sign-in that
 * subscribed it is alive: logging out (or its expiry) stops them.
 */
export const pushSubscribeRequestSchema = v.object({
  candidateId: uuid('candidateId'),
  subscription: v.object(
    pushSubscriptionSchema.entries,
    'subscription must be the PushSubscription as JSON',
  ),
})
export type PushSubscribeRequest = v.InferInput<typeof pushSubscribeRequestSchema>
export const pushSubscribeResponseSchema = okEnvelope(v.null())

/**
 * POST /api/Push/Unsubscribe {candidateId, endpoint}: this device gets no more pushes (logout,
 * the Profile switch turned off, or a subscription the browser replaced). Deleting an endpoint
 * the candidate does not have is a success: the result is the same.
 */
export const pushUnsubscribeRequestSchema = v.object({
  candidateId: uuid('candidateId'),
  endpoint: endpointSchema('endpoint'),
})
export type PushUnsubscribeRequest = v.InferInput<typeof pushUnsubscribeRequestSchema>
export const pushUnsubscribeResponseSchema = okEnvelope(v.null())

/** At most this many job ids in a MarkSeen request and in a badge's unseenJobIds. */
export const MAX_BADGE_JOB_IDS = 100

/**
 * The app badge's state, kept by the server so it is the same on every device: how many of the
 * candidate's applications changed status (an agency's move) since the candidate last looked,
 * and which (newest change first, at most MAX_BADGE_JOB_IDS). An application that moved twice
 * unseen counts once: its notifications replace each other (one tag per job) too.
 */
export const badgeSchema = v.object({
  unseenCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  unseenJobIds: v.array(v.string()),
})
export type Badge = v.InferOutput<typeof badgeSchema>

/** GET /api/Push/BadgeCount?candidateId= -> data: Badge. */
export const badgeCountResponseSchema = okEnvelope(badgeSchema)

/**
 * POST /api/Push/MarkSeen {candidateId, jobIds} or {candidateId, all: true} -> data: the Badge
 * after it. The client sends the job of /submissions/{jobId} when it opens, or all: true when
 * the candidate has looked at everything (e.g. the submissions list). Job ids with nothing
 * unseen are ignored, so a replay changes nothing.
 */
export const markSeenRequestSchema = v.pipe(
  v.object({
    candidateId: uuid('candidateId'),
    jobIds: v.optional(
      v.pipe(
        v.array(uuid('each of jobIds'), 'jobIds must be a list of job ids'),
        v.maxLength(MAX_BADGE_JOB_IDS, `jobIds must have at most ${MAX_BADGE_JOB_IDS} entries`),
      ),
    ),
    all: v.optional(v.literal(true, 'all must be true when given')),
  }),
  v.check(
    ({ jobIds, all }) => (all === true) !== (jobIds !== undefined && jobIds.length > 0),
    PUSH_SUBSCRIPTION_MESSAGES.markSeenTarget,
  ),
)
export type MarkSeenRequest = v.InferInput<typeof markSeenRequestSchema>
export const markSeenResponseSchema = okEnvelope(badgeSchema)

export const PUSH_MESSAGES = {
  vapidPublicKey: 'Push key fetched successfully',
  subscribed: 'Notifications turned on for this device',
  unsubscribed: 'Notifications turned off for this device',
  badgeFetched: 'Badge count fetched successfully',
  markedSeen: 'Updates marked as seen',
} as const

/* What a notification says ------------------------------------------------------------------- */

export interface NotificationJob {
  jobTitle: string
  companyName: string
}

/**
 * One text per status of docs/product.md#statuses-and-allowed-moves (contract/applications.ts
 * APPLICATION_STATUSES). The title names the job, so several notifications in the tray can be told
 * apart; the body says what to do next.
 * CandidateDismissed is the candidate's own move and is never pushed, but has its text all the
 * same so every status can be shown.
 */
export const STATUS_NOTIFICATION_TEXTS: Readonly<
  Record<ApplicationStatus, { titlePrefix: string; body: string }>
> = {
  InReview: {
    titlePrefix: 'Application in review',
    body: 'The employer is looking at your application. Tap to see the details.',
  },
  Interview: {
    titlePrefix: 'Interview requested',
    body: 'The employer wants to interview you. Tap to see the details.',
  },
  JobOffer: {
    titlePrefix: 'Job offer',
    body: 'You have a job offer! Tap to see the details.',
  },
  Hired: {
    titlePrefix: "You're hired",
    body: 'Congratulations on your new job! Tap to see the details.',
  },
  Dismissed: {
    titlePrefix: 'Application closed',
    body: 'The employer chose other candidates this time. We keep looking for jobs for you.',
  },
  CandidateDismissed: {
    titlePrefix: 'Application withdrawn',
    body: 'You said no to this job. We keep looking for jobs for you.',
  },
  RecruiterDismissed: {
    titlePrefix: 'Application closed',
    body: 'The recruiter closed this application. We keep looking for jobs for you.',
  },
}

/**
 * The same texts in US Spanish, tú form like the rest of the product, for candidates
 * whose app language is 'es'. Job titles and company names stay as the job gives them.
 */
export const STATUS_NOTIFICATION_TEXTS_ES: Readonly<
  Record<ApplicationStatus, { titlePrefix: string; body: string }>
> = {
  InReview: {
    titlePrefix: 'Solicitud en revisión',
    body: 'El empleador está revisando tu solicitud. Toca para ver los detalles.',
  },
  Interview: {
    titlePrefix: 'Te quieren entrevistar',
    body: 'El empleador quiere entrevistarte. Toca para ver los detalles.',
  },
  JobOffer: {
    titlePrefix: 'Oferta de trabajo',
    body: '¡Tienes una oferta de trabajo! Toca para ver los detalles.',
  },
  Hired: {
    titlePrefix: 'Te contrataron',
    body: '¡Felicidades por tu nuevo trabajo! Toca para ver los detalles.',
  },
  Dismissed: {
    titlePrefix: 'Solicitud cerrada',
    body: 'Esta vez el empleador eligió a otros candidatos. Seguimos buscando trabajo para ti.',
  },
  CandidateDismissed: {
    titlePrefix: 'Solicitud retirada',
    body: 'Le dijiste que no a este trabajo. Seguimos buscando trabajo para ti.',
  },
  RecruiterDismissed: {
    titlePrefix: 'Solicitud cerrada',
    body: 'El reclutador cerró esta solicitud. Seguimos buscando trabajo para ti.',
  },
}

/** Each language's texts, the word joining job and company, and the notification's `lang`. */
const NOTIFICATION_WORDING: Readonly<
  Record<
    AppLanguage,
    {
      texts: Readonly<Record<ApplicationStatus, { titlePrefix: string; body: string }>>
      at: string
      lang: string
    }
  >
> = {
  en: { texts: STATUS_NOTIFICATION_TEXTS, at: 'at', lang: 'en-US' },
  es: { texts: STATUS_NOTIFICATION_TEXTS_ES, at: 'en', lang: 'es-US' },
}

/** The BCP 47 tag a notification in this app language carries ('en-US', 'es-US'). */
export const notificationLangOf = (language: AppLanguage) => NOTIFICATION_WORDING[language].lang

/** Job titles and company names are cut to this many characters in a title. */
export const NOTIFICATION_NAME_MAX_LENGTH = 60

const shortened = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= NOTIFICATION_NAME_MAX_LENGTH
    ? clean
    : `${clean.slice(0, NOTIFICATION_NAME_MAX_LENGTH - 1).trimEnd()}…`
}

/**
 * 'Interview requested: Forklift Operator at Lone Star Logistics' and its body, in the
 * candidate's app language (English when left out).
 */
export function statusNotificationText(
  status: ApplicationStatus,
  job: NotificationJob,
  language: AppLanguage = 'en',
): { title: string; body: string } {
  const wording = NOTIFICATION_WORDING[language]
  const text = wording.texts[status]
  return {
    title: `${text.titlePrefix}: ${shortened(job.jobTitle)} ${wording.at} ${shortened(job.companyName)}`,
    body: text.body,
  }
}

/* The push message --------------------------------------------------------------------------- */

/** RFC 8030's registry number: marks the JSON as a declarative push message. */
export const DECLARATIVE_WEB_PUSH = 8030

/** Where a call reminder leads: the interview step, which shows the call on its way. */
export const CALL_REMINDER_PATH = '/onboarding'

/** One notification per job in the tray: a newer status replaces the older one. */
export const notificationTagOf = (jobId: string) => `application-${jobId}`

/** Where a click leads (relative; the message carries it absolute, on the app's origin). */
export const submissionPathOf = (jobId: string) => `/submissions/${encodeURIComponent(jobId)}`

const badgeNumber = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * The push message (JSON, encrypted aes128gcm). Declarative Web Push: `web_push: 8030`, and
 * `notification` with title, body and navigate (an absolute URL of /submissions/{jobId}).
 * app_badge is in both places: WebKit (the shipped implementation) reads it from
 * `notification`, the W3C Push API draft from the top level. `data` is for the service worker
 * (which also refreshes the application's cached data with it).
 */
export const pushMessageSchema = v.object({
  web_push: v.literal(DECLARATIVE_WEB_PUSH),
  notification: v.object({
    title: v.pipe(v.string(), v.minLength(1)),
    body: v.string(),
    navigate: v.pipe(v.string(), v.url()),
    tag: v.string(),
    lang: v.string(),
    dir: v.picklist(['auto', 'ltr', 'rtl']),
    icon: v.optional(v.pipe(v.string(), v.url())),
    /** When the status changed, milliseconds since the epoch (Notification `timestamp`). */
    timestamp: v.optional(v.number()),
    app_badge: v.optional(badgeNumber),
    data: v.variant('kind', [
      v.object({
        kind: v.literal('application-status-changed'),
        jobId: v.string(),
        /** A status of APPLICATION_STATUSES (kept a string: another backend may add one). */
        status: v.string(),
        historyId: v.string(),
      }),
      /** A scheduled interview call rings in a few minutes (contract/call-scheduling.ts). */
      v.object({ kind: v.literal('call-reminder'), scheduledCallId: v.string() }),
    ]),
  }),
  app_badge: v.optional(badgeNumber),
})
export type PushMessage = v.InferOutput<typeof pushMessageSchema>
