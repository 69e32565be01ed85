import { endSession } from '@/shared/session/session'

type UnauthorizedHandler = () => void

let handler: UnauthorizedHandler | undefined
let inFlight: Promise<void> | undefined

/** The app registers what follows a 401 (clear the query client, go to /login); shared/ cannot import it. */
export const setUnauthorizedHandler = (next: UnauthorizedHandler | undefined): void => {
  handler = next
}

/**
 * docs/product.md#calls-and-errors: a 401 anywhere ends the session and sends the candidate to
 * /login. Parallel 401s (several queries at once) share one run.
 */
export const handleUnauthorized = (): Promise<void> => {
  inFlight ??= (async () => {
    try {
      // endSession clears storage synchronously; navigate without waiting for the IndexedDB wipe.
      const ending = endSession()
      handler?.()
      await ending
    } finally {
      inFlight = undefined
    }
  })()
  return inFlight
}
