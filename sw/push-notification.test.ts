import { describe, expect, it } from 'vitest'
import { DECLARATIVE_WEB_PUSH, type PushMessage } from '../contract/push'
import {
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  notificationFromPush,
  sameOriginUrl,
} from './push-notification'

const ORIGIN = 'https://app.hirelane.example'
const JOB_ID = '7f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b'

const message = (overrides: Partial<PushMessage['notification']> = {}, appBadge?: number) =>
  ({
    web_push: DECLARATIVE_WEB_PUSH,
    notification: {
      title: 'Interview requested: Forklift Operator at Lone Star Logistics',
      body: 'The employer wants to interview you. Tap to see the details.',
      navigate: `${ORIGIN}/submissions/${JOB_ID}`,
      tag: `application-${JOB_ID}`,
      lang: 'en-US',
      dir: 'ltr',
      icon: `${ORIGIN}/icons/icon-192.png`,
      timestamp: 1767225600000,
      app_badge: 3,
      data: {
        kind: 'application-status-changed',
        jobId: JOB_ID,
        status: 'Interview',
        historyId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      },
      ...overrides,
    },
    ...(appBadge !== undefined && { app_badge: appBadge }),
  }) satisfies PushMessage

describe('notificationFromPush (the Declarative Web Push message)', () => {
  it('shows a scheduled call’s reminder, opening the interview step; it is about no application', () => {
    const reminder = message({
      title: 'Hirelane: your interview call is at 8:00 AM',
      body: 'Our AI recruiter calls you in about 5 minutes. Keep your phone close.',
      navigate: `${ORIGIN}/onboarding`,
      tag: 'call-1',
      data: { kind: 'call-reminder', scheduledCallId: 'call-1' },
    })
    const shown = notificationFromPush(reminder, ORIGIN, 'Hirelane')
    expect(shown.title).toBe('Hirelane: your interview call is at 8:00 AM')
    expect(shown.options.data).toEqual({
      kind: 'call-reminder',
      scheduledCallId: 'call-1',
      navigate: `${ORIGIN}/onboarding`,
    })
    // No application: the open pages are not told to refresh one.
    expect(shown.jobId).toBeUndefined()
    // A reminder whose address is not the app's opens the interview step all the same.
    const elsewhere = notificationFromPush(
      message({ navigate: 'https://evil.example/', data: reminder.notification.data }),
      ORIGIN,
      'Hirelane',
    )
    expect(elsewhere.options.data).toMatchObject({ navigate: `${ORIGIN}/onboarding` })
  })

  it('shows the title, body, tag, language, icon, badge and time; data carries the click target', () => {
    const shown = notificationFromPush(message(), ORIGIN, 'Hirelane')
    expect(shown.title).toBe('Interview requested: Forklift Operator at Lone Star Logistics')
    expect(shown.options).toEqual({
      body: 'The employer wants to interview you. Tap to see the details.',
      tag: `application-${JOB_ID}`,
      renotify: true,
      lang: 'en-US',
      dir: 'ltr',
      icon: `${ORIGIN}/icons/icon-192.png`,
      badge: NOTIFICATION_BADGE,
      timestamp: 1767225600000,
      data: {
        kind: 'application-status-changed',
        jobId: JOB_ID,
        status: 'Interview',
        historyId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        navigate: `${ORIGIN}/submissions/${JOB_ID}`,
      },
    })
    expect(shown.jobId).toBe(JOB_ID)
  })

  it('reads app_badge from the notification (WebKit) or else the top level (W3C draft)', () => {
    expect(notificationFromPush(message(), ORIGIN, 'Hirelane').appBadge).toBe(3)
    expect(
      notificationFromPush(message({ app_badge: undefined }, 5), ORIGIN, 'Hirelane').appBadge,
    ).toBe(5)
    expect(
      notificationFromPush(message({ app_badge: undefined }), ORIGIN, 'Hirelane').appBadge,
    ).toBeUndefined()
  })

  it('keeps the click on the app: another origin becomes the submission’s own page', () => {
    const shown = notificationFromPush(
      message({ navigate: 'https://evil.example/phish', icon: 'https://evil.example/i.png' }),
      ORIGIN,
      'Hirelane',
    )
    expect(shown.options.data.navigate).toBe(`${ORIGIN}/submissions/${JOB_ID}`)
    expect(shown.options.icon).toBe(NOTIFICATION_ICON)
  })

  it('uses the app icon when the message has none, and leaves the time out when absent', () => {
    const shown = notificationFromPush(
      message({ icon: undefined, timestamp: undefined }),
      ORIGIN,
      'Hirelane',
    )
    expect(shown.options.icon).toBe(NOTIFICATION_ICON)
    expect(shown.options).not.toHaveProperty('timestamp')
  })

  it.each([
    ['nothing', undefined],
    ['text that is not the message', 'hello'],
    ['another web_push number', { ...message(), web_push: 1 }],
    ['a message without a title', message({ title: '' })],
  ])('still shows a notification for %s, leading to the submissions', (_name, payload) => {
    const shown = notificationFromPush(payload, ORIGIN, 'Hirelane')
    expect(shown.title).toBe('Hirelane: an application was updated')
    expect(shown.options.data).toEqual({ navigate: `${ORIGIN}/submissions` })
    expect(shown.appBadge).toBeUndefined()
    expect(shown.jobId).toBeUndefined()
  })

  it('says it in Spanish on a device that shows the app in Spanish', () => {
    const shown = notificationFromPush({ nope: true }, ORIGIN, 'Hirelane', 'es')
    expect(shown.title).toBe('Hirelane: una de tus solicitudes cambió')
    expect(shown.options.body).toBe('Toca para ver tus solicitudes.')
    expect(shown.options.lang).toBe('es-US')
    expect(shown.options.data).toEqual({ navigate: `${ORIGIN}/submissions` })
  })
})

describe('sameOriginUrl', () => {
  it('accepts absolute and relative addresses on the origin', () => {
    expect(sameOriginUrl(`${ORIGIN}/submissions/1?x=1`, ORIGIN)).toBe(`${ORIGIN}/submissions/1?x=1`)
    expect(sameOriginUrl('/submissions/1', ORIGIN)).toBe(`${ORIGIN}/submissions/1`)
  })

  it('refuses another origin, scheme or port', () => {
    expect(sameOriginUrl('https://evil.example/submissions/1', ORIGIN)).toBeUndefined()
    expect(sameOriginUrl('http://app.hirelane.example/x', ORIGIN)).toBeUndefined()
    expect(sameOriginUrl('https://app.hirelane.example:8443/x', ORIGIN)).toBeUndefined()
    expect(sameOriginUrl('javascript:alert(1)', ORIGIN)).toBeUndefined()
  })
})
