import { SUBMISSION_TABS, type SubmissionStat, type SubmissionTabKey } from '@contract/applications'

export interface SubmissionTab {
  key: SubmissionTabKey
  label: string
  /** Undefined when the counts are missing (not loaded, or failed): the label shows alone. */
  count: number | undefined
}

/**
 * The seven tabs of /submissions, always in SUBMISSION_TABS order with its labels; the counts
 * come from GetSubmissionAggregatedCount, matched on the key in any case.
 */
export const submissionTabs = (stats: readonly SubmissionStat[] | undefined): SubmissionTab[] =>
  SUBMISSION_TABS.map(({ key, label }) => ({
    key,
    label,
    count: stats?.find((stat) => stat.key.toLowerCase() === key)?.count,
  }))

/** The label of a tab key, for the empty state's "{status}". */
export const tabLabel = (key: SubmissionTabKey): string =>
  SUBMISSION_TABS.find((tab) => tab.key === key)?.label ?? key
