import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensureScreenData, isNotSavedOffline } from './screen-data'

const setNavigatorOnline = (online: boolean) =>
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)

afterEach(() => vi.restoreAllMocks())

const options = (queryFn: () => Promise<string>) => ({ queryKey: ['screen'], queryFn })

describe('ensureScreenData', () => {
  it('uses saved data at once, offline too, without waiting for the network', async () => {
    setNavigatorOnline(false)
    const queryClient = new QueryClient()
    queryClient.setQueryData(['screen'], 'saved')
    const queryFn = vi.fn(() => new Promise<string>(() => {}))
    await expect(ensureScreenData(queryClient, options(queryFn))).resolves.toBe('saved')
  })

  it('says the screen is not saved when offline with nothing saved', async () => {
    setNavigatorOnline(false)
    const queryFn = vi.fn(async () => 'fresh')
    const error = await ensureScreenData(new QueryClient(), options(queryFn)).catch((e) => e)
    expect(isNotSavedOffline(error)).toBe(true)
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('fetches when online with nothing saved', async () => {
    setNavigatorOnline(true)
    await expect(
      ensureScreenData(
        new QueryClient(),
        options(async () => 'fresh'),
      ),
    ).resolves.toBe('fresh')
  })

  it('stops waiting when the network drops during the fetch', async () => {
    setNavigatorOnline(true)
    const pending = ensureScreenData(
      new QueryClient(),
      options(() => new Promise(() => {})),
    )
    window.dispatchEvent(new Event('offline'))
    expect(isNotSavedOffline(await pending.catch((e) => e))).toBe(true)
  })

  it('passes a failed fetch on to the route', async () => {
    setNavigatorOnline(true)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const failing = async (): Promise<string> => {
      throw new Error('HTTP 500')
    }
    await expect(ensureScreenData(queryClient, options(failing))).rejects.toThrow('HTTP 500')
  })
})
