import type { Config } from '../config'

/**
 * The origin browsers reach this server at, and the absolute addresses built on it. Never from
 * a request's Host or X-Forwarded-* headers: anyone can send those, and an address built from
 * them would hand a candidate's call token to the host they name.
 */

/** Loopback and wildcard addresses are shown as localhost, the address a person would open. */
function displayHost(host: string): string {
  if (['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host)) return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}

/** The listener's own address as a browser opens it, e.g. http://localhost:8080 (no TLS here). */
export function listeningOrigin(host: string, port: number): string {
  return new URL(`http://${displayHost(host)}:${port}`).origin
}

/**
 * PUBLIC_URL when it is set; else the address the server is listening on, with the port it
 * really bound (a test or a second local server may ask for any free port).
 */
export function publicOriginOf(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'host'>,
  boundPort: number,
): string {
  return config.publicUrlSet ? config.publicUrl : listeningOrigin(config.host, boundPort)
}

/**
 * The web interview's signalling socket: the public origin's host, wss:// where that origin is
 * https and ws:// where it is http, with the call's own token in the query.
 */
export function callEndpointUri(publicOrigin: string, engagementId: string, token: string): string {
  const origin = new URL(publicOrigin)
  const scheme = origin.protocol === 'https:' ? 'wss' : 'ws'
  const endpoint = new URL(
    `/ws/interview/${encodeURIComponent(engagementId)}`,
    `${scheme}://${origin.host}`,
  )
  endpoint.searchParams.set('token', token)
  return endpoint.href
}
