import { test as base } from './fixtures'
import { createAppliedCandidate, type AppliedCandidate } from './applied-candidate'

/**
 * `appliedCandidate`: one candidate with applications per worker (its own phone range, so it
 * never collides with the per-test `phone`).
 */
export const test = base.extend<object, { appliedCandidate: AppliedCandidate }>({
  appliedCandidate: [
    async ({ server }, use, workerInfo) => {
      const phone = `2065569${String(workerInfo.workerIndex % 1000).padStart(3, '0')}`
      await use(await createAppliedCandidate(server.url, phone))
    },
    // A whole interview, analysis and matching: up to a minute on a loaded 2-core machine.
    { scope: 'worker', timeout: 180_000 },
  ],
})

export { expect, expectNoAxeViolations } from './fixtures'
