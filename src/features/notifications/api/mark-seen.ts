import { useMutation, useQueryClient } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { markSeenResponseSchema, type Badge } from '@contract/push'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { pushKeys } from './push-keys'

interface MarkSeenInput {
  candidateId: string
  jobIds: readonly string[]
}

/**
 * POST /api/Push/MarkSeen {candidateId, jobIds} -> the badge after it. Jobs with nothing unseen
 * are ignored by the server, so sending one twice changes nothing.
 */
const markSeen = async ({ candidateId, jobIds }: MarkSeenInput): Promise<Badge> => {
  const response = await requestJson(markSeenResponseSchema, () =>
    backendApi.post(relativePath('pushMarkSeen'), {
      json: { candidateId, jobIds: [...jobIds] },
    }),
  )
  return response.data
}

/** Marks jobs seen; the badge in the cache (and so the icon's badge) takes the server's answer. */
export const useMarkSeen = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...pushKeys.all, 'mark-seen'],
    mutationFn: markSeen,
    onSuccess: (badge, { candidateId }) =>
      queryClient.setQueryData(pushKeys.badge(candidateId), badge),
  })
}
