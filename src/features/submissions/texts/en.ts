import type {
  ACCEPT_REASONS,
  CandidateFeedbackState,
  DECLINE_REASONS,
  SubmissionTabKey,
} from '@contract/applications'
import type { EmploymentType } from '@contract/jobs'

type FeedbackReason = (typeof ACCEPT_REASONS)[number] | (typeof DECLINE_REASONS)[number]

/**
 * Every user-visible text of /submissions, the submission detail (also under /dashboard) and the
 * feedback modal (docs/product.md#submissions). In English; es.ts says them in Spanish.
 */
export const submissionsTextsEn = {
  documentTitle: (screen: string, product: string) => `${screen} | ${product} Jobs`,

  list: {
    heading: 'Submissions',
    /** docs/product.md#submissions. */
    loading: 'Loading submissions...',
    /** Names the tab row, a navigation landmark (apart from the dropdown's label). */
    tabsLabel: 'Submission status filters',
    /** Labels the dropdown that takes the tabs' place on phones. */
    filterLabel: 'Filter by status',
    /** The tabs' labels by key (contract SUBMISSION_TABS). */
    tabLabels: {
      all: 'All Submissions',
      inreview: 'In review',
      interview: 'Interview',
      joboffer: 'Job Offer',
      hired: 'Hired',
      dismissed: 'Dismissed',
      pastjobs: 'Past Jobs',
    } satisfies Record<SubmissionTabKey, string>,
    /**
     * docs/product.md#submissions: 'label (count)'; the label alone when the counts are missing.
     */
    tab: (label: string, count: number | undefined) =>
      count === undefined ? label : `${label} (${count})`,
    /** docs/product.md#submissions. */
    emptyTitle: 'No submissions found',
    emptyText: (status: string) => `You don't have any applications with "${status}" status.`,
  },

  detail: {
    /** docs/product.md#submissions. */
    heading: 'Job submission detail',
    loading: 'Loading job submission...',
    back: 'Back',
    /** An application that is not the candidate's, or no longer exists. */
    notFound: "We couldn't find this job submission.",
    location: (city: string, state: string) => [city, state].filter(Boolean).join(', '),
    applied: (date: string) => `Applied ${date}`,
    pay: 'Pay',
    /** docs/product.md#dashboard: '$18 - 22 / hourly'; the range is already formatted. */
    payValue: (range: string, rateType: string) =>
      rateType.trim() ? `$${range} / ${rateType.trim().toLowerCase()}` : `$${range}`,
    employmentType: 'Employment type',
    /** The contract's employment types in words; another value shows as it came. */
    employmentTypes: {
      'Full-time': 'Full-time',
      'Part-time': 'Part-time',
      Temporary: 'Temporary',
      'Temp-to-hire': 'Temp-to-hire',
      Contract: 'Contract',
    } as Readonly<Record<EmploymentType | (string & {}), string>>,
    match: 'Match',
    matchScore: (score: number) => `${score}% match`,
    descriptionHeading: 'Job description',
  },

  /** The latest moves of the chosen filter (GetApplicationStateHistoryByStatus). */
  recentUpdates: {
    heading: 'Recent updates',
    job: (title: string, company: string) => `${title} at ${company}`,
  },

  history: {
    /** docs/product.md#submissions. */
    heading: 'Detailed Stage History',
    show: 'Show details',
    hide: 'Hide details',
    /** The first entry has no previous status: the application was made. */
    firstEntry: (status: string) => `Applied — ${status}`,
    /** Between the two statuses, read instead of the arrow. */
    to: 'to',
  },

  feedback: {
    heading: 'Your feedback',
    /** The current feedback beside its icons. */
    current: {
      Interested: 'You want more jobs like this',
      NotInterested: 'You dismissed this application',
      Neutral: 'No opinion given yet',
    } satisfies Record<CandidateFeedbackState, string>,
    /**
     * docs/product.md#feedback: the accept and decline labels; Neutral is the quieter third choice.
     * Each opens the modal, whose heading is the same label.
     */
    action: {
      Interested: 'More jobs like this',
      NotInterested: 'Dismiss Application',
      Neutral: 'Not sure yet',
    } satisfies Record<CandidateFeedbackState, string>,
    intro: {
      Interested: 'What do you like about this job? We use it to find you more jobs like it.',
      NotInterested: "Why doesn't this job work for you? Your answer helps us find better matches.",
      Neutral:
        "We'll note that you have no opinion on this job yet. Any feedback you gave on it before is taken back.",
    } satisfies Record<CandidateFeedbackState, string>,
    reasonsLegend: 'Choose one or more reasons',
    /** The reasons by their contract value, which is what is sent. */
    reasons: {
      'Matches my skills': 'Matches my skills',
      'Great location': 'Great location',
      'Good Salary': 'Good Salary',
      'Interested in this company': 'Interested in this company',
      'Role is a good fit': 'Role is a good fit',
      "Location doesn't work for me": "Location doesn't work for me",
      'Salary is too low': 'Salary is too low',
      'Not interested in this company': 'Not interested in this company',
      "Role isn't a good fit": "Role isn't a good fit",
      'Other reason': 'Other reason',
    } satisfies Record<FeedbackReason, string>,
    otherReasonLabel: 'Other reason',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    /** Why the submit button is disabled (docs/product.md#feedback). */
    problems: {
      chooseReason: 'Choose at least one reason.',
      otherReasonMissing: 'Tell us the other reason.',
      otherReasonTooLong: 'The other reason can be at most 300 characters.',
    },
    submit: 'Send feedback',
    cancel: 'Cancel',
    close: 'Close',
    thankYou: 'Thank you for your feedback!',
    thankYouText: 'It helps us find the right jobs for you.',
    /** Feedback given offline waits as a paused mutation. */
    queuedOffline: "Your feedback will be sent when you're back online.",
    /** A failure without a server message (the fallback of docs/product.md#calls-and-errors). */
    sendFailed: "We couldn't send your feedback. Please try again.",
  },
} as const
