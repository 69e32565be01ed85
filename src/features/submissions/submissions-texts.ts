import type { CandidateFeedbackState } from '@contract/applications'

/**
 * Every user-visible text of /submissions, the submission detail (also under /dashboard) and the
 * feedback modal (SPEC.md 2, 4, 5, 9). English only for now; a Spanish table with the same keys
 * can sit beside it (DESIGN.md 1). The wording SPEC.md leaves open is recorded in
 * docs/decisions.md.
 */
export const submissionsTexts = {
  documentTitle: (screen: string, product: string) => `${screen} | ${product} Jobs`,

  list: {
    heading: 'Submissions',
    /** SPEC.md 2. */
    loading: 'Loading submissions...',
    /** Names the tab row, a navigation landmark (apart from the dropdown's label). */
    tabsLabel: 'Submission status filters',
    /** Labels the dropdown that takes the tabs' place on phones. */
    filterLabel: 'Filter by status',
    /** SPEC.md 2: 'label (count)'; the label alone when the counts are missing. */
    tab: (label: string, count: number | undefined) =>
      count === undefined ? label : `${label} (${count})`,
    /** SPEC.md 2. */
    emptyTitle: 'No submissions found',
    emptyText: (status: string) => `You don't have any applications with "${status}" status.`,
  },

  detail: {
    /** SPEC.md 2. */
    heading: 'Job submission detail',
    loading: 'Loading job submission...',
    back: 'Back',
    /** An application that is not the candidate's, or no longer exists. */
    notFound: "We couldn't find this job submission.",
    location: (city: string, state: string) => [city, state].filter(Boolean).join(', '),
    applied: (date: string) => `Applied ${date}`,
    pay: 'Pay',
    employmentType: 'Employment type',
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
    /** SPEC.md 2. */
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
     * SPEC.md 9: the accept and decline labels; Neutral is the quieter third choice. Each opens
     * the modal, whose heading is the same label.
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
    otherReasonLabel: 'Other reason',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    /** Why the submit button is disabled (SPEC.md 5). */
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
    /** Feedback given offline waits as a paused mutation (issue 10). */
    queuedOffline: "Your feedback will be sent when you're back online.",
    /** A failure without a server message (SPEC.md 8's fallback). */
    sendFailed: "We couldn't send your feedback. Please try again.",
  },
} as const
