import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { feedbackMutationKey } from '@/features/submissions/api/submissions-keys'
import { registerOfflineMutations } from './offline-mutations'

describe('registerOfflineMutations', () => {
  it('registers the feedback mutation by its key', () => {
    const queryClient = new QueryClient()
    registerOfflineMutations(queryClient)
    expect(queryClient.getMutationDefaults(feedbackMutationKey)).toMatchObject({
      networkMode: 'online',
      mutationFn: expect.any(Function),
    })
  })
})
