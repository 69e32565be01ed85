import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { isApiPath } from './error-handler'

/**
 * The Content-Security-Policy: same origin only, plus configured API/analytics origins for
 * connect-src and the blob store for img-src (profile images are read from it with signed URLs).
 */
export function contentSecurityPolicy(
  extraConnectSrc: readonly string[],
  extraImgSrc: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
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
): MiddlewareHandler<AppEnv> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(extraConnectSrc, extraImgSrc),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The interview needs the microphone; nothing needs the camera or location.
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  const policyByPath = new Map(
    Object.entries(extraConnectSrcByPath).map(([path, sources]) => [
      path,
      contentSecurityPolicy(
        [...extraConnectSrc, ...sources.filter((source) => !extraConnectSrc.includes(source))],
        extraImgSrc,
      ),
    ]),
  )
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
    const pagePolicy = policyByPath.get(c.req.path)
    if (pagePolicy) c.res.headers.set('Content-Security-Policy', pagePolicy)
    const handlerChoseCaching = c.res.ok && c.res.headers.has('Cache-Control')
    if (isApiPath(c.req.path) && !handlerChoseCaching)
      c.res.headers.set('Cache-Control', 'no-store')
  }
}
