import { lazy } from 'react'
import { useCandidateId } from '@/shared/session/candidate-id'
import { useSharedReports } from '../api/get-shared-reports'
import { OptionalPanel } from '@/shared/ui/optional-panel'

// Loaded on demand, when there is an agency to list (see job-sharing.tsx).
const AgenciesPanel = lazy(() =>
  import('./agencies-panel').then((module) => ({ default: module.AgenciesPanel })),
)

/**
 * 'Agencies with your report' on /profile: every agency that was sent a report about the
 * candidate, how to reach it, and stopping sharing with it. The route places it in the profile.
 * Nothing shows while it loads, when it fails, or when no agency got a report.
 */
export function AgenciesWithReport() {
  const candidateId = useCandidateId()
  const shared = useSharedReports(candidateId)
  if (!shared.data || shared.data.length === 0) return null
  return (
    // The list's code and texts may arrive after the profile: the profile does not wait for them.
    <OptionalPanel>
      <AgenciesPanel candidateId={candidateId} agencies={shared.data} />
    </OptionalPanel>
  )
}
