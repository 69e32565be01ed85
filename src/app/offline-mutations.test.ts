import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { feedbackMutationKey } from '@/features/submissions/api/submissions-keys'
import { registerOfflineMutations } from './offline-mutations'

afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

describe('registerOfflineMutations', () => {
  it('registers the feedback mutation by its key', () => {
    const queryClient = new QueryClient()
    registerOfflineMutations(queryClient)
    expect(queryClient.getMutationDefaults(feedbackMutationKey)).toMatchObject({
      networkMode: 'online',
      mutationFn: expect.any(Function),
    })
  })

  it('starts the query client offline when the page opens offline, and follows the browser', () => {
    let online = false
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    registerOfflineMutations(new QueryClient())
    expect(onlineManager.isOnline()).toBe(false)

    online = true
    window.dispatchEvent(new Event('online'))
    expect(onlineManager.isOnline()).toBe(true)
    online = false
    window.dispatchEvent(new Event('offline'))
    expect(onlineManager.isOnline()).toBe(false)
  })
})
