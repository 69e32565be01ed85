import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the prerender runs and while React hydrates its HTML, true from then on. Lets a
 * part of the page appear only in the browser without a hydration mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
