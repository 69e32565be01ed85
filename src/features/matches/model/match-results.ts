import type { JobMatchStatistics } from '@contract/matches'

/**
 * docs/product.md#after-the-interview-check-profile: matches are shown if either count is above 0;
 * otherwise 'still matching'.
 */
export const hasMatches = ({ highMatches, goodMatches }: JobMatchStatistics): boolean =>
  highMatches > 0 || goodMatches > 0

/** A share of all matches as a whole number of per cent (the contract allows fractions). */
export const wholePercentage = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0
