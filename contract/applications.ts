import * as v from 'valibot'
import { freeText, plainText } from './text'
import { okEnvelope } from './envelope'

/**
 * Applications the agency makes on a candidate's behalf, and how their status moves
 * (docs/product.md#statuses-and-allowed-moves). The allowed transitions are ours (docs/adr/0054).
 */
export const APPLICATION_STATUSES = [
  'InReview',
  'Interview',
  'JobOffer',
  'Hired',
  'Dismissed',
  'CandidateDismissed',
  'RecruiterDismissed',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const applicationStatusSchema = v.picklist(
  APPLICATION_STATUSES,
  `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
)

/** Statuses an application can still move out of. Hired and every dismissed variant are final. */
export const OPEN_APPLICATION_STATUSES = ['InReview', 'Interview', 'JobOffer'] as const
export const DISMISSED_STATUSES = ['Dismissed', 'CandidateDismissed', 'RecruiterDismissed'] as const

/**
 * The pipeline: InReview -> Interview -> JobOffer -> Hired, and any open status to a dismissed
 * variant. Nothing moves backwards and nothing leaves a final status.
 */
export const ALLOWED_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  InReview: ['Interview', ...DISMISSED_STATUSES],
  Interview: ['JobOffer', ...DISMISSED_STATUSES],
  JobOffer: ['Hired', ...DISMISSED_STATUSES],
  Hired: [],
  Dismissed: [],
  CandidateDismissed: [],
  RecruiterDismissed: [],
}

export const canTransition = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  ALLOWED_TRANSITIONS[from].includes(to)

/**
 * docs/adr/0047: one line everywhere. Top Match from 80, Good Match 60 to 79, below is no match.
 */
export const TOP_MATCH_SCORE = 80
export const GOOD_MATCH_SCORE = 60

export const CANDIDATE_FEEDBACK_STATES = ['Interested', 'NotInterested', 'Neutral'] as const
export type CandidateFeedbackState = (typeof CANDIDATE_FEEDBACK_STATES)[number]

/* ---------------------------------------------------------------------------------------------
 * The candidate's application calls (docs/product.md#dashboard, docs/api.md).
 * ------------------------------------------------------------------------------------------- */

const uuid = (name: string) =>
  v.pipe(plainText(name, `${name} is required`), v.uuid(`${name} must be a UUID`))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** Query values arrive as text: '2' is 2; anything else is named in the 400. */
const positiveIntegerText = (name: string, max: number) =>
  v.pipe(
    plainText(name),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} must be at most ${max}`),
  )

/**
 * docs/product.md#dashboard: 10 on the dashboard and the submissions list; the server allows up to
 * 50.
 */
export const APPLICATIONS_PAGE_SIZE = 10
export const MAX_APPLICATIONS_PAGE_SIZE = 50
/** Stage history by status: a longer page, it is a timeline. */
export const HISTORY_PAGE_SIZE = 50
export const MAX_HISTORY_PAGE_SIZE = 100

/**
 * Filter keys of the list calls (the `status` query, matched case-insensitively). 'all' (or no
 * status) is everything; 'active' the open statuses (the dashboard's list); 'pastjobs' the
 * finished ones (Hired and every dismissed variant); 'dismissed' every dismissed variant; the
 * other keys are one status each.
 */
export const APPLICATION_FILTERS = [
  'all',
  'active',
  'pastjobs',
  'inreview',
  'interview',
  'joboffer',
  'hired',
  'dismissed',
  'candidatedismissed',
  'recruiterdismissed',
] as const
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number]

const FINAL_STATUSES: readonly ApplicationStatus[] = ['Hired', ...DISMISSED_STATUSES]

/** The statuses a filter keeps; undefined for 'all'. */
export const statusesForFilter = (
  filter: ApplicationFilter,
): readonly ApplicationStatus[] | undefined => {
  switch (filter) {
    case 'all':
      return undefined
    case 'active':
      return OPEN_APPLICATION_STATUSES
    case 'pastjobs':
      return FINAL_STATUSES
    case 'dismissed':
      return DISMISSED_STATUSES
    default:
      return APPLICATION_STATUSES.filter((status) => status.toLowerCase() === filter)
  }
}

/** A status or filter key in any case ('InReview', 'inreview', 'INREVIEW') to its filter key. */
export const applicationFilterSchema = v.pipe(
  plainText('status'),
  v.toLowerCase(),
  v.picklist(APPLICATION_FILTERS, `status must be one of ${APPLICATION_FILTERS.join(', ')}`),
)

