import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { devOutboxResponseSchema } from '../../../contract/dev.ts'
import * as v from 'valibot'
import { serverLogDir } from './server-log-scan'
import { startServer, type RunningServer } from './server'

type WorkerFixtures = {
  server: RunningServer
  /** Extra server settings for a spec (test.use), e.g. the push hosts it allows. */
  serverEnv: Record<string, string>
}

/** How many matches the e2e servers apply to (the product's default is 10). */
export const E2E_AUTO_APPLY_LIMIT = 24
type TestFixtures = { phone: string }

let phoneCounter = 0

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use, workerInfo) => {
      // More applications than the default 10, so the dashboard and the submissions list have
      // a second page (tests/e2e/support/applied-candidate.ts).
      const server = await startServer(
        { AUTO_APPLY_LIMIT: String(E2E_AUTO_APPLY_LIMIT), ...serverEnv },
        // Kept after the run: global-teardown.ts scans it for personal data.
        { logDir: serverLogDir(workerInfo.project.outputDir) },
      )
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  /** A number no other test of this worker uses, so per-phone limits never collide. */
  // eslint-disable-next-line no-empty-pattern
  phone: async ({}, use, testInfo) => {
    phoneCounter += 1
    const suffix = String(testInfo.parallelIndex * 1000 + phoneCounter).padStart(4, '0')
    await use(`206555${suffix}`)
  },
})

export { expect }

/** The newest code sent to a number, read from the console provider's dev outbox. */
export async function latestCode(page: Page, nationalNumber: string): Promise<string> {
  const response = await page.request.get(`/api/dev/outbox?phone=%2B1${nationalNumber}`)
  expect(response.ok()).toBe(true)
  const { messages } = v.parse(devOutboxResponseSchema, await response.json())
  const newest = messages[0]
  if (!newest) throw new Error(`No SMS was sent to ${nationalNumber}`)
  return newest.code
}

/**
 * Until every animation that ends has ended: a dialog fading in is, for a moment, text at a
 * fraction of its opacity, which axe rightly reports as too little contrast. The endless ones
 * (spinners) are left running.
 */
const animationsSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )

/** Zero axe violations against the WCAG 2.2 AA rules. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}
