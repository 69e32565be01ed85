import { useEffect, useEffectEvent } from 'react'
import type { EngagementStatus } from '@contract/interview'

/** How often the analysing screen asks whether the engagement is complete. */
export const COMPLETION_POLL_MS = 1500

/**
 * Asks for the engagement's status every COMPLETION_POLL_MS (one request at a time) until it
 * is 'completed' or 'abandoned'. A failed request is simply asked again on the next round.
 */
export const useCompletionPoll = (
  engagementId: string,
  fetchStatus: (engagementId: string) => Promise<EngagementStatus>,
  { onCompleted, onAbandoned }: { onCompleted: () => void; onAbandoned: () => void },
): void => {
  const completed = useEffectEvent(onCompleted)
  const abandoned = useEffectEvent(onAbandoned)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const next = () => {
      timer = setTimeout(async () => {
        const status = await fetchStatus(engagementId).catch(() => null)
        if (stopped) return
        if (status === 'completed') completed()
        else if (status === 'abandoned') abandoned()
        else next()
      }, COMPLETION_POLL_MS)
    }
    next()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [engagementId, fetchStatus])
}
