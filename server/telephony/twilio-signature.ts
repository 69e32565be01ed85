import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The X-Twilio-Signature check on Twilio's webhooks (status callbacks and the like):
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security. Twilio signs the full URL it
 * called (query string included) followed by each POST parameter's name and value, sorted by
 * name, with HMAC-SHA1 keyed by the account's auth token, in base64.
 */
export function computeTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  // Plain code-unit order, as Twilio's own libraries sort (Object.keys(params).sort()).
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url)
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64')
}

/** Whether `signature` (the header's value, if any) is Twilio's for this request. */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
): boolean {
  if (!signature) return false
  const expected = Buffer.from(computeTwilioSignature(authToken, url, params))
  const received = Buffer.from(signature)
  // timingSafeEqual needs equal lengths; a length says nothing about the expected value.
  return expected.length === received.length && timingSafeEqual(expected, received)
}
