import { describe, expect, it } from 'vitest'
import { installOfferOf, type InstallInputs } from './install-offer'

const NOW = Date.UTC(2026, 5, 1)
const DAY = 24 * 60 * 60 * 1000

const android: InstallInputs = {
  standalone: false,
  installed: false,
  dismissedAt: undefined,
  now: NOW,
  hasPromptEvent: true,
  ios: false,
}
const iphone: InstallInputs = { ...android, hasPromptEvent: false, ios: true }

describe('installOfferOf', () => {
  it('offers the browser’s prompt when one was kept', () => {
    expect(installOfferOf(android)).toBe('prompt')
  })

  it('guides an iPhone through Share -> Add to Home Screen', () => {
    expect(installOfferOf(iphone)).toBe('ios-guide')
  })

  it('offers nothing in a browser with neither a prompt nor a guide', () => {
    expect(installOfferOf({ ...android, hasPromptEvent: false })).toBe('none')
  })

  it('offers nothing when running installed or already installed', () => {
    expect(installOfferOf({ ...android, standalone: true })).toBe('none')
    expect(installOfferOf({ ...iphone, standalone: true })).toBe('none')
    expect(installOfferOf({ ...android, installed: true })).toBe('none')
  })

  it('offers nothing for 30 days after a dismissal, then offers again', () => {
    expect(installOfferOf({ ...android, dismissedAt: NOW - 2 * DAY })).toBe('none')
    expect(installOfferOf({ ...iphone, dismissedAt: NOW - 2 * DAY })).toBe('none')
    expect(installOfferOf({ ...android, dismissedAt: NOW - 31 * DAY })).toBe('prompt')
  })
})
