import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession } from '@/shared/session/session'
import { connectSessionToApp } from './session-wiring'
import type { createAppRouter } from './router'

vi.mock('@/shared/query/idb-persister', () => ({ wipePersistedQueries: vi.fn(async () => {}) }))

afterEach(() => onlineManager.setOnline(true))

describe('the end of a session', () => {
  it('drops the cached data and the mutations queued offline, so nothing is sent later', async () => {
    const queryClient = new QueryClient()
    const router = { navigate: vi.fn() } as unknown as ReturnType<typeof createAppRouter>
    connectSessionToApp(queryClient, router)
    queryClient.setQueryData(['applications', 'c-1', 'list', 'all', 1], { data: [] })
    const send = vi.fn(async () => 'sent')
    onlineManager.setOnline(false)
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['feedback'], mutationFn: send, networkMode: 'online' })
      .execute({ jobId: 'j-1' })
      .catch(() => {})
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    )

    await endSession()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0)

    onlineManager.setOnline(true)
    await queryClient.resumePausedMutations()
    expect(send).not.toHaveBeenCalled()
  })
})
