import path from 'node:path'
import type { Result } from 'lighthouse'
import { bars } from '../bars'
import { dashboardCandidate, signedInState } from '../dashboard-server'
import { lighthouseRoute, requestsOf } from '../lighthouse'
import { lighthouseMeasures } from '../lighthouse-measures'
import type { BenchContext, MeasureGroup } from '../measure'

/**
 * A run counts only if it audited the signed-in dashboard with its cards: it ended on
 * /dashboard (the guard sends a signed-out or unfinished candidate elsewhere) and the page
 * fetched its active submissions (the cards) and its tiles successfully.
 */
function checkDashboard(lhr: Result): void {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname
  if (finalPath !== '/dashboard') throw new Error(`Lighthouse /dashboard ended on ${finalPath}`)
  const requests = requestsOf(lhr)
  for (const [what, pattern] of [
    ['active submissions', /\/api\/CandidateApplication\/applications\?.*status=active/],
    ['tiles', /\/api\/CandidateApplication\/GetCandidateApplicationAggregatedCount\?/],
  ] as const) {
    const answered = requests.filter((request) => pattern.test(request.url))
    if (!answered.some((request) => request.statusCode === 200))
      throw new Error(
        `Lighthouse /dashboard: no successful request for the ${what} (${answered.map((request) => request.statusCode).join(', ') || 'none'})`,
      )
  }
}

/**
 * Lighthouse mobile on /dashboard signed in (issue 17: performance >= 95; DESIGN.md 9: accessibility
 * and best practices 100): default config and simulated throttling, three runs each in a fresh
 * Chrome whose local storage holds a seeded candidate's sign-in (kept: storage reset is off),
 * the run of median performance. What the median run showed last is saved beside its report.
 */
export const lighthouseDashboard: MeasureGroup = {
  name: 'Lighthouse /dashboard',
  async run(context: BenchContext) {
    const { server, session } = await dashboardCandidate(context)
    const result = await lighthouseRoute(`${server.url}/dashboard`, {
      name: 'dashboard',
      artifactsDir: context.artifactsDir,
      storageState: signedInState(server.url, session),
      check: checkDashboard,
      log: context.log,
    })
    const screenshot = result.screenshotPath
      ? `; last screenshot ${path.relative(process.cwd(), result.screenshotPath)}`
      : ''
    return lighthouseMeasures(
      '/dashboard',
      result,
      bars.lighthouseDashboardPerformance,
      `; signed in as seeded candidate ${session.phone}${screenshot}`,
    )
  },
}
