import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { agencyWebhookSecret, signReport, verifyReport } from './report-signing'

const key = new Uint8Array(32).fill(7)
const AGENCY = '65d5a58e-f1c7-4dfd-a1bd-ac6b710ded84'
const OTHER = '0b97aa7e-b6fa-433a-9dcd-59d930fd2455'

describe('candidate report signing (Standard Webhooks)', () => {
  it('gives each agency its own stable secret in the whsec_ form', () => {
    const secret = agencyWebhookSecret(key, AGENCY)
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(agencyWebhookSecret(key, AGENCY)).toBe(secret)
    expect(agencyWebhookSecret(key, OTHER)).not.toBe(secret)
    expect(agencyWebhookSecret(new Uint8Array(32).fill(8), AGENCY)).not.toBe(secret)
  })

  it('signs so that the library’s verifier accepts the message, and only unchanged', () => {
    const secret = agencyWebhookSecret(key, AGENCY)
    const body = JSON.stringify({ type: 'candidate.report', data: { name: 'Maria' } })
    const headers = signReport(secret, 'msg_1', new Date(), body)
    expect(headers['webhook-id']).toBe('msg_1')
    expect(headers['webhook-signature']).toMatch(/^v1,/)
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body))
    expect(verifyReport(secret, body, { ...headers })).toEqual(JSON.parse(body))
    expect(() => verifyReport(secret, body.replace('Maria', 'Mario'), { ...headers })).toThrow()
    expect(() => verifyReport(agencyWebhookSecret(key, OTHER), body, { ...headers })).toThrow()
    // A message signed long ago is refused: a replay.
    const old = signReport(secret, 'msg_2', new Date(Date.now() - 60 * 60 * 1000), body)
    expect(() => verifyReport(secret, body, { ...old })).toThrow()
  })
})
