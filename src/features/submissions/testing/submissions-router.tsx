import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
  useSearch,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { currentCandidateId } from '@/shared/session/candidate-id'
import { feedbackMutationDefaults } from '../api/give-feedback'
import { loadSubmissionDetail, loadSubmissions } from '../api/load-screens'
import { submissionsKeys } from '../api/submissions-keys'
import { SubmissionDetailFailure } from '../components/submission-detail-failure'
import { SubmissionDetailPage } from '../components/submission-detail-page'
import { SubmissionsFailure } from '../components/submissions-failure'
import { SubmissionsPage } from '../components/submissions-page'
import { validateSubmissionsSearch, type SubmissionsSearch } from '../model/submissions-search'
import { useSubmissionsTexts } from '../submissions-texts'

function ListLoading() {
  const texts = useSubmissionsTexts()
  return <p>{texts.list.loading}</p>
}

const useJobId = () => useParams({ strict: false }) as { jobId: string }
const useSubmissionsSearch = () => useSearch({ strict: false }) as SubmissionsSearch

function Submissions() {
  return <SubmissionsPage {...useSubmissionsSearch()} />
}
function SubmissionsError({ error }: { error: unknown }) {
  return <SubmissionsFailure error={error} {...useSubmissionsSearch()} />
}

/**
 * The submissions screens wired as the route files wire them (loaders, error and pending views)
 * in a memory router, with a query client that has the feedback defaults the app registers.
 * `entries` is the history: the last one is where the test starts. `sharingSavedAt` stands for
 * the route's sharing parts, fetched then.
 */
export const renderSubmissionsRoutes = async (
  entries: string[],
  { sharingSavedAt }: { sharingSavedAt?: number } = {},
) => {
  const DashboardDetail = () => (
    <SubmissionDetailPage
      jobId={useJobId().jobId}
      origin="dashboard"
      sharingSavedAt={sharingSavedAt}
    />
  )
  const SubmissionsDetail = () => (
    <SubmissionDetailPage
      jobId={useJobId().jobId}
      origin="submissions"
      sharingSavedAt={sharingSavedAt}
    />
  )
  // As the app's client: saved data is fresh for 30 s, a screen's first fetch is not repeated.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  })
  queryClient.setMutationDefaults(submissionsKeys.feedback(), feedbackMutationDefaults(queryClient))

  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: Outlet,
  })
  const candidateId = () => currentCandidateId() ?? ''
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/dashboard',
      component: () => <h1>Dashboard</h1>,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/dashboard/$jobId',
      loader: ({ params }) => loadSubmissionDetail(queryClient, candidateId(), params.jobId),
      errorComponent: ({ error }) => <SubmissionDetailFailure error={error} origin="dashboard" />,
      component: DashboardDetail,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/submissions',
      validateSearch: (search: Record<string, unknown>) =>
        validateSubmissionsSearch(search as never),
      loaderDeps: ({ search: { filter, page } }) => ({ filter, page }),
      loader: ({ deps }) => loadSubmissions(queryClient, candidateId(), deps),
      pendingComponent: ListLoading,
      errorComponent: SubmissionsError,
      component: Submissions,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/submissions/$jobId',
      loader: ({ params }) => loadSubmissionDetail(queryClient, candidateId(), params.jobId),
      errorComponent: ({ error }) => <SubmissionDetailFailure error={error} origin="submissions" />,
      component: SubmissionsDetail,
    }),
  ]
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: entries }),
    context: { queryClient },
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await act(() => router.load())
  return { ...view, router, queryClient }
}
