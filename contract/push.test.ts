import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { APPLICATION_STATUSES } from './applications'
import {
  markSeenRequestSchema,
  endpointSpellingMessage,
  pushSubscribeRequestSchema,
  PUSH_SUBSCRIPTION_MESSAGES,
  notificationLangOf,
  statusNotificationText,
  STATUS_NOTIFICATION_TEXTS,
  STATUS_NOTIFICATION_TEXTS_ES,
} from './push'

const candidateId = '7d3c2a4e-9a51-4a8e-8f61-0c2b8f1f4a10'
const jobId = '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d'
/** A real browser's keys: 65-byte uncompressed point and 16-byte secret, base64url. */
const p256dh =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const auth = 'tBHItJI5svbpez7KI4CCXg'

const subscribe = (subscription: Record<string, unknown>) =>
  v.safeParse(pushSubscribeRequestSchema, { candidateId, subscription })
const firstMessage = (result: ReturnType<typeof subscribe>) => result.issues?.[0]?.message

const good = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
  expirationTime: null,
  keys: { p256dh, auth },
}

describe('a push subscription', () => {
  it('takes PushSubscription.toJSON() as browsers write it', () => {
    expect(subscribe(good).success).toBe(true)
    expect(subscribe({ ...good, expirationTime: undefined }).success).toBe(true)
    expect(subscribe({ ...good, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } }).success).toBe(
      true,
    )
  })

  it('needs keys of the right length and kind', () => {
    const short = subscribe({ ...good, keys: { p256dh: p256dh.slice(0, 86), auth } })
    expect(firstMessage(short)).toBe(PUSH_SUBSCRIPTION_MESSAGES.p256dh)
    // A compressed point (0x02/0x03 first) is not what browsers send.
    const compressed = subscribe({ ...good, keys: { p256dh: `A${p256dh.slice(1)}`, auth } })
    expect(firstMessage(compressed)).toBe(PUSH_SUBSCRIPTION_MESSAGES.p256dh)
    const standardBase64 = subscribe({ ...good, keys: { p256dh, auth: 'tBHItJI5svbpez7KI4CC+g' } })
    expect(firstMessage(standardBase64)).toBe(PUSH_SUBSCRIPTION_MESSAGES.auth)
    // A missing key is named by its path (the server answers 'subscription.keys.auth is required').
    const missing = subscribe({ ...good, keys: { p256dh } })
    expect(missing.issues && v.getDotPath(missing.issues[0])).toBe('subscription.keys.auth')
  })

  it('needs an https endpoint without credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
      `https://fcm.googleapis.com/${'x'.repeat(2048)}`,
    ]) {
      expect(subscribe({ ...good, endpoint }).success, endpoint).toBe(false)
    }
  })

  it('needs the endpoint written exactly as the browser gives it', () => {
    for (const endpoint of [
      'https:fcm.googleapis.com/fcm/send/x',
      'https:/fcm.googleapis.com/fcm/send/x',
      'https:\\\\fcm.googleapis.com/fcm/send/x',
      'https:///fcm.googleapis.com/fcm/send/x',
      'HTTPS://fcm.googleapis.com/fcm/send/x',
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm%2Egoogleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:443/fcm/send/x',
      ' https://fcm.googleapis.com/fcm/send/x',
    ]) {
      expect(firstMessage(subscribe({ ...good, endpoint })), endpoint).toBe(
        endpointSpellingMessage('subscription.endpoint'),
      )
    }
  })
})

describe('marking updates seen', () => {
  it('takes job ids or all, never both or neither', () => {
    expect(v.safeParse(markSeenRequestSchema, { candidateId, jobIds: [jobId] }).success).toBe(true)
    expect(v.safeParse(markSeenRequestSchema, { candidateId, all: true }).success).toBe(true)
    for (const body of [
      { candidateId },
      { candidateId, jobIds: [] },
      { candidateId, jobIds: [jobId], all: true },
    ]) {
      const result = v.safeParse(markSeenRequestSchema, body)
      expect(result.issues?.[0]?.message).toBe(PUSH_SUBSCRIPTION_MESSAGES.markSeenTarget)
    }
    expect(v.safeParse(markSeenRequestSchema, { candidateId, jobIds: ['x'] }).success).toBe(false)
  })
})

describe('notification texts', () => {
  it('has one per status, naming the job and the company', () => {
    expect(Object.keys(STATUS_NOTIFICATION_TEXTS).sort()).toEqual([...APPLICATION_STATUSES].sort())
    expect(
      statusNotificationText('Interview', {
        jobTitle: 'Forklift Operator',
        companyName: 'Lone Star Logistics',
      }),
    ).toEqual({
      title: 'Interview requested: Forklift Operator at Lone Star Logistics',
      body: 'The employer wants to interview you. Tap to see the details.',
    })
  })

  it('has the same in Spanish for every status, tú form, naming the job and the company', () => {
    expect(Object.keys(STATUS_NOTIFICATION_TEXTS_ES).sort()).toEqual(
      [...APPLICATION_STATUSES].sort(),
    )
    const job = { jobTitle: 'Forklift Operator', companyName: 'Lone Star Logistics' }
    expect(
      Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [status, statusNotificationText(status, job, 'es')]),
      ),
    ).toEqual({
      InReview: {
        title: 'Solicitud en revisión: Forklift Operator en Lone Star Logistics',
        body: 'El empleador está revisando tu solicitud. Toca para ver los detalles.',
      },
      Interview: {
        title: 'Te quieren entrevistar: Forklift Operator en Lone Star Logistics',
        body: 'El empleador quiere entrevistarte. Toca para ver los detalles.',
      },
      JobOffer: {
        title: 'Oferta de trabajo: Forklift Operator en Lone Star Logistics',
        body: '¡Tienes una oferta de trabajo! Toca para ver los detalles.',
      },
      Hired: {
        title: 'Te contrataron: Forklift Operator en Lone Star Logistics',
        body: '¡Felicidades por tu nuevo trabajo! Toca para ver los detalles.',
      },
      Dismissed: {
        title: 'Solicitud cerrada: Forklift Operator en Lone Star Logistics',
        body: 'Esta vez el empleador eligió a otros candidatos. Seguimos buscando trabajo para ti.',
      },
      CandidateDismissed: {
        title: 'Solicitud retirada: Forklift Operator en Lone Star Logistics',
        body: 'Le dijiste que no a este trabajo. Seguimos buscando trabajo para ti.',
      },
      RecruiterDismissed: {
        title: 'Solicitud cerrada: Forklift Operator en Lone Star Logistics',
        body: 'El reclutador cerró esta solicitud. Seguimos buscando trabajo para ti.',
      },
    })
    // Tú throughout: none of the usted forms (usted, su, sus, toque).
    for (const { body } of Object.values(STATUS_NOTIFICATION_TEXTS_ES)) {
      expect(body).not.toMatch(/\b(usted|su|sus|toque)\b/i)
    }
    // English is unchanged and stays the default.
    expect(statusNotificationText('Interview', job)).toEqual(
      statusNotificationText('Interview', job, 'en'),
    )
    expect(notificationLangOf('en')).toBe('en-US')
    expect(notificationLangOf('es')).toBe('es-US')
  })

  it('cuts long names so the title stays readable', () => {
    const { title } = statusNotificationText('Hired', {
      jobTitle: 'Warehouse   Associate\n'.repeat(10),
      companyName: 'Acme',
    })
    expect(title.startsWith("You're hired: Warehouse Associate Warehouse")).toBe(true)
    expect(title.endsWith('… at Acme')).toBe(true)
    expect(title.length).toBeLessThan(100)
  })
})
