import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppLanguage } from '../../contract/app-language'
import type { AppEnv } from './app-env'
import { isApiPath } from './error-handler'
import { LANGUAGE_COOKIE, landingLanguageOf } from './landing-language'
import { routePreloadLinks } from './route-preloads'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
/** Unhashed images (public/images): a day fresh, then served while a new copy is fetched. */
const IMAGE = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * Hashed build output never changes under its name; images change rarely and a day-old one is
 * fine; everything else (HTML, the service worker, the manifest) is revalidated every time.
 */
const cacheControlFor = (path: string) => {
  if (path.startsWith('/assets/')) return IMMUTABLE
  if (path.startsWith('/images/')) return IMAGE
  return REVALIDATE
}

/** The prerendered landing page of each language (scripts/prerender/prerender-landing.ts). */
const LANDING_FILES: Record<AppLanguage, string> = { en: 'index.html', es: 'es.html' }
/** The prerendered login page of each language: one address, the visitor's language. */
const LOGIN_FILES: Record<AppLanguage, string> = { en: 'login.html', es: 'login-es.html' }

/**
 * '/' and '/login' answer in the visitor's language, so caches must keep one answer per cookie
 * and header.
 */
const LANDING_VARY = 'Cookie, Accept-Language'

/**
 * The built PWA (vite's dist/): files as they are; the prerendered landing page at '/' in the
 * language of the `lang` cookie, else of Accept-Language (index.html or es.html), and
 * always in Spanish at '/es'; the prerendered login page at '/login' by the same rule; the empty shell (shell.html, or index.html in a build without a prerender)
 * for every other GET so the client router handles deep links (SPA fallback), with the screen's
 * scripts announced in its `Link` header (./route-preloads.ts). A missing
 * /assets/ file stays a 404: an HTML page answered for a script would be cached as that script.
 */
export function staticFiles(staticDir: string): MiddlewareHandler<AppEnv> {
  const indexFile = join(staticDir, 'index.html')
  const shellFile = () => (existsSync(join(staticDir, 'shell.html')) ? 'shell.html' : 'index.html')
  // Built on first use: the directory may only appear after the server started (npm run build).
  let handlers:
    | {
        serveFile: MiddlewareHandler<AppEnv>
        serveIndex: MiddlewareHandler<AppEnv>
        serveLanding: Record<AppLanguage, MiddlewareHandler<AppEnv>>
        serveLogin: Record<AppLanguage, MiddlewareHandler<AppEnv>>
      }
    | undefined
  const getHandlers = () =>
    (handlers ??= {
      // The build writes .br and .gz beside each text file (scripts/compress-dist.ts).
      serveFile: serveStatic<AppEnv>({ root: staticDir, precompressed: true }),
      serveIndex: serveStatic<AppEnv>({ root: staticDir, path: shellFile(), precompressed: true }),
      serveLanding: {
        en: serveStatic<AppEnv>({ root: staticDir, path: LANDING_FILES.en, precompressed: true }),
        es: serveStatic<AppEnv>({ root: staticDir, path: LANDING_FILES.es, precompressed: true }),
      },
      serveLogin: {
        en: serveStatic<AppEnv>({ root: staticDir, path: LOGIN_FILES.en, precompressed: true }),
        es: serveStatic<AppEnv>({ root: staticDir, path: LOGIN_FILES.es, precompressed: true }),
      },
    })
  /** The landing page a request for '/' or '/es' gets; undefined for any other path. */
  const landingLanguageFor = (c: Context<AppEnv>): AppLanguage | undefined => {
    if (c.req.path === '/es')
      return existsSync(join(staticDir, LANDING_FILES.es)) ? 'es' : undefined
    if (c.req.path !== '/') return undefined
    const language = landingLanguageOf(
      getCookie(c, LANGUAGE_COOKIE),
      c.req.header('Accept-Language'),
    )
    // A build without the Spanish page (an older one) still has the English one.
    return existsSync(join(staticDir, LANDING_FILES[language])) ? language : 'en'
  }
  /** The login page a request for '/login' gets, in the visitor's language, if it was built. */
  const loginLanguageFor = (c: Context<AppEnv>): AppLanguage | undefined => {
    if (c.req.path !== '/login') return undefined
    const language = landingLanguageOf(
      getCookie(c, LANGUAGE_COOKIE),
      c.req.header('Accept-Language'),
    )
    if (existsSync(join(staticDir, LOGIN_FILES[language]))) return language
    return existsSync(join(staticDir, LOGIN_FILES.en)) ? 'en' : undefined
  }
  const preloadLinksFor = routePreloadLinks(staticDir)
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
    const { serveFile, serveIndex, serveLanding, serveLogin } = getHandlers()
    const landingLanguage = landingLanguageFor(c)
    if (landingLanguage) {
      const landing = await serveLanding[landingLanguage](c, noNext)
      if (landing) {
        if (c.req.path === '/') landing.headers.append('Vary', LANDING_VARY)
        return withCacheControl(landing, REVALIDATE)
      }
    }
    const loginLanguage = loginLanguageFor(c)
    if (loginLanguage) {
      const login = await serveLogin[loginLanguage](c, noNext)
      if (login) {
        login.headers.append('Vary', LANDING_VARY)
        return withCacheControl(login, REVALIDATE)
      }
    }
    const file = await serveFile(c, noNext)
    if (file) return withCacheControl(file, cacheControlFor(c.req.path))
    if (c.req.path.startsWith('/assets/')) return next()
    const index = await serveIndex(c, noNext)
    if (!index) return next()
    const preloads = preloadLinksFor(c.req.path)
    if (preloads) index.headers.set('Link', preloads)
    return withCacheControl(index, REVALIDATE)
  }
}