/**
 * docs/product.md#statuses-and-allowed-moves: the label of each status; every dismissed variant
 * reads 'Dismissed'.
 */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  InReview: 'In review',
  Interview: 'Interview',
  JobOffer: 'Job Offer',
  Hired: 'Hired',
  Dismissed: 'Dismissed',
  CandidateDismissed: 'Dismissed',
  RecruiterDismissed: 'Dismissed',
}

export { SUBMISSION_TABS, type SubmissionTabKey } from './submission-tabs'

/** The four dashboard tiles (docs/product.md#dashboard), in order. */
export const DASHBOARD_STAT_CARDS = [
  { key: 'all', cardTitle: 'Total Submissions' },
  { key: 'inreview', cardTitle: 'In Review' },
  { key: 'interview', cardTitle: 'Interviews' },
  { key: 'joboffer', cardTitle: 'Job Offers' },
] as const satisfies readonly { key: ApplicationFilter; cardTitle: string }[]

/* Requests ------------------------------------------------------------------------------------ */

/** GET .../applications?candidateId=&page=&pageSize=&status= */
export const applicationsQuerySchema = v.object({
  candidateId: uuid('candidateId'),
  page: v.optional(positiveIntegerText('page', 1_000_000), '1'),
  pageSize: v.optional(
    positiveIntegerText('pageSize', MAX_APPLICATIONS_PAGE_SIZE),
    String(APPLICATIONS_PAGE_SIZE),
  ),
  status: v.optional(applicationFilterSchema, 'all'),
})
export type ApplicationsQuery = v.InferOutput<typeof applicationsQuerySchema>

/** The {jobId} of .../applications/{jobId}/details and .../feedback. */
export const jobIdParamSchema = v.object({ jobId: uuid('jobId') })

/** GET /api/ApplicationStateHistory/GetApplicationStateHistoryByJobId?candidateId=&jobId= */
export const historyByJobQuerySchema = v.object({
  candidateId: uuid('candidateId'),
  jobId: uuid('jobId'),
})

/** GET /api/ApplicationStateHistory/GetApplicationStateHistoryByStatus?candidateId=&applicationStatus= */
export const historyByStatusQuerySchema = v.object({
  candidateId: uuid('candidateId'),
  applicationStatus: v.optional(applicationFilterSchema, 'all'),
  page: v.optional(positiveIntegerText('page', 1_000_000), '1'),
  pageSize: v.optional(
    positiveIntegerText('pageSize', MAX_HISTORY_PAGE_SIZE),
    String(HISTORY_PAGE_SIZE),
  ),
})

/* Feedback (docs/product.md#feedback) ------------------------------------------------ */

export const OTHER_REASON = 'Other reason'
export const ACCEPT_REASONS = [
  'Matches my skills',
  'Great location',
  'Good Salary',
  'Interested in this company',
  'Role is a good fit',
  OTHER_REASON,
] as const
export const DECLINE_REASONS = [
  "Location doesn't work for me",
  'Salary is too low',
  'Not interested in this company',
  "Role isn't a good fit",
  OTHER_REASON,
] as const
export const OTHER_REASON_MAX_LENGTH = 300

/** The reasons a decision offers; Neutral (no opinion, or taking one back) offers none. */
export const reasonsForDecision = (decision: CandidateFeedbackState): readonly string[] =>
  decision === 'Interested' ? ACCEPT_REASONS : decision === 'NotInterested' ? DECLINE_REASONS : []

/**
 * POST .../applications/{jobId}/feedback. Interested and NotInterested need at least one of
 * their reasons; 'Other reason' needs its text (trimmed, at most 300). Neutral takes none.
 */
export const feedbackRequestSchema = v.pipe(
  v.object({
    candidateId: uuid('candidateId'),
    jobId: uuid('jobId'),
    decision: v.picklist(
      CANDIDATE_FEEDBACK_STATES,
      `decision must be one of ${CANDIDATE_FEEDBACK_STATES.join(', ')}`,
    ),
    reasons: v.pipe(
      v.array(plainText('each reason', 'each reason must be text'), 'reasons must be a list'),
      v.maxLength(ACCEPT_REASONS.length, 'reasons has too many entries'),
    ),
    otherReason: v.optional(
      v.pipe(
        freeText('otherReason', 'otherReason must be text'),
        v.trim(),
        v.maxLength(OTHER_REASON_MAX_LENGTH, 'otherReason must be at most 300 characters'),
      ),
      '',
    ),
  }),
  v.check(({ decision, reasons }) => {
    const allowed = reasonsForDecision(decision)
    return reasons.every((reason) => allowed.includes(reason))
  }, 'reasons must be chosen from the reasons of the decision'),
  v.check(
    ({ decision, reasons }) => decision === 'Neutral' || reasons.length > 0,
    'Choose at least one reason',
  ),
  v.check(
    ({ reasons, otherReason }) => !reasons.includes(OTHER_REASON) || otherReason.length > 0,
    'Please tell us the other reason',
  ),
)
export type FeedbackRequest = v.InferInput<typeof feedbackRequestSchema>

