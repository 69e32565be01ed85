import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { oldestFetchTime } from '@/shared/query/oldest-fetch-time'
import { pageCount } from '@/shared/ui/pagination/page-window'
import { useCandidateId } from '@/shared/session/candidate-id'
import { dashboardQueries } from '../model/dashboard-data'
import { dashboardEvents, reportDashboardFailure } from '../model/dashboard-events'
import { DashboardView } from './dashboard-view'
import { PersonRequestPanel } from './person-request-panel'

/**
 * The dashboard with its data. The loader has the name and tiles in the cache; the page of
 * cards is a plain query that keeps the previous page on screen, under the grid's spinner,
 * until the next one arrives (docs/product.md#dashboard: the list reloads on each page change).
 */
export function DashboardPage({ page, offers }: { page: number; offers?: ReactNode }) {
  const candidateId = useCandidateId()
  const queries = dashboardQueries(candidateId, page)
  const details = useSuspenseQuery(queries.details)
  const stats = useSuspenseQuery(queries.stats)
  const list = useQuery({ ...queries.list, placeholderData: keepPreviousData })

  useEffect(() => {
    if (list.error) reportDashboardFailure(dashboardEvents.pageLoadFailed, list.error)
  }, [list.error])

  const pagination = list.data?.pagination
  return (
    <DashboardView
      name={details.data.fullName ?? undefined}
      stats={stats.data}
      cards={list.data?.data ?? []}
      page={page}
      totalPages={pagination ? pageCount(pagination.totalCount, pagination.pageSize) : 0}
      loadingPage={list.isPlaceholderData}
      savedAt={oldestFetchTime(details.dataUpdatedAt, stats.dataUpdatedAt, list.dataUpdatedAt)}
      offers={offers}
      personRequest={<PersonRequestPanel candidateId={candidateId} />}
    />
  )
}
