import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { submissionStatsQuery } from '@/entities/application/api/get-application-counts'
import { historyByStatusQuery } from '@/entities/application/api/get-application-history'
import { applicationsQuery } from '@/entities/application/api/get-applications'
import { oldestFetchTime } from '@/shared/query/oldest-fetch-time'
import { useCandidateId } from '@/shared/session/candidate-id'
import { pageCount } from '@/shared/ui/pagination/page-window'
import type { SubmissionsSearch } from '../model/submissions-search'
import { RecentUpdates } from './recent-updates'
import { SubmissionsView } from './submissions-view'

/**
 * /submissions with its data: the loader has the page of the filter in the cache (saved or
 * fetched); the tab counts may be missing, and then the labels show alone.
 */
export function SubmissionsPage({ filter, page }: SubmissionsSearch) {
  const candidateId = useCandidateId()
  const list = useSuspenseQuery(applicationsQuery(candidateId, { filter, page }))
  const stats = useQuery(submissionStatsQuery(candidateId))
  const history = useQuery(historyByStatusQuery(candidateId, filter))
  // Another filter or page of this screen loading: the cards shown are still the old ones.
  const loading = useRouterState({
    select: (state) =>
      state.isLoading && state.location.pathname === state.resolvedLocation?.pathname,
  })
  const { pagination } = list.data

  return (
    <>
      <SubmissionsView
        filter={filter}
        page={page}
        cards={list.data.data}
        totalPages={pageCount(pagination.totalCount, pagination.pageSize)}
        stats={stats.data}
        loading={loading}
        savedAt={oldestFetchTime(list.dataUpdatedAt, stats.data ? stats.dataUpdatedAt : 0)}
      />
      <RecentUpdates entries={history.data} />
    </>
  )
}
