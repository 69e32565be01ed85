import { createFileRoute } from '@tanstack/react-router'
import { loadSubmissions } from '@/features/submissions/api/load-screens'
import { MarkSubmissionsPageSeen } from '@/features/notifications/components/mark-seen'
import { SubmissionsFailure } from '@/features/submissions/components/submissions-failure'
import { SubmissionsPage } from '@/features/submissions/components/submissions-page'
import { validateSubmissionsSearch } from '@/features/submissions/model/submissions-search'
import { SubmissionsLoading } from '@/features/submissions/components/submissions-loading'
import { currentCandidateId } from '@/shared/session/candidate-id'

/**
 * /submissions?filter=&page= (docs/product.md#submissions): the candidate's applications by status.
 */
export const Route = createFileRoute('/_authenticated/_app/submissions/')({
  validateSearch: validateSubmissionsSearch,
  loaderDeps: ({ search: { filter, page } }) => ({ filter, page }),
  loader: ({ context: { queryClient }, deps }) =>
    loadSubmissions(queryClient, currentCandidateId() ?? '', deps),
  pendingComponent: SubmissionsLoading,
  errorComponent: function SubmissionsError({ error }) {
    const { filter, page } = Route.useSearch()
    return <SubmissionsFailure error={error} filter={filter} page={page} />
  },
  component: function Submissions() {
    const search = Route.useSearch()
    // Each card shows its status, so the changes of the cards on screen are seen.
    return (
      <>
        <SubmissionsPage {...search} />
        <MarkSubmissionsPageSeen filter={search.filter} page={search.page} />
      </>
    )
  },
})
