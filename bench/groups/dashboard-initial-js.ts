import { initialJs, kb } from '../../tests/e2e/support/bundle-sizes'
import { launchChromium } from '../chromium'
import { withCleanup } from '../cleanup'
import { dashboardCandidate, jobCards, signedInState } from '../dashboard-server'
import type { BenchContext, Measure, MeasureGroup } from '../measure'
import { budgetNote, initialJsBar } from './bundle-sizes'

/** Where each screen is ready: its cards (the dashboard's, or the submissions list's). */
const SCREENS = ['/dashboard', '/submissions'] as const

/**
 * Initial JS of /dashboard and /submissions signed in (reported): as the other routes of
 * 'Bundle sizes' (a fresh phone-sized page, service worker blocked, every script until the
 * network is idle, gzip -9), as a seeded candidate of the dashboard fixture, once the cards are
 * shown.
 */
export const dashboardInitialJs: MeasureGroup = {
  name: 'Dashboard initial JS',
  async run(context: BenchContext) {
    const { server, session } = await dashboardCandidate(context)
    const browser = await launchChromium()
    return withCleanup(
      () => browser.close(),
      async () => {
        const measures: Measure[] = []
        for (const path of SCREENS) {
          const route = await initialJs(
            browser,
            server.url,
            path,
            signedInState(server.url, session),
            async (page) => {
              await jobCards(page).first().waitFor({ timeout: 60_000 })
            },
          )
          if (route.finalPath !== path)
            throw new Error(`${path} signed in ended on ${route.finalPath}`)
          context.log(
            `Initial JS ${path} (signed in): ${kb(route.gzipBytes)} KB gzip in ${route.scripts.length} files`,
          )
          const largest = [...route.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3)
          measures.push({
            id: `js.initial.${path}.signed-in`,
            label: `Initial JS ${path} (signed in), gzip`,
            value: kb(route.gzipBytes),
            unit: 'KB',
            bar: initialJsBar(path),
            note: [
              budgetNote(path),
              `${route.scripts.length} files, largest ${largest.map((script) => `${script.url} ${kb(script.gzipBytes)} KB`).join(', ')}`,
              route.outsideRequests.length > 0
                ? `requests to outside hosts: ${route.outsideRequests.join(', ')}`
                : '',
            ]
              .filter(Boolean)
              .join('; '),
            detail: route,
          })
        }
        return measures
      },
    )
  },
}