/* Responses ----------------------------------------------------------------------------------- */

/**
 * Statuses and feedback states are plain strings in responses: the app matches statuses
 * case-insensitively and shows an unknown one in grey, so a new status from another backend
 * must not break the screen.
 */
const payRate = v.nullable(v.number())

/** docs/product.md#dashboard. */
export const applicationCardSchema = v.object({
  jobId: v.string(),
  jobTitle: v.string(),
  companyName: v.string(),
  location: v.string(),
  payRateMin: payRate,
  payRateMax: payRate,
  payRateType: v.nullable(v.string()),
  employmentType: v.string(),
  matchScore: v.number(),
  applicationStatus: v.string(),
  candidateFeedbackState: v.nullable(v.string()),
})
export type ApplicationCard = v.InferOutput<typeof applicationCardSchema>

export const paginationSchema = v.object({
  totalCount: count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalPages: count,
})
export type Pagination = v.InferOutput<typeof paginationSchema>

/** GET .../applications -> data.data and data.pagination.totalCount */
export const applicationsResponseSchema = okEnvelope(
  v.object({ data: v.array(applicationCardSchema), pagination: paginationSchema }),
)
export type ApplicationsPage = v.InferOutput<typeof applicationsResponseSchema>['data']

/** docs/product.md#the-submission-detail. */
export const submissionDetailSchema = v.object({
  jobId: v.string(),
  applicationStatus: v.string(),
  appliedDate: v.string(),
  matchScore: v.number(),
  topMatchReason: v.string(),
  candidateFeedbackState: v.nullable(v.string()),
  jobDetails: v.object({
    title: v.string(),
    companyName: v.string(),
    address: v.object({ city: v.string(), state: v.string() }),
    payRateMin: payRate,
    payRateMax: payRate,
    payRateType: v.nullable(v.string()),
    employmentType: v.string(),
    summarizedJobDescription: v.string(),
  }),
})
export type SubmissionDetail = v.InferOutput<typeof submissionDetailSchema>

/** GET .../applications/{jobId}/details -> data.data */
export const submissionDetailResponseSchema = okEnvelope(v.object({ data: submissionDetailSchema }))

/** docs/product.md#the-submission-detail (previousStatus is null on the first entry). */
export const stageHistoryEntrySchema = v.object({
  jobId: v.string(),
  createdAt: v.string(),
  jobTitle: v.string(),
  companyName: v.string(),
  previousStatus: v.nullable(v.string()),
  currentStatus: v.string(),
})
export type StageHistoryEntry = v.InferOutput<typeof stageHistoryEntrySchema>

/** GetApplicationStateHistoryByJobId -> data.data, oldest first. */
export const historyByJobResponseSchema = okEnvelope(
  v.object({ data: v.array(stageHistoryEntrySchema) }),
)

/** GetApplicationStateHistoryByStatus -> data.data, newest first, and its page. */
export const historyByStatusResponseSchema = okEnvelope(
  v.object({ data: v.array(stageHistoryEntrySchema), pagination: paginationSchema }),
)

/** GetCandidateApplicationAggregatedCount -> data.dashboardAggregatedStats */
export const dashboardStatSchema = v.object({ key: v.string(), cardTitle: v.string(), count })
export type DashboardStat = v.InferOutput<typeof dashboardStatSchema>
export const dashboardAggregatedCountResponseSchema = okEnvelope(
  v.object({ dashboardAggregatedStats: v.array(dashboardStatSchema) }),
)

/** GetSubmissionAggregatedCount -> data.data.submissionAggregatedStats */
export const submissionStatSchema = v.object({ key: v.string(), label: v.string(), count })
export type SubmissionStat = v.InferOutput<typeof submissionStatSchema>
export const submissionAggregatedCountResponseSchema = okEnvelope(
  v.object({ data: v.object({ submissionAggregatedStats: v.array(submissionStatSchema) }) }),
)

/** POST .../feedback -> data.data: where the application stands after it. */
export const feedbackResponseSchema = okEnvelope(
  v.object({
    data: v.object({
      jobId: v.string(),
      candidateFeedbackState: v.string(),
      applicationStatus: v.string(),
    }),
  }),
)
export type FeedbackResponse = v.InferOutput<typeof feedbackResponseSchema>
