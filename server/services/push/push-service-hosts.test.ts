import { describe, expect, it } from 'vitest'
import { pushHostOf } from '../../config'
import { isAllowedPushEndpoint } from './push-service-hosts'

describe('push endpoints a subscription may name', () => {
  it('takes the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://push.services.mozilla.com/wpush/v1/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH8',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://FCM.googleapis.com:443/fcm/send/x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true)
    }
  })

  it('refuses every other address, other ports and look-alike hosts', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false)
    }
  })

  it('adds the configured hosts, port included', () => {
    const extra = ['127.0.0.1:8443', 'push.internal.example'].map((host) => pushHostOf(host) ?? '')
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/1', extra)).toBe(true)
    expect(isAllowedPushEndpoint('https://127.0.0.1:9443/push/1', extra)).toBe(false)
    expect(isAllowedPushEndpoint('https://127.0.0.1/push/1', extra)).toBe(false)
    expect(isAllowedPushEndpoint('https://push.internal.example/p', extra)).toBe(true)
    expect(isAllowedPushEndpoint('https://PUSH.internal.example:443/p', extra)).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:8443/push/1', extra)).toBe(false)
  })

  it('reads PUSH_EXTRA_ENDPOINT_HOSTS entries as URL.host writes them', () => {
    expect(pushHostOf('127.0.0.1:8443')).toBe('127.0.0.1:8443')
    expect(pushHostOf('Push.Example.com:443')).toBe('push.example.com')
    expect(pushHostOf('[::1]:8443')).toBe('[::1]:8443')
    for (const bad of ['https://push.example.com', 'push.example.com/path', 'a b', 'host:99999']) {
      expect(pushHostOf(bad), bad).toBeUndefined()
    }
  })
})
