import { describe, expect, it } from 'vitest'
import { computeTwilioSignature, isValidTwilioSignature } from './twilio-signature'

/*
 * Twilio's worked example, as Twilio's Node library tests it (twilio/twilio-node,
 * spec/validation.spec.js): auth token 12345, this URL and these call parameters.
 */
const token = '12345'
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2'
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
}
const signature = 'RSOYDt4T1cUTdK1PDd93/VVr8B8='

describe('the X-Twilio-Signature check', () => {
  it("computes Twilio's documented signature", () => {
    expect(computeTwilioSignature(token, url, params)).toBe(signature)
  })

  it("also matches the example on Twilio's webhook security page (other phone numbers)", () => {
    const caller = '+12349013030'
    const signed = { ...params, Caller: caller, From: caller }
    expect(computeTwilioSignature(token, url, signed)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=')
  })

  it('sorts the parameters by name, whatever order they came in', () => {
    const shuffled = {
      To: params.To,
      Digits: params.Digits,
      CallSid: params.CallSid,
      From: params.From,
      Caller: params.Caller,
    }
    expect(computeTwilioSignature(token, url, shuffled)).toBe(signature)
  })

  it('accepts the right signature', () => {
    expect(isValidTwilioSignature(token, url, params, signature)).toBe(true)
  })

  it('refuses a wrong, truncated, missing or differently keyed signature', () => {
    expect(isValidTwilioSignature(token, url, params, 'WRONG_SIGNATURE')).toBe(false)
    expect(isValidTwilioSignature(token, url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8')).toBe(false)
    expect(isValidTwilioSignature(token, url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B9=')).toBe(false)
    expect(isValidTwilioSignature(token, url, params, undefined)).toBe(false)
    expect(isValidTwilioSignature(token, url, params, '')).toBe(false)
    expect(isValidTwilioSignature('54321', url, params, signature)).toBe(false)
  })

  it('refuses a changed, added or removed parameter and a changed URL', () => {
    expect(isValidTwilioSignature(token, url, { ...params, Digits: '9999' }, signature)).toBe(false)
    expect(isValidTwilioSignature(token, url, { ...params, Extra: '' }, signature)).toBe(false)
    const { Digits: _digits, ...withoutDigits } = params
    expect(isValidTwilioSignature(token, url, withoutDigits, signature)).toBe(false)
    expect(isValidTwilioSignature(token, `${url}&baz=3`, params, signature)).toBe(false)
    expect(isValidTwilioSignature(token, url.replace('https:', 'http:'), params, signature)).toBe(
      false,
    )
  })
})
