import { describe, expect, it } from 'vitest'
import { pushSupportOf, type PushEnvironment } from './push-support'

const full: PushEnvironment = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  ios: false,
  standalone: false,
}

describe('pushSupportOf', () => {
  it('is supported with a service worker, the Push API and notifications', () => {
    expect(pushSupportOf(full)).toBe('supported')
    expect(pushSupportOf({ ...full, ios: true, standalone: true })).toBe('supported')
  })

  it('asks an iPhone in a browser tab to add the app to the Home Screen first', () => {
    expect(pushSupportOf({ ...full, hasPushManager: false, ios: true })).toBe('needs-install')
  })

  it('is unsupported when anything is missing elsewhere', () => {
    expect(pushSupportOf({ ...full, hasPushManager: false })).toBe('unsupported')
    expect(pushSupportOf({ ...full, hasNotification: false })).toBe('unsupported')
    expect(pushSupportOf({ ...full, hasServiceWorker: false, ios: true, standalone: true })).toBe(
      'unsupported',
    )
  })
})
