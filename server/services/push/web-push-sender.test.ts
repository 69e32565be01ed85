import { EventEmitter } from 'node:events'
import https, { type RequestOptions } from 'node:https'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PushMessage } from '../../../contract/push'
import { generateVapidKeys } from '../../keys'
import { createWebPushSender, type PushDevice } from './web-push-sender'

/**
 * Where the sender makes web-push connect. https.request is watched (web-push reaches it through
 * require('https'), the same module object): what matters is the host and port it is given,
 * not the push service's answer, so every request fails at once as a dead network would.
 */

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}
const message = { web_push: 8030 } as unknown as PushMessage
const transport = { TTL: 60, urgency: 'normal', topic: 'abc' } as const

function watchRequests() {
  const seen: RequestOptions[] = []
  vi.spyOn(https, 'request').mockImplementation(((options: RequestOptions) => {
    seen.push(options)
    const request = Object.assign(new EventEmitter(), {
      write: () => true,
      end: () => queueMicrotask(() => request.emit('error', new Error('no network here'))),
      destroy: () => {},
    })
    return request
  }) as unknown as typeof https.request)
  return seen
}

afterEach(() => {
  vi.restoreAllMocks()
})

const sender = () =>
  createWebPushSender({
    vapid: generateVapidKeys(),
    subject: 'mailto:support@hirelane.example',
    extraEndpointHosts: ['127.0.0.1:8443'],
  })

const device = (endpoint: string): PushDevice => ({ endpoint, ...KEYS })

describe('the web-push sender', () => {
  it('connects to exactly the host the allow-list checked', async () => {
    const seen = watchRequests()
    const send = sender()
    for (const [endpoint, hostname, port, path] of [
      ['https://fcm.googleapis.com/fcm/send/abc', 'fcm.googleapis.com', null, '/fcm/send/abc'],
      ['https://127.0.0.1:8443/push/d%201?x=1', '127.0.0.1', '8443', '/push/d%201?x=1'],
    ] as const) {
      seen.length = 0
      await expect(send(device(endpoint), message, transport)).rejects.toThrow(
        'The push service did not take the message: no network here',
      )
      expect(seen).toHaveLength(1)
      expect(seen[0]).toMatchObject({ hostname, port, path, method: 'POST' })
    }
  })

  it('sends nothing to an endpoint the check would refuse today, and says so', async () => {
    const seen = watchRequests()
    const send = sender()
    for (const endpoint of [
      // Stored before these spellings were refused: url.parse finds no host, https.request
      // would go to localhost:443.
      'https:fcm.googleapis.com/fcm/send/x',
      'https:/127.0.0.1:8443/push/x',
      'https:///fcm.googleapis.com/fcm/send/x',
      'https:\\\\fcm.googleapis.com/fcm/send/x',
      'HTTPS://fcm.googleapis.com/fcm/send/x',
      'https://fcm%2Egoogleapis.com/fcm/send/x',
      'https://a;b.push.apple.com/x',
      // A host no longer in PUSH_EXTRA_ENDPOINT_HOSTS, or never allowed.
      'https://127.0.0.1:9443/push/x',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect(await send(device(endpoint), message, transport), endpoint).toBe('not-allowed')
    }
    expect(seen).toEqual([])
  })
})
