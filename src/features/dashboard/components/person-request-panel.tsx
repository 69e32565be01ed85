import { lazy } from 'react'
import { usePersonRequest } from '@/entities/candidate/api/get-person-request'
import { OptionalPanel } from '@/shared/ui/optional-panel'

const PersonRequestView = lazy(() => import('./person-request-view'))

/**
 * 'You asked to talk to a person': the number and the window the candidate gave instead of
 * the AI interview, and that a recruiter will call. Its own query: nothing shows while it
 * loads, when it fails, or for a candidate who never asked; the panel's code loads only for
 * one who did (most did the interview).
 */
export function PersonRequestPanel({ candidateId }: { candidateId: string }) {
  const { data: request } = usePersonRequest(candidateId)
  if (!request) return null
  return (
    <OptionalPanel>
      <PersonRequestView request={request} />
    </OptionalPanel>
  )
}
