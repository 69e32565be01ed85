import { queryOptions } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { badgeCountResponseSchema, type Badge } from '@contract/push'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { pushKeys } from './push-keys'

/** GET /api/Push/BadgeCount?candidateId= -> the unseen status changes, kept by the server. */
const getBadgeCount = async (candidateId: string): Promise<Badge> => {
  const response = await requestJson(badgeCountResponseSchema, () =>
    backendApi.get(relativePath('pushBadgeCount'), { searchParams: { candidateId } }),
  )
  return response.data
}

/**
 * Not saved for offline reading: a count from an earlier visit would be wrong as often as right,
 * and the icon's badge keeps the last one shown anyway.
 */
export const badgeQuery = (candidateId: string) =>
  queryOptions({
    queryKey: pushKeys.badge(candidateId),
    queryFn: () => getBadgeCount(candidateId),
    staleTime: 30_000,
  })
