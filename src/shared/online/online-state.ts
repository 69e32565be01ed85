import { useSyncExternalStore } from 'react'

/** A readable, subscribable "is the browser online" source. */
export interface OnlineSource {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => boolean
}

/**
 * The one online-state source of the app (docs/adr/0062): the browser's own flag, with the
 * window's online and offline events as the change signal. The banner, the query client and
 * the interview reconnect flow all read it, so they never disagree.
 */
export const onlineState: OnlineSource = {
  subscribe: (listener) => {
    window.addEventListener('online', listener)
    window.addEventListener('offline', listener)
    return () => {
      window.removeEventListener('online', listener)
      window.removeEventListener('offline', listener)
    }
  },
  // A browser without the flag is assumed online: the requests themselves will tell.
  getSnapshot: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
}

/** The prerender has no network to ask; the page starts as online. */
const serverSnapshot = () => true

/** Whether the browser is online, re-rendering on every change. */
export const useOnline = (source: OnlineSource = onlineState): boolean =>
  useSyncExternalStore(source.subscribe, source.getSnapshot, serverSnapshot)
