import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  base64UrlOf,
  madeWithKey,
  PUSH_SERVICE_TIMEOUT_MS,
  subscribeBrowser,
} from './browser-subscription'
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

describe('subscribeBrowser', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A registration whose push service answers `subscribe` with `answer`. */
  const registrationAnswering = (answer: Promise<PushSubscription>) =>
    ({
      pushManager: {
        getSubscription: () => Promise.resolve(null),
        subscribe: vi.fn(() => answer),
      },
    }) as unknown as ServiceWorkerRegistration

  it('hands over the subscription the browser makes with the server’s key', async () => {
    const made = subscriptionWith(keyBytes(7).buffer)
    const registration = registrationAnswering(Promise.resolve(made))
    await expect(subscribeBrowser(registration, SERVER_KEY)).resolves.toBe(made)
    expect(registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: SERVER_KEY,
    })
  })

  it('gives up on a push service that never answers, so the candidate can try again', async () => {
    vi.useFakeTimers()
    const registration = registrationAnswering(new Promise<PushSubscription>(() => {}))
    const subscribing = subscribeBrowser(registration, SERVER_KEY)
    const outcome = subscribing.then(
      () => 'subscribed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    await vi.advanceTimersByTimeAsync(PUSH_SERVICE_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatch(/push service did not answer/)
  })
})
