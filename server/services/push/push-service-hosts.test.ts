import { describe, expect, it } from 'vitest'
import { pushHostOf } from '../../config'
import {
  allowedPushEndpoint,
  isAllowedPushEndpoint,
  legacyConnectHostOf,
  unambiguousPushEndpoint,
} from './push-service-hosts'

describe('push endpoints a subscription may name', () => {
  it('takes the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://push.services.mozilla.com/wpush/v1/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH8',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
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
    // The same address spelt otherwise: refused (below).
    expect(isAllowedPushEndpoint('https://PUSH.internal.example:443/p', extra)).toBe(false)
    expect(isAllowedPushEndpoint('http://127.0.0.1:8443/push/1', extra)).toBe(false)
  })

  it('takes an endpoint only as the URL standard writes it back, and stores that text', () => {
    const extra = ['127.0.0.1:8443']
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1:8443/push/a%20b',
      'https://web.push.apple.com/QGuQ?x=1#y',
    ]) {
      expect(allowedPushEndpoint(endpoint, extra)?.href, endpoint).toBe(endpoint)
    }
    const spellings = (host: string) => [
      // No host at all for url.parse, which web-push sends with: it connects to localhost.
      `https:${host}/fcm/send/x`,
      `https:/${host}/fcm/send/x`,
      `https:///${host}/fcm/send/x`,
      `https:////${host}/fcm/send/x`,
      `ht\tps://${host}/x`,
      `https:\r//${host}/x`,
      // Read alike, but not as the browser writes it.
      `https:\\\\${host}/fcm/send/x`,
      `https:/\\${host}/fcm/send/x`,
      `https://${host}\\fcm/send/x`,
      `https://${host}\\@evil.example/x`,
      `HTTPS://${host}/x`,
      `hTtPs://${host}/x`,
      `https://${host.slice(0, 2)}\t${host.slice(2)}/x`,
      `https://${host.slice(0, 2)}\n${host.slice(2)}/x`,
      ` https://${host}/x`,
      `https://${host}/x `,
      `\thttps://${host}/x`,
      `https://${host}/x\n`,
      `https://${host}/a/../x`,
      // An escape in the host: the legacy parser stops at '%' ('fcm', '127' here).
      `https://${host.replace('.', '%2E')}/x`,
      `https://${host}%2F/x`,
      `https://${[...host].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}/x`,
      // A user name or password, however spelt.
      `https://u@${host}/x`,
      `https://u:p@${host}/x`,
      `https://:p@${host}/x`,
      `https://${host}%2F@${host}/x`,
    ]
    for (const endpoint of [
      ...spellings('fcm.googleapis.com'),
      ...spellings('127.0.0.1:8443'),
      'https://FCM.googleapis.com/x',
      'https://fcm.googleapis.com:443/x',
      'https://fcm.googleapis.com:/x',
      'https://127.0.0.1:08443/x',
      'https://127.1:8443/x',
      'https://0x7f.0.0.1:8443/x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, extra), JSON.stringify(endpoint)).toBe(false)
    }
  })

  it('refuses a host the two parsers cut differently, even written as the standard writes it', () => {
    // The URL standard keeps ';', quotes, braces and backquotes in a host; url.parse ends the
    // host there, so web-push would connect to 'a' (or to nothing).
    for (const endpoint of [
      'https://a;b.push.apple.com/x',
      "https://a'b.notify.windows.com/x",
      'https://a{b.push.services.mozilla.com/x',
      'https://a`b.push.apple.com/x',
      'https://a"b.push.apple.com/x',
      'https://a}b.notify.windows.com/x',
      'https://fcm.googleapis.com;/x',
    ]) {
      expect(new URL(endpoint).href, 'the standard writes it so').toBe(endpoint)
      expect(legacyConnectHostOf(endpoint)).not.toBe(new URL(endpoint).host)
      expect(unambiguousPushEndpoint(endpoint), endpoint).toBeUndefined()
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false)
    }
  })

  it('names the host web-push connects to as URL.host writes it', () => {
    expect(legacyConnectHostOf('https://fcm.googleapis.com/x')).toBe('fcm.googleapis.com')
    expect(legacyConnectHostOf('https://127.0.0.1:8443/x')).toBe('127.0.0.1:8443')
    expect(legacyConnectHostOf('https://[::1]:8443/x')).toBe('[::1]:8443')
    expect(unambiguousPushEndpoint('https://[::1]:8443/x')?.host).toBe('[::1]:8443')
    for (const endpoint of [
      'https:fcm.googleapis.com/x',
      'https:///fcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'https://u@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(legacyConnectHostOf(endpoint), endpoint).toBeUndefined()
    }
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
