import { analytics } from '@/shared/analytics/analytics'
import {
  clearAllStorage,
  readStorage,
  removeStorage,
  writeStorage,
} from '@/shared/storage/local-storage'

type SessionEndedListener = () => void

const listeners = new Set<SessionEndedListener>()

/** Signed in means an access token is stored (SPEC.md 4). */
export const isSignedIn = (): boolean => Boolean(readStorage('accessToken'))

/** After a validated code: keep the access token and candidate id, drop the login session. */
export const startSession = ({
  accessToken,
  candidateId,
  mobileNumber,
}: {
  accessToken: string
  candidateId: string
  mobileNumber: string
}): void => {
  writeStorage('accessToken', accessToken)
  writeStorage('candidateId', candidateId)
  writeStorage('mobileNumber', mobileNumber)
  removeStorage('sessionToken')
  analytics.identify(candidateId, mobileNumber)
}

/** Subscribes to the end of a session; returns the unsubscribe function. */
export const onSessionEnded = (listener: SessionEndedListener): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Logout, 401 and account deletion all end here: local storage is cleared, analytics is
 * reset, subscribers are told (the app clears its in-memory cache), and the persisted
 * query cache is wiped. The device id goes too: a signed-out browser keeps no identifier.
 */
export const endSession = async (): Promise<void> => {
  analytics.reset()
  clearAllStorage()
  for (const listener of [...listeners]) {
    try {
      listener()
    } catch {
      // One failing subscriber must not keep the others (or the wipe below) from running.
    }
  }
  try {
    // Loaded on demand: the IndexedDB code is not part of every page's first script.
    const { wipePersistedQueries } = await import('@/shared/query/idb-persister')
    await wipePersistedQueries()
  } catch {
    // IndexedDB unavailable or blocked: nothing persisted to wipe.
  }
}
