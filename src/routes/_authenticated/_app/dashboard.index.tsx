import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DashboardError } from '@/features/dashboard/components/dashboard-error'
import { DashboardLoading } from '@/features/dashboard/components/dashboard-loading'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { loadDashboard } from '@/features/dashboard/model/dashboard-data'
import {
  DEFAULT_DASHBOARD_PAGE,
  validateDashboardSearch,
} from '@/features/dashboard/model/dashboard-search'
import { InstallCard } from '@/features/install/components/install-card'
import { preloadInstallTexts } from '@/features/install/install-texts'
import { NotificationsCard } from '@/features/notifications/components/notifications-card'
import { preloadNotificationsTexts } from '@/features/notifications/notifications-texts'
import { currentCandidateId } from '@/shared/session/candidate-id'

/**
 * /dashboard (docs/product.md#dashboard): the page of active submissions is in the query string.
 * After onboarding it is the moment to offer notifications and installing the app, placed here
 * since features do not import each other.
 */
export const Route = createFileRoute('/_authenticated/_app/dashboard/')({
  validateSearch: validateDashboardSearch,
  // Page 1 stays out of the URL: /dashboard, not /dashboard?page=1.
  search: { middlewares: [stripSearchParams({ page: DEFAULT_DASHBOARD_PAGE })] },
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient }, deps: { page }, cause }) => {
    // The offers render with the dashboard: their texts travel with its data, not after it.
    preloadNotificationsTexts()
    preloadInstallTexts()
    return loadDashboard(queryClient, currentCandidateId() ?? '', page, cause)
  },
  pendingComponent: DashboardLoading,
  errorComponent: ({ error }) => <DashboardError error={error} />,
  component: DashboardRoute,
})

function DashboardRoute() {
  const { page } = Route.useSearch()
  return (
    <DashboardPage
      page={page}
      offers={
        <>
          <NotificationsCard />
          <InstallCard />
        </>
      }
    />
  )
}
