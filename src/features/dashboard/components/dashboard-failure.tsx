import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { candidateDetailsQuery } from '@/entities/candidate/api/get-details'
import { useCandidateId } from '@/shared/session/candidate-id'
import { dashboardEvents, reportDashboardFailure } from '../model/dashboard-events'
import { DashboardView } from './dashboard-view'

/**
 * docs/product.md#dashboard: when the dashboard cannot load, it shows no stats and an empty list
 * ('No data found'), with no message; the error is reported. The greeting keeps a name already
 * known.
 */
export function DashboardFailure({ error }: { error: unknown }) {
  const candidateId = useCandidateId()
  const name = useQueryClient().getQueryData(candidateDetailsQuery(candidateId).queryKey)?.fullName
  useEffect(() => reportDashboardFailure(dashboardEvents.loadFailed, error), [error])
  return (
    <DashboardView
      name={name ?? undefined}
      stats={[]}
      cards={[]}
      page={1}
      totalPages={0}
      loadingPage={false}
      savedAt={undefined}
    />
  )
}
