/**
 * When the saved query cache has been read back from IndexedDB. Screens behind the sign-in wait
 * for it, so an offline visit finds its saved data instead of declaring it missing. Until the
 * app starts persistence (and in the prerender and tests) there is nothing to wait for.
 */
let restored: Promise<void> = Promise.resolve()

export const setCacheRestore = (restoring: Promise<void>): void => {
  restored = restoring
}

export const whenCacheRestored = (): Promise<void> => restored
