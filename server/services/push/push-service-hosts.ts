/**
 * Where a subscription may make the server send (issue 12). A subscription's endpoint is a URL
 * the browser's push service chose, but the server cannot tell it from one a caller made up:
 * without this list, Subscribe would let anyone make the server POST to any address (an
 * internal service, a metadata endpoint). Only the push services browsers use are allowed, on
 * https' own port, plus the hosts an operator adds (PUSH_EXTRA_ENDPOINT_HOSTS).
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

function isKnownHost(hostname: string): boolean {
  return (
    KNOWN_HOSTS.has(hostname) || KNOWN_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`))
  )
}

/**
 * True when the endpoint is https, on a known push service's host at the default port, or on
 * one of `extraHosts` (URL.host form: 'host' or 'host:port').
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
  if (extraHosts.includes(url.host)) return true
  return url.port === '' && isKnownHost(url.hostname)
}

/** The endpoint's host, what logs may say of a subscription (the full URL is a capability). */
export function pushServiceHostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host
  } catch {
    return 'unknown'
  }
}
