import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { isApiPath } from './error-handler'
import { EMPTY_STYLE_HASH } from './inline-style-hashes'

/**
 * The Content-Security-Policy: same origin only, plus configured API/analytics origins for
 * connect-src and the blob store for img-src (profile images are read from it with signed URLs).
 * Inline styles by hash, never 'unsafe-inline' (./inline-style-hashes.ts): the empty <style>
 * elements styled-components fills through the CSSOM, and the built pages' <style> blocks.
 */
export function contentSecurityPolicy(
  extraConnectSrc: readonly string[],
  extraImgSrc: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", EMPTY_STYLE_HASH, ...styleHashes].join(' '),
    ["img-src 'self' data: blob:", ...extraImgSrc].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...extraConnectSrc].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Security headers on every response, API and static alike. API answers are never cached,
 * except a successful one whose handler chose its own Cache-Control (the public landing call).
 * `extraConnectSrcByPath` widens connect-src for single pages only, by exact path (the dev
 * phone's page opens the call's media stream, which may name another host than the page's).
 */
export function securityHeaders(
  extraConnectSrc: readonly string[],
  extraImgSrc: readonly string[] = [],
  extraConnectSrcByPath: Readonly<Record<string, readonly string[]>> = {},
  /** The built pages' inline style hashes, read once at start (builtPageStyleHashes). */
  pageStyleHashes: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const policies = (styleHashes: readonly string[]) => ({
    all: contentSecurityPolicy(extraConnectSrc, extraImgSrc, styleHashes),
    byPath: new Map(
      Object.entries(extraConnectSrcByPath).map(([path, sources]) => [
        path,
        contentSecurityPolicy(
          [...extraConnectSrc, ...sources.filter((source) => !extraConnectSrc.includes(source))],
          extraImgSrc,
          styleHashes,
        ),
      ]),
    ),
  })
  // API answers hold no styles; pages get the build's hashes. Both are made once.
  const apiPolicies = policies([])
  const pagePolicies = policies(pageStyleHashes)
  const headers: Record<string, string> = {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The interview needs the microphone; nothing needs the camera or location.
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may load our answers as an image, script or media (a no-cors read that
    // would put them in its process). The app's own pages, service worker, manifest, icons and
    // push are same-origin; uploads and images come from the blob store, which keeps its own.
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
    const api = isApiPath(c.req.path)
    const { all, byPath } = api ? apiPolicies : pagePolicies
    c.res.headers.set('Content-Security-Policy', byPath.get(c.req.path) ?? all)
    const handlerChoseCaching = c.res.ok && c.res.headers.has('Cache-Control')
    if (api && !handlerChoseCaching) c.res.headers.set('Cache-Control', 'no-store')
  }
}
