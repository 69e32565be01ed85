import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { APP_LANGUAGES } from '../../../contract/app-language'
import { APPLICATION_STATUSES } from '../../../contract/applications'
import { pushMessageSchema } from '../../../contract/push'
import { statusPushMessage, statusPushTransport, type StatusNotice } from './status-notification'

const notice: StatusNotice = {
  jobId: '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d',
  historyId: '5a0c9a52-3f43-4a4e-b3b0-2b1b0b3c4d5e',
  status: 'Interview',
  jobTitle: 'Forklift Operator',
  companyName: 'Lone Star Logistics',
  changedAt: new Date('2026-03-02T15:04:05Z'),
}

describe('the status push message', () => {
  it('is Declarative Web Push opening the detail, with the badge in both places', () => {
    const message = statusPushMessage(notice, 3, 'https://app.hirelane.example', 'en')
    expect(v.parse(pushMessageSchema, message)).toEqual(message)
    expect(message).toEqual({
      web_push: 8030,
      notification: {
        title: 'Interview requested: Forklift Operator at Lone Star Logistics',
        body: 'The employer wants to interview you. Tap to see the details.',
        navigate: 'https://app.hirelane.example/submissions/0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d',
        tag: 'application-0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d',
        lang: 'en-US',
        dir: 'ltr',
        icon: 'https://app.hirelane.example/icons/icon-192.png',
        timestamp: Date.parse('2026-03-02T15:04:05Z'),
        app_badge: 3,
        data: {
          kind: 'application-status-changed',
          jobId: notice.jobId,
          status: 'Interview',
          historyId: notice.historyId,
        },
      },
      app_badge: 3,
    })
  })

  it("is written in the candidate's app language: Spanish for 'es', tagged es-US", () => {
    const message = statusPushMessage(notice, 3, 'https://app.hirelane.example', 'es')
    expect(v.parse(pushMessageSchema, message)).toEqual(message)
    const english = statusPushMessage(notice, 3, 'https://app.hirelane.example', 'en')
    expect(message.notification).toEqual({
      ...english.notification,
      title: 'Te quieren entrevistar: Forklift Operator en Lone Star Logistics',
      body: 'El empleador quiere entrevistarte. Toca para ver los detalles.',
      lang: 'es-US',
    })
    expect(message.app_badge).toBe(3)
  })

  it('stays well inside what push services carry (4 KB) for every status and language', () => {
    for (const language of APP_LANGUAGES) {
      for (const status of APPLICATION_STATUSES) {
        const long = { ...notice, status, jobTitle: 'W'.repeat(500), companyName: 'C'.repeat(500) }
        const bytes = Buffer.byteLength(
          JSON.stringify(statusPushMessage(long, 99, 'http://localhost:8080', language)),
        )
        expect(bytes).toBeLessThan(1500)
      }
    }
  })

  it('wakes the phone for an interview, an offer or a hire; one topic per job', () => {
    const urgency = Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [
        status,
        statusPushTransport({ ...notice, status }).urgency,
      ]),
    )
    expect(urgency).toEqual({
      InReview: 'normal',
      Interview: 'high',
      JobOffer: 'high',
      Hired: 'high',
      Dismissed: 'normal',
      CandidateDismissed: 'normal',
      RecruiterDismissed: 'normal',
    })
    const transport = statusPushTransport(notice)
    expect(transport.topic).toBe('0b6f3c1e2d4a4f5b9c8d7e6f5a4b3c2d')
    expect(transport.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/)
    expect(transport.TTL).toBe(604800)
  })
})
