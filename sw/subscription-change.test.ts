import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchVapidPublicKey, resubscribe } from './subscription-change'

const KEY = `B${'A'.repeat(86)}`
const keyBytes = new Uint8Array([4, 1, 2]).buffer

const subscription = (endpoint: string, applicationServerKey: ArrayBuffer | null = keyBytes) =>
  ({ endpoint, options: { applicationServerKey } }) as unknown as PushSubscription

const pushManager = () => {
  const fresh = subscription('https://fcm.googleapis.com/wp/new')
  return { fresh, manager: { subscribe: vi.fn(async () => fresh) } }
}

afterEach(() => vi.unstubAllGlobals())

describe('resubscribe (pushsubscriptionchange)', () => {
  it('subscribes again with the key the old subscription used, asking no server', async () => {
    const { fresh, manager } = pushManager()
    const fetchKey = vi.fn(async () => KEY)
    const result = await resubscribe(
      manager as unknown as PushManager,
      subscription('https://fcm.googleapis.com/wp/old'),
      null,
      fetchKey,
    )
    expect(result).toBe(fresh)
    expect(manager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes,
    })
    expect(fetchKey).not.toHaveBeenCalled()
  })

  it('asks the server for its key when the browser does not say which was used', async () => {
    const { manager } = pushManager()
    await resubscribe(manager as unknown as PushManager, null, null, async () => KEY)
    expect(manager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY,
    })
  })

  it('keeps a new subscription the browser already made', async () => {
    const { manager } = pushManager()
    const made = subscription('https://fcm.googleapis.com/wp/made')
    const result = await resubscribe(manager as unknown as PushManager, null, made, async () => KEY)
    expect(result).toBe(made)
    expect(manager.subscribe).not.toHaveBeenCalled()
  })

  it('gives up quietly when subscribing fails (permission withdrawn)', async () => {
    const manager = {
      subscribe: vi.fn(async () => {
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError')
      }),
    }
    expect(
      await resubscribe(manager as unknown as PushManager, null, null, async () => KEY),
    ).toBeNull()
  })
})

describe('fetchVapidPublicKey', () => {
  it('reads the public key from the API, checked against the contract', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'ok', data: { publicKey: KEY } })),
    )
    vi.stubGlobal('fetch', fetchMock)
    expect(await fetchVapidPublicKey('https://api.hirelane.example')).toBe(KEY)
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.hirelane.example/api/Push/VapidPublicKey',
      expect.anything(),
    )
  })

  it('fails on an answer that is not the contract’s', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ publicKey: 'short' })))
    await expect(fetchVapidPublicKey('')).rejects.toThrow()
  })
})
