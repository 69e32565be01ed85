import { lazy } from 'react'
import { useCandidateId } from '@/shared/session/candidate-id'
import { useSharedReports } from '../api/get-shared-reports'
import { sharingForJob } from '../model/shared-reports'
import { OptionalPanel } from '@/shared/ui/optional-panel'

// Loaded on demand: only a detail with a report downloads the panel, never the dashboard or
// onboarding, which share the signed-in screens' common code.
const SharedWithAgency = lazy(() =>
  import('./shared-with-agency').then((module) => ({ default: module.SharedWithAgency })),
)

/**
 * 'Shared with {agency}' on a submission's detail: the reports of this job that went to the
 * job's agency, and stopping sharing with it. The route places it in the detail. It never holds
 * the detail up: nothing shows while the reports load, when they fail, or when the job has none.
 */
export function JobSharing({ jobId }: { jobId: string }) {
  const candidateId = useCandidateId()
  const shared = useSharedReports(candidateId)
  const agencies = sharingForJob(shared.data ?? [], jobId)
  if (agencies.length === 0) return null
  return (
    // The panel's code and texts may arrive after the detail, or not at all offline: the detail
    // does not wait for them.
    <OptionalPanel>
      {agencies.map(({ agency, reports }) => (
        <SharedWithAgency
          key={agency.agencyId}
          candidateId={candidateId}
          agency={agency}
          reports={reports}
        />
      ))}
    </OptionalPanel>
  )
}
