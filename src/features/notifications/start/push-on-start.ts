import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import type { Badge } from '@contract/push'
import { showAppBadge } from '@sw/app-badge'
import { asWorkerMessage, WORKER_MESSAGE, type WorkerMessage } from '@sw/messages'
import { applicationKeys } from '@/entities/application/api/application-keys'
import { onSessionEnded } from '@/shared/session/session'
import { badgeQuery } from '../api/get-badge-count'
import { pushKeys } from '../api/push-keys'
import { resendSubscription } from '../model/push-device'

let running: { candidateId: string; stop: () => void } | undefined

const report = (error: unknown) => console.error('Push: the subscription could not be sent', error)

/** What the page does with the service worker's news. */
function onWorkerMessage(queryClient: QueryClient, candidateId: string, message: WorkerMessage) {
  if (message.type === WORKER_MESSAGE.applicationStatusChanged) {
    // The screens show the new status without a reload; the badge is asked again (the push's
    // count says how many, not which).
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all(candidateId) })
    void queryClient.invalidateQueries({ queryKey: pushKeys.badge(candidateId) })
  } else {
    resendSubscription(queryClient, candidateId, message.oldEndpoint).catch(report)
  }
}

/**
 * Started by the signed-in layout, once per sign-in (loaded on demand, so no other page carries
 * it):
 * - the icon's badge follows the server's count: BadgeCount now and when the app comes back to
 *   the front or online, MarkSeen's answers, and a refetch after each push while the app is open;
 * - this device's subscription is sent again (contract/push.ts: every start), which also
 *   delivers one the service worker made on pushsubscriptionchange;
 * - the service worker's messages are heard.
 * It stops at the end of the session.
 */
export function startPushOnStart(queryClient: QueryClient, candidateId: string): void {
  if (running?.candidateId === candidateId) return
  running?.stop()

  const observer = new QueryObserver(queryClient, badgeQuery(candidateId))
  const showOnIcon = (badge: Badge | undefined) => {
    if (badge) void showAppBadge(badge.unseenCount)
  }
  const stopBadge = observer.subscribe((result) => showOnIcon(result.data))
  // Push starts once the screen has its data, so a screen's MarkSeen may already have put a fresh
  // count in the cache; the observer tells only of later changes, so show this one now.
  showOnIcon(observer.getCurrentResult().data)

  resendSubscription(queryClient, candidateId).catch(report)

  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
  const onMessage = (event: MessageEvent) => {
    const message = asWorkerMessage(event.data)
    if (message) onWorkerMessage(queryClient, candidateId, message)
  }
  container?.addEventListener('message', onMessage)
  container?.startMessages()

  const stop = () => {
    stopBadge()
    container?.removeEventListener('message', onMessage)
    stopOnEnd()
    running = undefined
    // The next person on this phone must not see this candidate's count on the icon.
    void showAppBadge(0)
  }
  const stopOnEnd = onSessionEnded(stop)
  running = { candidateId, stop }
}
