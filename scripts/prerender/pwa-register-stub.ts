/**
 * The prerender runs in Node, where no service worker registers. The update prompt renders
 * nothing until the browser reports a waiting worker, which is what this stand-in reports.
 */
export function useRegisterSW() {
  const noop = () => undefined
  return {
    needRefresh: [false, noop] as const,
    offlineReady: [false, noop] as const,
    updateServiceWorker: async () => undefined,
  }
}
