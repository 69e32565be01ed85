import { initialJsBudgetBar } from '../../tests/e2e/support/bundle-budgets'
import { initialJs, kb } from '../../tests/e2e/support/bundle-sizes'
import { launchChromium } from '../chromium'
import { withCleanup } from '../cleanup'
import { dashboardCandidate, jobCards, signedInState } from '../dashboard-server'
import type { BenchContext, MeasureGroup } from '../measure'

/**
 * Initial JS of /dashboard signed in (issue 10, reported): as the other routes of 'Bundle
 * sizes' (a fresh phone-sized page, service worker blocked, every script until the network is
 * idle, gzip -9), as a seeded candidate of the dashboard fixture, once the cards are shown.
 */
export const dashboardInitialJs: MeasureGroup = {
  name: 'Dashboard initial JS',
  async run(context: BenchContext) {
    const { server, session } = await dashboardCandidate(context)
    const browser = await launchChromium()
    const route = await withCleanup(
      () => browser.close(),
      () =>
        initialJs(
          browser,
          server.url,
          '/dashboard',
          signedInState(server.url, session),
          async (page) => {
            await jobCards(page).first().waitFor({ timeout: 60_000 })
          },
        ),
    )
    if (route.finalPath !== '/dashboard')
      throw new Error(`/dashboard signed in ended on ${route.finalPath}`)
    context.log(
      `Initial JS /dashboard (signed in): ${kb(route.gzipBytes)} KB gzip in ${route.scripts.length} files`,
    )
    const largest = [...route.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3)
    return [
      {
        id: 'js.initial./dashboard.signed-in',
        label: 'Initial JS /dashboard (signed in), gzip',
        value: kb(route.gzipBytes),
        unit: 'KB',
        bar: initialJsBudgetBar('/dashboard'),
        note: `${route.scripts.length} files, largest ${largest.map((script) => `${script.url} ${kb(script.gzipBytes)} KB`).join(', ')}${route.outsideRequests.length > 0 ? `; requests to outside hosts: ${route.outsideRequests.join(', ')}` : ''}`,
        detail: route,
      },
    ]
  },
}
