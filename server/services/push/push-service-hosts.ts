import { parse as legacyParse } from 'node:url'

/**
 * Where a subscription may make the server send. A subscription's endpoint is a URL
 * the browser's push service chose, but the server cannot tell it from one a caller made up:
 * without this list, Subscribe would let anyone make the server POST to any address (an
 * internal service, a metadata endpoint). Only the push services browsers use are allowed, on
 * https' own port, plus the hosts an operator adds (PUSH_EXTRA_ENDPOINT_HOSTS).
 *
 * The check reads the endpoint with the URL standard's parser (`new URL`), but the web-push
 * library sends with Node's legacy `url.parse`, and the two disagree on some texts: for
 * 'https:fcm.googleapis.com/x' the first sees fcm.googleapis.com and the second no host at all,
 * so the push went to localhost. An endpoint is therefore taken only when it is written exactly
 * as the standard writes it back and both parsers find the same host in it.
 */

/** Hosts allowed exactly. */
const KNOWN_HOSTS = new Set([
  // Chrome, Edge, Opera, Samsung Internet, Brave (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  // Firefox (autopush): updates.push.services.mozilla.com today; the bare name is older.
  'push.services.mozilla.com',
  // Safari on macOS and iOS / iPadOS home screen apps.
  'web.push.apple.com',
])

/** Every host under these (Apple asks allow-lists to take *.push.apple.com; WNS uses many). */
const KNOWN_DOMAINS = ['push.services.mozilla.com', 'push.apple.com', 'notify.windows.com']

/**
 * A DNS name of letters, digits and hyphens. The URL standard lets a host hold characters such
 * as ';' or '{', where the legacy parser ends the host: 'a;b.push.apple.com' ends with a known
 * domain for one and is the host 'a' for the other.
 */
const DNS_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

function isKnownHost(hostname: string): boolean {
  if (!DNS_NAME.test(hostname)) return false
  return (
    KNOWN_HOSTS.has(hostname) || KNOWN_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`))
  )
}

/**
 * host[:port] as web-push connects to it: web-push-lib.js gives `url.parse(endpoint)`'s hostname
 * and port to https.request. undefined when that is not an https URL with a host and no user.
 */
export function legacyConnectHostOf(endpoint: string): string | undefined {
  try {
    const parsed = legacyParse(endpoint)
    if (parsed.protocol !== 'https:' || parsed.auth || !parsed.hostname) return undefined
    // url.parse drops an IPv6 address's brackets; URL.host keeps them.
    const hostname = parsed.hostname.includes(':') ? `[${parsed.hostname}]` : parsed.hostname
    return parsed.port ? `${hostname}:${parsed.port}` : hostname
  } catch {
    return undefined
  }
}

/**
 * The endpoint as one URL every parser here reads alike, or undefined: https, no user or
 * password, written exactly as `new URL(endpoint).href` (what PushSubscription.endpoint is), and
 * with the host web-push would connect to equal to the host the URL standard sees.
 */
export function unambiguousPushEndpoint(endpoint: string): URL | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return undefined
  }
  if (url.href !== endpoint) return undefined
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined
  if (legacyConnectHostOf(endpoint) !== url.host) return undefined
  return url
}

/**
 * The endpoint as a URL when the server may send to it: unambiguous (above), on a known push
 * service's host at the default port, or on one of `extraHosts` (URL.host form: 'host' or
 * 'host:port'). undefined otherwise.
 */
export function allowedPushEndpoint(
  endpoint: string,
  extraHosts: readonly string[],
): URL | undefined {
  const url = unambiguousPushEndpoint(endpoint)
  if (!url) return undefined
  if (extraHosts.includes(url.host)) return url
  return url.port === '' && isKnownHost(url.hostname) ? url : undefined
}

/** True when the server may send to the endpoint (allowedPushEndpoint). */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  return allowedPushEndpoint(endpoint, extraHosts) !== undefined
}

/** The endpoint's host, what logs may say of a subscription (the full URL is a capability). */
export function pushServiceHostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host
  } catch {
    return 'unknown'
  }
}
