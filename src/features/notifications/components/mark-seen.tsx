import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { ApplicationFilter } from '@contract/applications'
import { applicationsQuery } from '@/entities/application/api/get-applications'
import { useOnline } from '@/shared/online/online-state'
import { useCandidateId } from '@/shared/session/candidate-id'
import { badgeQuery } from '../api/get-badge-count'
import { useMarkSeen } from '../api/mark-seen'
import { unseenAmong } from '../model/unseen-jobs'

/**
 * Marks the status changes of `jobIds` seen once they are on screen (docs/adr/0069: the
 * submission detail and the cards of the submissions list). Routes place it beside the screen
 * that shows them. Offline it waits: the badge stays until the candidate is back online here.
 */
function MarkSeen({ jobIds }: { jobIds: readonly string[] }) {
  const candidateId = useCandidateId()
  const online = useOnline()
  const badge = useQuery(badgeQuery(candidateId))
  const { mutate } = useMarkSeen()
  // A string, so the effect runs when the set to mark changes, not on every render.
  const toMark = unseenAmong(badge.data, jobIds).join(' ')

  useEffect(() => {
    if (online && toMark !== '') mutate({ candidateId, jobIds: toMark.split(' ') })
  }, [candidateId, mutate, online, toMark])

  return null
}

/** The detail of one submission: its change is seen. */
export function MarkSubmissionSeen({ jobId }: { jobId: string }) {
  const jobIds = useMemo(() => [jobId], [jobId])
  return <MarkSeen jobIds={jobIds} />
}

/** A page of the submissions list: each card shows its status, so its change is seen. */
export function MarkSubmissionsPageSeen({
  filter,
  page,
}: {
  filter: ApplicationFilter
  page: number
}) {
  const candidateId = useCandidateId()
  const list = useQuery(applicationsQuery(candidateId, { filter, page }))
  const jobIds = useMemo(() => list.data?.data.map((card) => card.jobId) ?? [], [list.data])
  return <MarkSeen jobIds={jobIds} />
}
