import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/shared/testing/fetch-stub'
import { createQueryClient } from './query-client'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

const goOffline = () => {
  let online = false
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  return {
    comeBack: () => {
      online = true
      window.dispatchEvent(new Event('online'))
    },
    leave: () => {
      online = false
      window.dispatchEvent(new Event('offline'))
    },
  }
}

describe('createQueryClient', () => {
  it('starts offline when the page opens offline, and follows the browser', () => {
    const network = goOffline()
    createQueryClient()
    expect(onlineManager.isOnline()).toBe(false)

    network.comeBack()
    expect(onlineManager.isOnline()).toBe(true)
    network.leave()
    expect(onlineManager.isOnline()).toBe(false)
  })

  it('pauses a refresh made at the start of a page opened offline, keeping the saved data, and sends it when the network returns', async () => {
    const network = goOffline()
    let networkUp = false
    const fetches = stubFetch(() =>
      networkUp ? new Response('"fresh"') : Promise.reject(new TypeError('Failed to fetch')),
    )
    const queryClient = createQueryClient()
    // As QueryClientProvider does: the client hears the network come back.
    queryClient.mount()
    const queryKey = ['saved-screen']
    queryClient.setQueryData(queryKey, 'saved', { updatedAt: Date.now() - 60_000 })
    const refresh = queryClient.fetchQuery({
      queryKey,
      queryFn: async () => (await fetch('/api/screen')).json(),
      retryDelay: 0,
    })

    await vi.waitFor(() => expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('paused'))
    expect(fetches.requests).toHaveLength(1)
    expect(queryClient.getQueryState(queryKey)?.status).toBe('success')
    expect(queryClient.getQueryData(queryKey)).toBe('saved')

    networkUp = true
    network.comeBack()
    await expect(refresh).resolves.toBe('fresh')
    queryClient.unmount()
  })
})
