import { queryOptions, useQuery } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { retentionPeriodsResponseSchema, type RetentionPeriods } from '@contract/privacy'
import { publicApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/** GET /api/Privacy/RetentionPeriods: no token; how long the server keeps what it deletes. */
const getRetentionPeriods = async (): Promise<RetentionPeriods> => {
  const response = await requestJson(retentionPeriodsResponseSchema, () =>
    publicApi.get(relativePath('retentionPeriods')),
  )
  return response.data
}

/**
 * One query for the consent step and the privacy policy, which state the same number: the
 * server's configuration, never a number built into the app. Saved for offline reading; it
 * changes only when the operator restarts the server with another value.
 */
const retentionPeriodsQuery = () =>
  queryOptions({
    queryKey: ['privacy', 'retention-periods'] as const,
    queryFn: getRetentionPeriods,
    staleTime: 5 * 60_000,
    meta: { persist: true },
  })

/** The days an interview's recordings are kept; undefined until the server has said. */
export const useRecordingRetentionDays = (): number | undefined =>
  useQuery(retentionPeriodsQuery()).data?.recordingRetentionDays
