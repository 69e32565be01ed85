import type { ApplicationFilter } from './applications'

/*
 * No valibot here: the /submissions route checks its query string with these keys before any
 * screen code loads, so this module is part of every page's first script.
 */

/**
 * The submissions tabs (docs/product.md#submissions), in order: at most 7, so they fit one row on
 * large screens.
 */
export const SUBMISSION_TABS = [
  { key: 'all', label: 'All Submissions' },
  { key: 'inreview', label: 'In review' },
  { key: 'interview', label: 'Interview' },
  { key: 'joboffer', label: 'Job Offer' },
  { key: 'hired', label: 'Hired' },
  { key: 'dismissed', label: 'Dismissed' },
  { key: 'pastjobs', label: 'Past Jobs' },
] as const satisfies readonly { key: ApplicationFilter; label: string }[]
export type SubmissionTabKey = (typeof SUBMISSION_TABS)[number]['key']
