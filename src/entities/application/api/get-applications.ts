import { queryOptions } from '@tanstack/react-query'
import {
  APPLICATIONS_PAGE_SIZE,
  applicationsResponseSchema,
  type ApplicationFilter,
  type ApplicationsPage,
} from '@contract/applications'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { applicationKeys } from './application-keys'

interface ApplicationsRequest {
  filter: ApplicationFilter
  page: number
}

/**
 * GET /api/CandidateApplication/applications?candidateId=&page=&pageSize=&status=
 * (docs/product.md#dashboard): one page of cards in data.data and data.pagination.totalCount. 'all'
 * omits the status.
 */
const getApplications = async (
  candidateId: string,
  { filter, page }: ApplicationsRequest,
): Promise<ApplicationsPage> => {
  const searchParams: Record<string, string | number> = {
    candidateId,
    page,
    pageSize: APPLICATIONS_PAGE_SIZE,
  }
  if (filter !== 'all') searchParams.status = filter
  const response = await requestJson(applicationsResponseSchema, () =>
    backendApi.get(relativePath('getApplications'), { searchParams }),
  )
  return response.data
}

/** Every filter and page is saved on its own, so each one seen reads offline (docs/adr/0062). */
export const applicationsQuery = (candidateId: string, request: ApplicationsRequest) =>
  queryOptions({
    queryKey: applicationKeys.list(candidateId, request.filter, request.page),
    queryFn: () => getApplications(candidateId, request),
    meta: { persist: true },
  })
