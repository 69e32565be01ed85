import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { writeStorage } from '@/shared/storage/local-storage'
import { installFakePush, OTHER_KEY, removeFakePush, SERVER_KEY } from '../testing/fake-push'
import { readNotificationsChoice } from './notifications-choice'
import {
  askPermission,
  forgetBrowserSubscription,
  resendSubscription,
  turnOffNotifications,
  turnOnNotifications,
  unsubscribeAtLogout,
} from './push-device'

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

const serve = ({ subscribe = () => ok(null) }: { subscribe?: () => Response } = {}) =>
  stubFetch(
    routeFetch({
      'GET /api/Push/VapidPublicKey': () => ok({ publicKey: SERVER_KEY }),
      'POST /api/Push/Subscribe': subscribe,
      'POST /api/Push/Unsubscribe': () => ok(null),
    }),
  )

const bodies = async (requests: Request[], path: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(path))
      .map((request) => request.clone().json()),
  )

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

afterEach(removeFakePush)

describe('askPermission', () => {
  it('asks the browser while permission is not yet given', async () => {
    const push = installFakePush({ permission: 'default', answer: 'denied' })
    expect(await askPermission()).toBe('denied')
    expect(push.requestPermission).toHaveBeenCalledOnce()
  })

  it('answers at once, with no prompt, when it is granted already', async () => {
    const push = installFakePush({ permission: 'granted' })
    expect(await askPermission()).toBe('granted')
    expect(push.requestPermission).not.toHaveBeenCalled()
  })
})

describe('turnOnNotifications', () => {
  it('subscribes with the server’s key and sends the subscription for the candidate', async () => {
    const push = installFakePush()
    writeStorage('notificationsChoice', JSON.stringify({ refusedAt: 1 }))
    writeStorage('accessToken', 'access-token-1')
    const { requests } = serve()

    const result = await turnOnNotifications(queryClient(), CANDIDATE_ID, askPermission())

    expect(result).toBe('subscribed')
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: SERVER_KEY,
    })
    expect(await bodies(requests, '/api/Push/Subscribe')).toEqual([
      { candidateId: CANDIDATE_ID, subscription: push.subscription?.toJSON() },
    ])
    expect(requests.find((r) => r.url.endsWith('/Subscribe'))?.headers.get('Authorization')).toBe(
      'Bearer access-token-1',
    )
    expect(readNotificationsChoice()).toEqual({})
  })

  it('remembers a refusal and subscribes nothing', async () => {
    const push = installFakePush({ answer: 'denied' })
    const { requests } = serve()

    const result = await turnOnNotifications(queryClient(), CANDIDATE_ID, askPermission())

    expect(result).toBe('refused')
    expect(push.pushManager.subscribe).not.toHaveBeenCalled()
    expect(requests).toHaveLength(0)
    expect(readNotificationsChoice().refusedAt).toEqual(expect.any(Number))
  })

  it('replaces a subscription made with a key the operator has since rotated', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: OTHER_KEY })
    const old = push.subscription
    serve()

    await turnOnNotifications(queryClient(), CANDIDATE_ID, askPermission())

    expect(old?.unsubscribe).toHaveBeenCalledOnce()
    expect(push.subscription).not.toBe(old)
  })

  it('gets a new endpoint and sends it again when another account holds this one (409)', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const taken = push.subscription
    let answers = 0
    const { requests } = serve({
      subscribe: () =>
        answers++ === 0
          ? jsonResponse({ status: false, message: 'taken', error: { code: 'conflict' } }, 409)
          : ok(null),
    })

    expect(await turnOnNotifications(queryClient(), CANDIDATE_ID, askPermission())).toBe(
      'subscribed',
    )

    expect(taken?.unsubscribe).toHaveBeenCalledOnce()
    expect(push.subscription?.endpoint).not.toBe(taken?.endpoint)
    expect(
      (await bodies(requests, '/api/Push/Subscribe')).map(
        (body: { subscription: { endpoint: string } }) => body.subscription.endpoint,
      ),
    ).toEqual([taken?.endpoint, push.subscription?.endpoint])
  })

  it('gives up after one new endpoint: a second 409 is a failure', async () => {
    installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const { requests } = serve({
      subscribe: () =>
        jsonResponse({ status: false, message: 'taken', error: { code: 'conflict' } }, 409),
    })
    await expect(
      turnOnNotifications(queryClient(), CANDIDATE_ID, askPermission()),
    ).rejects.toMatchObject({ status: 409, code: 'conflict' })
    expect(await bodies(requests, '/api/Push/Subscribe')).toHaveLength(2)
  })

  it('fails when the server refuses the subscription', async () => {
    installFakePush()
    serve({
      subscribe: () =>
        jsonResponse({ status: false, message: 'bad', error: { code: 'validation_failed' } }, 400),
    })
    await expect(
      turnOnNotifications(queryClient(), CANDIDATE_ID, askPermission()),
    ).rejects.toThrow()
  })
})

