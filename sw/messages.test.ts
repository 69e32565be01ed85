import { describe, expect, it } from 'vitest'
import { asWorkerMessage, WORKER_MESSAGE } from './messages'

describe('asWorkerMessage', () => {
  it('recognises the worker’s two messages', () => {
    expect(
      asWorkerMessage({
        type: WORKER_MESSAGE.applicationStatusChanged,
        jobId: 'j-1',
        unseenCount: 2,
      }),
    ).toEqual({ type: WORKER_MESSAGE.applicationStatusChanged, jobId: 'j-1', unseenCount: 2 })
    expect(
      asWorkerMessage({ type: WORKER_MESSAGE.pushSubscriptionChanged, oldEndpoint: 'https://x' }),
    ).toEqual({ type: WORKER_MESSAGE.pushSubscriptionChanged, oldEndpoint: 'https://x' })
    expect(asWorkerMessage({ type: WORKER_MESSAGE.pushSubscriptionChanged })).toEqual({
      type: WORKER_MESSAGE.pushSubscriptionChanged,
    })
  })

  it('ignores anything else on the channel (workbox’s own messages, say)', () => {
    expect(asWorkerMessage({ type: 'CACHE_UPDATED' })).toBeUndefined()
    expect(asWorkerMessage({ type: WORKER_MESSAGE.applicationStatusChanged })).toBeUndefined()
    expect(asWorkerMessage('hello')).toBeUndefined()
    expect(asWorkerMessage(null)).toBeUndefined()
  })
})
