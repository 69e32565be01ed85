import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WORKER_MESSAGE } from '@sw/messages'
import { applicationKeys } from '@/entities/application/api/application-keys'
import { endSession } from '@/shared/session/session'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { pushKeys } from '../api/push-keys'
import { installFakePush, removeFakePush, SERVER_KEY } from '../testing/fake-push'
import { startPushOnStart } from './push-on-start'

vi.mock('@/shared/query/idb-persister', () => ({ wipePersistedQueries: vi.fn(async () => {}) }))

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

const badging = () => {
  const setAppBadge = vi.fn(async (_count?: number) => {})
  const clearAppBadge = vi.fn(async () => {})
  Object.assign(navigator, { setAppBadge, clearAppBadge })
  return { setAppBadge, clearAppBadge }
}

const serve = (unseenCount = 2) =>
  stubFetch(
    routeFetch({
      'GET /api/Push/BadgeCount': () =>
        ok({ unseenCount, unseenJobIds: Array.from({ length: unseenCount }, (_, i) => `j-${i}`) }),
      'GET /api/Push/VapidPublicKey': () => ok({ publicKey: SERVER_KEY }),
      'POST /api/Push/Subscribe': () => ok(null),
    }),
  )

afterEach(async () => {
  await endSession()
  removeFakePush()
  Reflect.deleteProperty(navigator, 'setAppBadge')
  Reflect.deleteProperty(navigator, 'clearAppBadge')
})

describe('startPushOnStart', () => {
  it('puts the server’s unseen count on the icon, and sends this device’s subscription', async () => {
    const badge = badging()
    installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const { requests } = serve(2)

    startPushOnStart(new QueryClient(), CANDIDATE_ID)

    await vi.waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(2))
    await vi.waitFor(() =>
      expect(requests.map((request) => new URL(request.url).pathname)).toContain(
        '/api/Push/Subscribe',
      ),
    )
  })

  it('follows the badge in the cache: a MarkSeen answer of 0 clears the icon', async () => {
    const badge = badging()
    installFakePush()
    serve(1)
    const queryClient = new QueryClient()
    startPushOnStart(queryClient, CANDIDATE_ID)
    await vi.waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(1))

    queryClient.setQueryData(pushKeys.badge(CANDIDATE_ID), { unseenCount: 0, unseenJobIds: [] })

    await vi.waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalled())
  })

  it('shows a fresh count already in the cache at once (a MarkSeen before push started)', async () => {
    const badge = badging()
    installFakePush()
    const { requests } = serve(4)
    const queryClient = new QueryClient()
    queryClient.setQueryData(pushKeys.badge(CANDIDATE_ID), { unseenCount: 3, unseenJobIds: [] })

    startPushOnStart(queryClient, CANDIDATE_ID)

    await vi.waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(3))
    expect(badge.setAppBadge).not.toHaveBeenCalledWith(4)
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/Push/BadgeCount',
    )
  })

  it('refreshes the applications and the badge when the worker reports a push', async () => {
    badging()
    const push = installFakePush()
    serve(1)
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    startPushOnStart(queryClient, CANDIDATE_ID)

    push.post({ type: WORKER_MESSAGE.applicationStatusChanged, jobId: 'j-1', unseenCount: 3 })

    expect(invalidate).toHaveBeenCalledWith({ queryKey: applicationKeys.all(CANDIDATE_ID) })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: pushKeys.badge(CANDIDATE_ID) })
  })

  it('sends the subscription the worker made on pushsubscriptionchange', async () => {
    badging()
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const { requests } = serve(0)
    startPushOnStart(new QueryClient(), CANDIDATE_ID)
    await vi.waitFor(() => expect(requests.some((r) => r.url.endsWith('/Subscribe'))).toBe(true))
    const before = requests.length

    push.post({ type: WORKER_MESSAGE.pushSubscriptionChanged })

    await vi.waitFor(() =>
      expect(requests.slice(before).some((r) => r.url.endsWith('/Subscribe'))).toBe(true),
    )
  })

  it('runs once per sign-in, stops at the session’s end and clears the icon', async () => {
    const badge = badging()
    const push = installFakePush()
    const { requests } = serve(1)
    const queryClient = new QueryClient()
    startPushOnStart(queryClient, CANDIDATE_ID)
    startPushOnStart(queryClient, CANDIDATE_ID)
    await vi.waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(1))
    expect(requests.filter((r) => r.url.includes('BadgeCount'))).toHaveLength(1)

    await endSession()
    expect(badge.clearAppBadge).toHaveBeenCalled()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    push.post({ type: WORKER_MESSAGE.applicationStatusChanged, jobId: 'j-1' })
    expect(invalidate).not.toHaveBeenCalled()
  })
})
