import { queryOptions, useQuery } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { sentReportResponseSchema, type SentReportResponse } from '@contract/sent-report'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { sharingKeys } from './sharing-keys'

type SentReport = SentReportResponse['data']

/** GET /api/CandidateReport/Report?candidateId=&reportId= -> data: the report as it was sent. */
const getSentReport = async (candidateId: string, reportId: string): Promise<SentReport> => {
  const response = await requestJson(sentReportResponseSchema, () =>
    backendApi.get(relativePath('sentReport'), { searchParams: { candidateId, reportId } }),
  )
  return response.data
}

/** Saved with the rest, so a report already opened can be read again offline. */
const sentReportQuery = (candidateId: string, reportId: string) =>
  queryOptions({
    queryKey: sharingKeys.sentReport(candidateId, reportId),
    queryFn: () => getSentReport(candidateId, reportId),
    meta: { persist: true },
  })

/** Fetched when the candidate opens the report, not before. */
export const useSentReport = (candidateId: string, reportId: string) =>
  useQuery(sentReportQuery(candidateId, reportId))
