/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precache,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import * as v from 'valibot'
import { pushMessageSchema } from '../contract/push'
import { showAppBadge } from './app-badge'
import { LANDING_FILES, LOGIN_FILES, landingLanguageFor, languageCookie } from './landing-page'
import { WORKER_MESSAGE, type WorkerMessage } from './messages'
import { clickTargetOf, openOrFocus } from './notification-click'
import { notificationFromPush } from './push-notification'
import { fetchVapidPublicKey, resubscribe } from './subscription-change'
import { workerLanguage, type CookieReader } from './worker-language'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  /** The Cookie Store API, where the browser has it (the page's `lang` cookie). */
  cookieStore?: CookieReader
}

const DAY_SECONDS = 24 * 60 * 60

// The shell: the landing page in both languages, the entry chunk, every language's catalogues,
// styles and icons (vite.config.ts globPatterns, scripts/shell-precache.ts).
precache(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The landing page is served prerendered, '/' in this device's language as the server would
// pick it and '/es' in Spanish; registered before the precache's own route, which
// would answer '/' with index.html. Every other page of the app is the empty shell. The API
// and the server's own dev pages (/dev/phone) are never answered from here.
const landingPages = {
  en: createHandlerBoundToURL(LANDING_FILES.en),
  es: createHandlerBoundToURL(LANDING_FILES.es),
}
registerRoute(
  new NavigationRoute(
    async (options) => {
      const language = landingLanguageFor(await languageCookie(self), self.navigator.languages)
      return landingPages[language](options)
    },
    { allowlist: [/^\/$/] },
  ),
)
registerRoute(new NavigationRoute(landingPages.es, { allowlist: [/^\/es$/] }))
// The login page is prerendered too, one address in the device's language.
const loginPages = {
  en: createHandlerBoundToURL(LOGIN_FILES.en),
  es: createHandlerBoundToURL(LOGIN_FILES.es),
}
registerRoute(
  new NavigationRoute(
    async (options) => {
      const language = landingLanguageFor(await languageCookie(self), self.navigator.languages)
      return loginPages[language](options)
    },
    { allowlist: [/^\/login$/] },
  ),
)
addRoute()
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('shell.html'), {
    denylist: [/^\/api\//, /^\/dev\//, /^\/$/, /^\/es$/, /^\/login$/],
  }),
)

// Route chunks are content-hashed: cache them when first used, keep them until replaced.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'route-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY_SECONDS })],
  }),
)

registerRoute(
  ({ request, sameOrigin }) =>
    sameOrigin && (request.destination === 'image' || request.destination === 'font'),
  new CacheFirst({
    cacheName: 'media',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
)

// Take control of the first page view at once; later versions wait for the Reload prompt.
clientsClaim()
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

/* Push ------------------------------------------------------------------------------ */

const productName = import.meta.env.VITE_PRODUCT_NAME?.trim() || 'Hirelane'
const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL?.trim() ?? '').replace(/\/+$/, '')

/** Every open window of the app, controlled by this worker or not yet. */
async function tellPages(message: WorkerMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage(message)
}

const readJson = (data: PushMessageData | null): unknown => {
  try {
    return data?.json()
  } catch {
    return undefined
  }
}

// An agency moved an application: show it (every push must show a notification), put the
// server's unseen count on the icon, and tell open pages to refresh what they show.
self.addEventListener('push', (event) => {
  const payload = readJson(event.data)
  const show = async () => {
    // Only a push that is not the contract's message needs the device's language: the
    // contract's carries its own words, shown at once without waiting on the cookie store.
    const language = v.is(pushMessageSchema, payload)
      ? 'en'
      : await workerLanguage(self.cookieStore)
    const shown = notificationFromPush(payload, self.location.origin, productName, language)
    await Promise.all([
      self.registration.showNotification(shown.title, shown.options),
      shown.appBadge === undefined ? undefined : showAppBadge(shown.appBadge, self.navigator),
      shown.jobId === undefined
        ? undefined
        : tellPages({
            type: WORKER_MESSAGE.applicationStatusChanged,
            jobId: shown.jobId,
            ...(shown.appBadge !== undefined && { unseenCount: shown.appBadge }),
          }),
    ])
  }
  event.waitUntil(show())
})

// A click opens the submission, in a window of the app already open if there is one. The
// detail screen marks the change seen, which updates the badge.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(
    openOrFocus(self.clients, clickTargetOf(event.notification.data, self.location.origin)),
  )
})

// The browser replaced the subscription: subscribe again here, where no token is needed, and let
// a signed-in page send it to the server (the token lives in the page's local storage). With no
// page open, the next start of the app sends it: it sends this device's subscription every time.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    resubscribe(self.registration.pushManager, event.oldSubscription, event.newSubscription, () =>
      fetchVapidPublicKey(apiBaseUrl),
    ).then(() =>
      tellPages({
        type: WORKER_MESSAGE.pushSubscriptionChanged,
        ...(event.oldSubscription && { oldEndpoint: event.oldSubscription.endpoint }),
      }),
    ),
  )
})
