import type { SearchSchemaInput } from '@tanstack/react-router'
import { SUBMISSION_TABS, type SubmissionTabKey } from '@contract/submission-tabs'
import { pageParam } from '@/shared/ui/pagination/page-param'

/** The query string of /submissions (docs/product.md#submissions): ?filter=&page= */
export interface SubmissionsSearch {
  filter: SubmissionTabKey
  page: number
}

const TAB_KEYS: readonly string[] = SUBMISSION_TABS.map((tab) => tab.key)
const isTabKey = (key: string): key is SubmissionTabKey => TAB_KEYS.includes(key)

/** A tab key in any case ('InReview', 'PASTJOBS'); anything else is 'all'. */
export const parseFilter = (value: unknown): SubmissionTabKey => {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return isTabKey(key) ? key : 'all'
}

/**
 * The route's validateSearch: never throws, every bad value falls back to its default. Typed
 * with SearchSchemaInput so links to /submissions may leave both out.
 */
export const validateSubmissionsSearch = (
  search: Partial<SubmissionsSearch> & SearchSchemaInput,
): SubmissionsSearch => ({
  filter: parseFilter(search.filter),
  page: pageParam(search.page),
})
