import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { isApiPath } from './error-handler'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** Hashed build output never changes under its name; everything else is revalidated every time. */
const cacheControlFor = (path: string) => (path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)

/**
 * The built PWA (vite's dist/): files as they are, and index.html for every other GET so the
 * client router handles deep links (SPA fallback). A missing /assets/ file stays a 404: an
 * HTML page answered for a script would be cached as that script.
 */
export function staticFiles(staticDir: string): MiddlewareHandler<AppEnv> {
  const indexFile = join(staticDir, 'index.html')
  // Built on first use: the directory may only appear after the server started (npm run build).
  let handlers:
    { serveFile: MiddlewareHandler<AppEnv>; serveIndex: MiddlewareHandler<AppEnv> } | undefined
  const getHandlers = () =>
    (handlers ??= {
      serveFile: serveStatic<AppEnv>({ root: staticDir }),
      serveIndex: serveStatic<AppEnv>({ root: staticDir, path: 'index.html' }),
    })
  const noNext = async () => {}
  const withCacheControl = (response: Response, value: string) => {
    response.headers.set('Cache-Control', value)
    return response
  }

  return async (c: Context<AppEnv>, next) => {
    if (isApiPath(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    if (!existsSync(indexFile)) {
      return c.text(
        'The web app has not been built yet. Run `npm run build` (or `npm start`), then reload this page.',
        503,
      )
    }
    const { serveFile, serveIndex } = getHandlers()
    const file = await serveFile(c, noNext)
    if (file) return withCacheControl(file, cacheControlFor(c.req.path))
    if (c.req.path.startsWith('/assets/')) return next()
    const index = await serveIndex(c, noNext)
    return index ? withCacheControl(index, REVALIDATE) : next()
  }
}
