import { createFileRoute } from '@tanstack/react-router'
import { loadSubmissionDetail } from '@/features/submissions/api/load-screens'
import { SubmissionDetailFailure } from '@/features/submissions/components/submission-detail-failure'
import { SubmissionDetailPage } from '@/features/submissions/components/submission-detail-page'
import { MarkSubmissionSeen } from '@/features/notifications/components/mark-seen'
import { useSharedReportsSavedAt } from '@/features/sharing/api/get-shared-reports'
import { JobSharing } from '@/features/sharing/components/job-sharing'
import { SubmissionDetailLoading } from '@/features/submissions/components/submissions-loading'
import { currentCandidateId, useCandidateId } from '@/shared/session/candidate-id'

/**
 * A submission opened from /submissions, a notification or a typed URL
 * (docs/product.md#the-submission-detail): Back goes one history step back, or to /submissions when
 * there is none in this app.
 */
export const Route = createFileRoute('/_authenticated/_app/submissions/$jobId')({
  loader: ({ context: { queryClient }, params: { jobId } }) =>
    loadSubmissionDetail(queryClient, currentCandidateId() ?? '', jobId),
  pendingComponent: SubmissionDetailLoading,
  errorComponent: ({ error }) => <SubmissionDetailFailure error={error} origin="submissions" />,
  component: function SubmissionsSubmissionDetail() {
    const { jobId } = Route.useParams()
    const sharingSavedAt = useSharedReportsSavedAt(useCandidateId())
    // Seeing the detail is seeing its status change: the app badge drops it.
    return (
      <>
        <SubmissionDetailPage
          jobId={jobId}
          origin="submissions"
          sharing={<JobSharing jobId={jobId} />}
          sharingSavedAt={sharingSavedAt}
        />
        <MarkSubmissionSeen jobId={jobId} />
      </>
    )
  },
})