describe('turnOffNotifications', () => {
  it('tells the server, unsubscribes the browser and remembers the choice', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const subscription = push.subscription
    const { requests } = serve()

    await turnOffNotifications(CANDIDATE_ID)

    expect(await bodies(requests, '/api/Push/Unsubscribe')).toEqual([
      { candidateId: CANDIDATE_ID, endpoint: subscription?.endpoint },
    ])
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce()
    expect(readNotificationsChoice()).toEqual({ refusedAt: expect.any(Number), helpClosed: true })
  })

  it('still unsubscribes the browser when the server cannot be reached', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const subscription = push.subscription
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))

    await turnOffNotifications(CANDIDATE_ID)

    expect(subscription?.unsubscribe).toHaveBeenCalledOnce()
  })
})

describe('the end of a session', () => {
  it('at logout tells the server this endpoint is gone, then unsubscribes the browser', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const subscription = push.subscription
    const { requests } = serve()

    await unsubscribeAtLogout(CANDIDATE_ID)

    expect(await bodies(requests, '/api/Push/Unsubscribe')).toEqual([
      { candidateId: CANDIDATE_ID, endpoint: subscription?.endpoint },
    ])
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce()
  })

  it('at logout does nothing without a subscription', async () => {
    installFakePush()
    const { requests } = serve()
    await unsubscribeAtLogout(CANDIDATE_ID)
    expect(requests).toHaveLength(0)
  })

  it('on any end (401, deletion) unsubscribes the browser with no call', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const subscription = push.subscription
    const { requests } = serve()
    await forgetBrowserSubscription()
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce()
    expect(requests).toHaveLength(0)
  })
})

describe('resendSubscription (each start)', () => {
  it('sends this device’s subscription again, so the server ties it to this sign-in', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const { requests } = serve()

    await resendSubscription(queryClient(), CANDIDATE_ID)

    expect(await bodies(requests, '/api/Push/Subscribe')).toEqual([
      { candidateId: CANDIDATE_ID, subscription: push.subscription?.toJSON() },
    ])
    expect(push.pushManager.subscribe).not.toHaveBeenCalled()
  })

  it('drops the endpoint the service worker replaced', async () => {
    installFakePush({ permission: 'granted', subscribedWith: SERVER_KEY })
    const { requests } = serve()

    await resendSubscription(queryClient(), CANDIDATE_ID, 'https://fcm.googleapis.com/wp/old')

    expect(await bodies(requests, '/api/Push/Unsubscribe')).toEqual([
      { candidateId: CANDIDATE_ID, endpoint: 'https://fcm.googleapis.com/wp/old' },
    ])
  })

  it('replaces a subscription made with an old key and drops its endpoint', async () => {
    const push = installFakePush({ permission: 'granted', subscribedWith: OTHER_KEY })
    const old = push.subscription
    const { requests } = serve()

    await resendSubscription(queryClient(), CANDIDATE_ID)

    expect(push.subscription?.endpoint).not.toBe(old?.endpoint)
    expect(await bodies(requests, '/api/Push/Unsubscribe')).toEqual([
      { candidateId: CANDIDATE_ID, endpoint: old?.endpoint },
    ])
  })

  it('does nothing without permission or without a subscription: it never subscribes by itself', async () => {
    installFakePush({ permission: 'default', subscribedWith: SERVER_KEY })
    const first = serve()
    await resendSubscription(queryClient(), CANDIDATE_ID)
    expect(first.requests).toHaveLength(0)
    removeFakePush()

    const push = installFakePush({ permission: 'granted' })
    const second = serve()
    await resendSubscription(queryClient(), CANDIDATE_ID)
    expect(second.requests).toHaveLength(0)
    expect(push.pushManager.subscribe).not.toHaveBeenCalled()
  })
})
