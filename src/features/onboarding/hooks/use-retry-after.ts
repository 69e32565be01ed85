import { useEffect, useRef } from 'react'

/** The wait when the server named none. */
const DEFAULT_RETRY_AFTER_SECONDS = 5
/** Never a busy loop, whatever the server says. */
const MIN_RETRY_AFTER_SECONDS = 1
/** Never so long that a free recruiter sits idle while the candidate waits. */
const MAX_RETRY_AFTER_SECONDS = 30

/** The server's `retryAfterSeconds`, kept within 1 to 30 seconds (5 when it gave none). */
export const retryDelaySeconds = (asked: number | undefined): number =>
  asked === undefined || !Number.isFinite(asked)
    ? DEFAULT_RETRY_AFTER_SECONDS
    : Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(MIN_RETRY_AFTER_SECONDS, asked))

/**
 * Calls `retry` once, `seconds` after each new `attempt` (the caller counts the refusals, so
 * the same wait asked twice still restarts the timer). Unmounting cancels the pending call:
 * leaving the screen stops the retries.
 */
export function useRetryAfter(seconds: number, attempt: number, retry: () => void): void {
  // The latest callback, without restarting the timer when the caller re-renders.
  const latest = useRef(retry)
  useEffect(() => {
    latest.current = retry
  })
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), seconds * 1000)
    return () => clearTimeout(timer)
  }, [seconds, attempt])
}
