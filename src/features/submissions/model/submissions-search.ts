import type { SearchSchemaInput } from '@tanstack/react-router'
import { SUBMISSION_TABS, type SubmissionTabKey } from '@contract/applications'

/** The query string of /submissions (SPEC.md 2): ?filter=&page= */
export interface SubmissionsSearch {
  filter: SubmissionTabKey
  page: number
}

/** The server's highest page number; anything past it is as invalid as 'abc'. */
const MAX_PAGE = 1_000_000

const TAB_KEYS: readonly string[] = SUBMISSION_TABS.map((tab) => tab.key)
const isTabKey = (key: string): key is SubmissionTabKey => TAB_KEYS.includes(key)

/** A tab key in any case ('InReview', 'PASTJOBS'); anything else is 'all'. */
export const parseFilter = (value: unknown): SubmissionTabKey => {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return isTabKey(key) ? key : 'all'
}

/** A whole page number from 1 (the router hands over 2 or '2'); anything else is 1. */
export const parsePage = (value: unknown): number => {
  const page =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
}

/**
 * The route's validateSearch: never throws, every bad value falls back to its default. Typed
 * with SearchSchemaInput so links to /submissions may leave both out.
 */
export const validateSubmissionsSearch = (
  search: Partial<SubmissionsSearch> & SearchSchemaInput,
): SubmissionsSearch => ({
  filter: parseFilter(search.filter),
  page: parsePage(search.page),
})
