/**
 * Only the shell is precached; route chunks are cached on use by the service worker. The
 * chunks this first page view loaded before the worker took control are handed to it here,
 * so an offline reload of the same screen still finds them (workbox CACHE_URLS message).
 */
export function cacheLoadedAssets(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return
  const send = () => {
    const worker = registration.active
    if (!worker) return
    const urlsToCache = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter(
        (url) =>
          new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'),
      )
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
  }
  if (registration.active) send()
  else navigator.serviceWorker.ready.then(send, () => undefined)
}
