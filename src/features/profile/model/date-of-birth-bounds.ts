import { MINIMUM_AGE_YEARS } from '@contract/profile'

/**
 * The latest date of birth the date picker offers on `today` (UTC, as the contract checks):
 * 18 years ago, 29 February falling back to the 28th. YYYY-MM-DD.
 */
export function latestDateOfBirth(today: Date): string {
  const year = today.getUTCFullYear() - MINIMUM_AGE_YEARS
  const month = today.getUTCMonth()
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(today.getUTCDate(), lastDay)
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10)
}
