import { fold } from '../vocabulary/fold'
import { coveredMonths } from './dates'
import type { ParsedEmployment } from './employment'

/** '12 years of experience', 'over 5+ years of forklift experience', '10 años de experiencia'. */
const STATED =
  /(\d{1,2})(?:\.\d)?\s*\+?\s*(?:years?|yrs?|anos)'?\s+(?:of\s+|de\s+)?(?:[a-z/-]+\s+){0,3}?(?:experience|exp\b|experiencia)/g

/** The largest number of years the text states as experience, if it states one. */
export function statedYears(text: string): number | undefined {
  let best: number | undefined
  for (const match of fold(text).matchAll(STATED)) {
    const years = Number(match[1])
    if (years > 0 && years <= 60 && (best === undefined || years > best)) best = years
  }
  return best
}

/** Years covered by the jobs' date ranges (overlaps once) plus durations without dates. */
export function computedYears(entries: ParsedEmployment[]): number {
  const months =
    coveredMonths(entries.flatMap((entry) => (entry.range ? [entry.range] : []))) +
    entries.reduce((sum, entry) => sum + (entry.range ? 0 : (entry.spanMonths ?? 0)), 0)
  return Math.round((months / 12) * 10) / 10
}

/** The title of the job marked Present, else of the job that ended last, else the first one. */
export function currentOccupation(entries: ParsedEmployment[]): string {
  const withTitle = entries.filter((entry) => entry.jobTitle !== '')
  const present = withTitle.find((entry) => entry.range?.current)
  if (present) return present.jobTitle
  let latest: ParsedEmployment | undefined
  for (const entry of withTitle) {
    if (entry.range && (!latest?.range || entry.range.end > latest.range.end)) latest = entry
  }
  return (latest ?? withTitle[0])?.jobTitle ?? ''
}
