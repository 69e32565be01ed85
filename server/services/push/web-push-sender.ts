import type { Agent } from 'node:https'
import webPush from 'web-push'
import type { PushMessage } from '../../../contract/push'
import type { VapidKeys } from '../../keys'
import { allowedPushEndpoint, legacyConnectHostOf } from './push-service-hosts'
import type { PushTransport } from './status-notification'

/** What a push service made of one message to one device. */
export type PushOutcome =
  /** Accepted (201): the service delivers it, now or when the device is back. */
  | 'delivered'
  /** 404 or 410: the subscription has ended for good (unsubscribed, app removed, expired). */
  | 'gone'
  /** Another 4xx: this message will never be taken (too big, bad request, wrong key). */
  | 'refused'
  /**
   * Not sent: the stored endpoint is not one the server may send to today (a spelling two URL
   * parsers read as different hosts, kept from before they were refused, or a host since taken
   * off PUSH_EXTRA_ENDPOINT_HOSTS). It never will be, so the subscription is dropped.
   */
  | 'not-allowed'

/** 429, 5xx or no answer: the service may take it later, so the job is retried with backoff. */
class PushServiceUnavailable extends Error {
  override name = 'PushServiceUnavailable'

  constructor(
    message: string,
    readonly statusCode: number | undefined,
  ) {
    super(message)
  }
}

export interface PushDevice {
  endpoint: string
  p256dh: string
  auth: string
}

export type SendPush = (
  device: PushDevice,
  message: PushMessage,
  transport: PushTransport,
) => Promise<PushOutcome>

interface WebPushSenderOptions {
  vapid: VapidKeys
  /** The VAPID subject (RFC 8292): how a push service's operator reaches ours. mailto: or https:. */
  subject: string
  /**
   * The TLS agent to send with. Node's global agent when left out: its trust store, which
   * NODE_EXTRA_CA_CERTS extends. Tests give one trusting their stand-in push service.
   */
  agent?: Agent
  /** A socket silent this long is given up (then retried): one stuck service must not hold the job. */
  timeoutMs?: number
  /**
   * PUSH_EXTRA_ENDPOINT_HOSTS, as URL.host writes them: each endpoint is checked again right
   * before it is sent, as Subscribe checked it.
   */
  extraEndpointHosts: readonly string[]
}

const DEFAULT_TIMEOUT_MS = 10_000

/** How a web-push rejection reads: WebPushError carries the push service's status. */
function statusOf(error: unknown): number | undefined {
  return error instanceof webPush.WebPushError ? error.statusCode : undefined
}

/**
 * Sends with the `web-push` library: the message encrypted for the device (aes128gcm, RFC 8291),
 * signed with our VAPID key (RFC 8292), with the RFC 8030 TTL, Urgency and Topic headers.
 */
export function createWebPushSender(options: WebPushSenderOptions): SendPush {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  }
  return async (device, message, transport) => {
    // web-push finds the host to connect to with url.parse, not with the URL standard the
    // allow-list reads: send only when both name the very host the allow-list passed.
    const checked = allowedPushEndpoint(device.endpoint, options.extraEndpointHosts)
    if (!checked || legacyConnectHostOf(checked.href) !== checked.host) return 'not-allowed'
    try {
      await webPush.sendNotification(
        { endpoint: checked.href, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails,
          contentEncoding: 'aes128gcm',
          TTL: transport.TTL,
          urgency: transport.urgency,
          topic: transport.topic,
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      )
      return 'delivered'
    } catch (error) {
      const status = statusOf(error)
      if (status === 404 || status === 410) return 'gone'
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) return 'refused'
      const reason = status === undefined ? (error as Error).message : `HTTP ${status}`
      throw new PushServiceUnavailable(
        `The push service did not take the message: ${reason}`,
        status,
      )
    }
  }
}
