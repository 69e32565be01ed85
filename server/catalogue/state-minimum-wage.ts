/**
 * Approximate 2026 state minimum hourly wages; pay never goes below the floor of the job's
 * state plus a margin (industrial work pays above minimum). States not listed: $7.25.
 */
const STATE_MINIMUM_WAGE: Readonly<Record<string, number>> = {
  AZ: 15.15,
  CA: 16.9,
  CO: 15.16,
  FL: 14,
  IL: 15,
  MD: 15,
  MI: 12.48,
  MN: 11.41,
  MO: 15,
  NE: 15,
  NJ: 15.92,
  NV: 12,
  OH: 11,
  OR: 15.05,
  VA: 12.77,
  WA: 17.13,
}

export const stateMinimumWage = (state: string): number => STATE_MINIMUM_WAGE[state] ?? 7.25
