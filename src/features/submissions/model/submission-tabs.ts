import { SUBMISSION_TABS, type SubmissionStat, type SubmissionTabKey } from '@contract/applications'

interface SubmissionTab {
  key: SubmissionTabKey
  label: string
  /** Undefined when the counts are missing (not loaded, or failed): the label shows alone. */
  count: number | undefined
}

/** The tabs' labels by key, in the language on screen (the catalogue's list.tabLabels). */
type TabLabels = Readonly<Record<SubmissionTabKey, string>>

/**
 * The seven tabs of /submissions, always in SUBMISSION_TABS order with the given labels; the
 * counts come from GetSubmissionAggregatedCount, matched on the key in any case.
 */
export const submissionTabs = (
  stats: readonly SubmissionStat[] | undefined,
  labels: TabLabels,
): SubmissionTab[] =>
  SUBMISSION_TABS.map(({ key }) => ({
    key,
    label: labels[key],
    count: stats?.find((stat) => stat.key.toLowerCase() === key)?.count,
  }))
