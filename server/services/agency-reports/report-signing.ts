import { hkdfSync } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/**
 * Candidate reports are signed webhooks (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature), verified by the agency with its secret. Each agency's secret is derived
 * from the server's report key and the agency's id, so nothing secret is stored in the database
 * and `npm run agency -- secret <agency>` can hand it to the agency.
 */

/** The agency's signing secret, in Standard Webhooks' form ('whsec_' + base64). */
export function agencyWebhookSecret(reportKey: Uint8Array, agencyId: string): string {
  const key = Buffer.from(hkdfSync('sha256', reportKey, agencyId, 'agency report webhook', 32))
  return `whsec_${key.toString('base64')}`
}

interface SignedHeaders {
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

/** The three headers of a message `id` sent at `sentAt` with this exact body. */
export function signReport(secret: string, id: string, sentAt: Date, body: string): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
  }
}

/** The body, when its headers prove it comes from us for this secret; throws otherwise. */
export function verifyReport(
  secret: string,
  body: string,
  headers: Record<string, string>,
): unknown {
  return new Webhook(secret).verify(body, headers)
}
