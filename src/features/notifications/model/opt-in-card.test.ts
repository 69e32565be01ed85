import { describe, expect, it } from 'vitest'
import { optInCardOf, type OptInInputs } from './opt-in-card'

const fresh: OptInInputs = {
  support: 'supported',
  permission: 'default',
  subscribed: false,
  choice: {},
}

describe('optInCardOf (the dashboard card)', () => {
  it('offers notifications to a candidate never asked', () => {
    expect(optInCardOf(fresh)).toBe('offer')
  })

  it('offers them too when permission is granted but this device is not subscribed', () => {
    expect(optInCardOf({ ...fresh, permission: 'granted' })).toBe('offer')
  })

  it('shows nothing once this device is subscribed', () => {
    expect(optInCardOf({ ...fresh, permission: 'granted', subscribed: true })).toBe('hidden')
  })

  it('shows nothing while the subscription is still being read (no flash of the offer)', () => {
    expect(optInCardOf({ ...fresh, subscribed: undefined })).toBe('hidden')
  })

  it('after a refusal says how to turn them on later, and never asks again by itself', () => {
    expect(optInCardOf({ ...fresh, choice: { refusedAt: 1 } })).toBe('turned-off')
  })

  it('when the browser blocks them says how to allow them, refused here or not', () => {
    expect(optInCardOf({ ...fresh, permission: 'denied' })).toBe('blocked')
    expect(optInCardOf({ ...fresh, permission: 'denied', choice: { refusedAt: 1 } })).toBe(
      'blocked',
    )
  })

  it('shows nothing once that message is closed', () => {
    expect(optInCardOf({ ...fresh, choice: { refusedAt: 1, helpClosed: true } })).toBe('hidden')
    expect(
      optInCardOf({ ...fresh, permission: 'denied', choice: { refusedAt: 1, helpClosed: true } }),
    ).toBe('hidden')
  })

  it('shows nothing where push cannot work (the install card speaks to iPhones)', () => {
    expect(optInCardOf({ ...fresh, support: 'unsupported' })).toBe('hidden')
    expect(optInCardOf({ ...fresh, support: 'needs-install' })).toBe('hidden')
  })
})
