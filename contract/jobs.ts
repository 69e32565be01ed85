import * as v from 'valibot'

/**
 * The job types a candidate picks from in onboarding step 2
 * (docs/product.md#step-2-job-preferences).
 */
export const FIXED_JOB_TYPES = [
  'Forklift Operator',
  'Assembler',
  'Order Picker',
  'Material Handler',
  'Machine Operator',
  'Production Associate',
  'Warehouse Associate',
] as const
export type FixedJobType = (typeof FIXED_JOB_TYPES)[number]

/** How a job's pay is quoted: payRateMin and payRateMax are dollars per hour, week or year. */
export const PAY_RATE_TYPES = ['Hourly', 'Weekly', 'Annual'] as const
export type PayRateType = (typeof PAY_RATE_TYPES)[number]

export const EMPLOYMENT_TYPES = [
  'Full-time',
  'Part-time',
  'Temporary',
  'Temp-to-hire',
  'Contract',
] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

/** Shift keys, in the order a day runs; matching compares them with the candidate's preferences. */
export const SHIFTS = ['first', 'second', 'third', 'weekend', 'rotating'] as const
export type Shift = (typeof SHIFTS)[number]

/**
 * The landing page shows at most this many titles (docs/product.md#the-public-pages); the server
 * sends all.
 */
export const LANDING_JOB_TITLES_LIMIT = 7

export const jobTitleCountSchema = v.object({
  jobTitle: v.pipe(v.string(), v.minLength(1)),
  jobsCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type JobTitleCount = v.InferOutput<typeof jobTitleCountSchema>

/**
 * GET /api/Job/GetJobsAggregatedCount. No token. docs/product.md#the-public-pages reads the list at
 * message.data, so `message` is an object here (as in ValidateOtp) and `data` is null.
 * Sorted by jobsCount descending, then jobTitle.
 */
export const jobsAggregatedCountResponseSchema = v.object({
  status: v.literal(true),
  message: v.object({
    text: v.string(),
    data: v.array(jobTitleCountSchema),
  }),
  data: v.null(),
})
export type JobsAggregatedCountResponse = v.InferOutput<typeof jobsAggregatedCountResponseSchema>
