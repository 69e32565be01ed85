import { describe, expect, it } from 'vitest'
import { base64UrlOf, madeWithKey } from './browser-subscription'
import { base64Url, keyBytes, OTHER_KEY, SERVER_KEY } from '../testing/fake-push'

const subscriptionWith = (key: ArrayBuffer | null) =>
  ({ options: { applicationServerKey: key } }) as unknown as PushSubscription

describe('base64UrlOf', () => {
  it('writes bytes as base64url without padding, as the server writes its key', () => {
    expect(base64UrlOf(new Uint8Array([251, 255, 191]).buffer)).toBe('-_-_')
    expect(base64UrlOf(new Uint8Array([1]).buffer)).toBe('AQ')
    expect(base64UrlOf(keyBytes(7).buffer)).toBe(base64Url(keyBytes(7)))
  })
})

describe('madeWithKey', () => {
  it('is true for a subscription made with the server’s key, padded or not', () => {
    const subscription = subscriptionWith(keyBytes(7).buffer)
    expect(madeWithKey(subscription, SERVER_KEY)).toBe(true)
    expect(madeWithKey(subscription, `${SERVER_KEY}=`)).toBe(true)
  })

  it('is false after the operator rotated the key', () => {
    expect(madeWithKey(subscriptionWith(keyBytes(7).buffer), OTHER_KEY)).toBe(false)
  })

  it('takes a browser that does not say at its word', () => {
    expect(madeWithKey(subscriptionWith(null), OTHER_KEY)).toBe(true)
  })
})
