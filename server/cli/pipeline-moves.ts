import type { ApplicationStatus } from '../../contract/applications'

/**
 * How applications move in `npm run agency -- simulate`: realistic odds per round for each
 * open status (most applications wait, some go forward, some are dismissed). Pure, so the
 * odds are tested without a server.
 */
const ODDS: Partial<
  Record<ApplicationStatus, ReadonlyArray<readonly [ApplicationStatus, number]>>
> = {
  InReview: [
    ['Interview', 0.3],
    ['RecruiterDismissed', 0.1],
  ],
  Interview: [
    ['JobOffer', 0.35],
    ['RecruiterDismissed', 0.15],
    ['CandidateDismissed', 0.05],
  ],
  JobOffer: [
    ['Hired', 0.6],
    ['CandidateDismissed', 0.1],
  ],
}

/** The status to move to this round, or undefined to wait. `roll` is uniform in [0, 1). */
export function nextSimulatedStatus(
  status: ApplicationStatus,
  roll: number,
): ApplicationStatus | undefined {
  let threshold = 0
  for (const [next, chance] of ODDS[status] ?? []) {
    threshold += chance
    if (roll < threshold) return next
  }
  return undefined
}
