import { useEffect, useState } from 'react'

const TICK_MS = 1000

/** Whole seconds since `since` (ms), ticking every second; 0 before it is known. */
export const useElapsedSeconds = (since: number | null, now: () => number): number => {
  const [current, setCurrent] = useState(now)
  useEffect(() => {
    if (since === null) return
    const timer = setInterval(() => setCurrent(now()), TICK_MS)
    return () => clearInterval(timer)
  }, [since, now])
  return since === null ? 0 : Math.max(0, Math.floor((current - since) / 1000))
}
