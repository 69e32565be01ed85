/**
 * What the service worker tells the open pages of the app (postMessage), the one definition both
 * sides read: src/ imports it as @sw/messages (tsconfig.app.json lists the files of sw/ it may
 * use). Plain data only.
 */
export const WORKER_MESSAGE = {
  /** A push said an application moved: refresh what the screens show, and the badge. */
  applicationStatusChanged: 'hirelane:application-status-changed',
  /**
   * The browser replaced this device's push subscription (pushsubscriptionchange) and the worker
   * subscribed again. The worker has no access token (it lives in the page's local storage), so
   * a signed-in page sends the new subscription with Subscribe and drops the old endpoint.
   */
  pushSubscriptionChanged: 'hirelane:push-subscription-changed',
} as const

export interface ApplicationStatusChangedMessage {
  type: typeof WORKER_MESSAGE.applicationStatusChanged
  jobId: string
  /** The server's count of unseen changes carried by the push, when it had one. */
  unseenCount?: number
}

export interface PushSubscriptionChangedMessage {
  type: typeof WORKER_MESSAGE.pushSubscriptionChanged
  /** The endpoint the browser dropped, when it said which. */
  oldEndpoint?: string
}

export type WorkerMessage = ApplicationStatusChangedMessage | PushSubscriptionChangedMessage

/** A message from the worker, recognised by its type (anything else on the channel is not ours). */
export function asWorkerMessage(data: unknown): WorkerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type } = data as { type?: unknown }
  if (type === WORKER_MESSAGE.applicationStatusChanged) {
    const { jobId, unseenCount } = data as { jobId?: unknown; unseenCount?: unknown }
    if (typeof jobId !== 'string') return undefined
    return typeof unseenCount === 'number' ? { type, jobId, unseenCount } : { type, jobId }
  }
  if (type === WORKER_MESSAGE.pushSubscriptionChanged) {
    const { oldEndpoint } = data as { oldEndpoint?: unknown }
    return typeof oldEndpoint === 'string' ? { type, oldEndpoint } : { type }
  }
  return undefined
}
