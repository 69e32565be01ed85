/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

const DAY_SECONDS = 24 * 60 * 60

// The shell: index.html, the entry chunk, styles and icons (vite.config.ts globPatterns).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The landing page is served prerendered; every other page of the app is the empty shell.
// The API is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [/^\/$/] }))
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('shell.html'), { denylist: [/^\/api\//, /^\/$/] }),
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
