import type { QueryClient } from '@tanstack/react-query'
import { applicationsQuery } from '@/entities/application/api/get-applications'
import { preloadApplicationTexts } from '@/entities/application/application-texts'
import { dashboardStatsQuery } from '@/entities/application/api/get-application-counts'
import { candidateDetailsQuery } from '@/entities/candidate/api/get-details'
import { personRequestQuery } from '@/entities/candidate/api/get-person-request'
import { onlineState } from '@/shared/online/online-state'
import { ensureScreenData } from '@/shared/query/screen-data'
import { preloadDashboardTexts } from '../dashboard-texts'

/** The three calls of the dashboard: the name, the tiles and one page of active submissions. */
export const dashboardQueries = (candidateId: string, page: number) => ({
  details: candidateDetailsQuery(candidateId),
  stats: dashboardStatsQuery(candidateId),
  list: applicationsQuery(candidateId, { filter: 'active', page }),
})

/**
 * The route loader. Entering the dashboard waits for all three, so it opens whole (or on its
 * failure view). A page change ('stay') waits only for the name and tiles, which are cached:
 * the dashboard stays on screen at once with the new page in the URL, and the grid shows its
 * spinner until the page arrives. Offline it waits for the page too: either it is saved and
 * comes at once, or the screen says it is not saved instead of spinning.
 */
export async function loadDashboard(
  queryClient: QueryClient,
  candidateId: string,
  page: number,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  const queries = dashboardQueries(candidateId, page)
  // The first render needs them too: asked for now, they travel with the data.
  preloadDashboardTexts()
  preloadApplicationTexts()
  // The request to talk to a person, asked for with the rest and never waited for: the screen
  // paints without it. Asked for only by its panel as it rendered, it came a round trip after
  // the rest and pushed the list down when it did.
  ensureScreenData(queryClient, personRequestQuery(candidateId)).catch(() => {})
  const list = ensureScreenData(queryClient, queries.list)
  const waitForList = cause !== 'stay' || !onlineState.getSnapshot()
  // Not waited for: the screen's own query of that page sees and reports a failure.
  if (!waitForList) list.catch(() => {})
  await Promise.all([
    ensureScreenData(queryClient, queries.details),
    ensureScreenData(queryClient, queries.stats),
    waitForList ? list : undefined,
  ])
}
