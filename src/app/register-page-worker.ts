import { cacheLoadedAssets } from './cache-loaded-assets'

/**
 * Registers the app's service worker (vite-plugin-pwa's /sw.js) from a prerendered page (call it
 * once the page has loaded): the same worker the app registers, so registering again is a no-op. The scripts
 * the page loaded before the worker took control are handed to it, for an offline visit.
 */
export function registerPageWorker(): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => cacheLoadedAssets(registration))
    .catch(() => {
      // No worker (a private window, an old browser): the page works, only not offline.
    })
}
