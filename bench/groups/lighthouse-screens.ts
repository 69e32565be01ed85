import type { Result } from 'lighthouse'
import { signInThroughBrowser } from '../candidate'
import { launchChromium } from '../chromium'
import { withCleanup } from '../cleanup'
import { dashboardCandidate, signedInState } from '../dashboard-server'
import { lighthouseRoute } from '../lighthouse'
import { lighthouseMeasures } from '../lighthouse-measures'
import type { BenchContext, Measure, MeasureGroup } from '../measure'

/** A new candidate, signed in through /login on the bench's own server, for /onboarding. */
const ONBOARDING_PHONE = '2065559003'

/** A run counts only if it audited the screen it was sent to (a guard may redirect). */
const endsOn =
  (expected: string) =>
  (lhr: Result): void => {
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname
    if (finalPath !== expected) throw new Error(`Lighthouse ${expected} ended on ${finalPath}`)
  }

/**
 * Lighthouse mobile (default config and throttling, median of 3) on the other screens a
 * candidate opens signed in: /onboarding as a new candidate, /submissions as the dashboard
 * fixture's seeded one. Reported beside /dashboard; accessibility and best practices have their
 * bars of 100 (README.md#performance), performance none of its own.
 */
export const lighthouseScreens: MeasureGroup = {
  name: 'Lighthouse signed-in screens',
  async run(context: BenchContext) {
    const browser = await launchChromium()
    const onboardingState = await withCleanup(
      () => browser.close(),
      () => signInThroughBrowser(browser, context.baseUrl, ONBOARDING_PHONE),
    )
    const measures: Measure[] = []
    const onboarding = await lighthouseRoute(`${context.baseUrl}/onboarding`, {
      name: 'onboarding',
      artifactsDir: context.artifactsDir,
      storageState: onboardingState,
      check: endsOn('/onboarding'),
      log: context.log,
    })
    measures.push(...lighthouseMeasures('/onboarding', onboarding, undefined, '; a new candidate'))

    const { server, session } = await dashboardCandidate(context)
    const submissions = await lighthouseRoute(`${server.url}/submissions`, {
      name: 'submissions',
      artifactsDir: context.artifactsDir,
      storageState: signedInState(server.url, session),
      check: endsOn('/submissions'),
      log: context.log,
    })
    measures.push(
      ...lighthouseMeasures(
        '/submissions',
        submissions,
        undefined,
        `; signed in as seeded candidate ${session.phone}`,
      ),
    )
    return measures
  },
}
