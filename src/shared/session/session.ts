import { analytics } from '@/shared/analytics/analytics'
import { clearAllStorage, removeStorage, writeStorage } from '@/shared/storage/local-storage'

type SessionEndedListener = () => void
type SessionEndingTask = () => Promise<void>

const listeners = new Set<SessionEndedListener>()
const endingTasks = new Set<SessionEndingTask>()

/**
 * A logout waits at most this long for the work that needs the still-valid token: a slow or
 * offline network must not keep anyone signed in.
 */
const SESSION_ENDING_TIMEOUT_MS = 3_000

export { isSignedIn } from './signed-in'

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
 * Subscribes work to do before a logout revokes the access token (this device's push
 * subscription is removed on the server with it); returns the unsubscribe function. A 401 or an
 * account deletion skips these: the token is already gone, and the server cleans up itself.
 */
export const onSessionEnding = (task: SessionEndingTask): (() => void) => {
  endingTasks.add(task)
  return () => endingTasks.delete(task)
}

/**
 * Runs the tasks of onSessionEnding side by side, together bounded by
 * SESSION_ENDING_TIMEOUT_MS; a failing or slow task is given up on, never an error.
 */
export const runSessionEndingTasks = async (
  timeoutMs: number = SESSION_ENDING_TIMEOUT_MS,
): Promise<void> => {
  if (endingTasks.size === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  const tasks = [...endingTasks].map((task) =>
    Promise.resolve()
      .then(task)
      .catch(() => {}),
  )
  await Promise.race([Promise.all(tasks), timeout])
  clearTimeout(timer)
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
