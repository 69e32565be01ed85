import type {
  ApplicationCard,
  ApplicationsPage,
  StageHistoryEntry,
  SubmissionDetail,
  SubmissionStat,
} from '@contract/applications'
import { jsonResponse } from '@/shared/testing/fetch-stub'

/** Data as the server sends it, for the submissions component tests. */

export const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
export const JOB_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

export const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
export const failure = (status: number, message = 'Unavailable', code = 'some_error') =>
  jsonResponse({ status: false, message, error: { code } }, status)

/** A local time as the server sends it (ISO, UTC), so the texts hold in any time zone. */
export const localIso = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString()

export const submissionDetail = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  jobId: JOB_ID,
  applicationStatus: 'Interview',
  appliedDate: localIso(2026, 11, 21, 9, 30),
  matchScore: 86,
  topMatchReason: 'Your forklift certification matches this job',
  candidateFeedbackState: null,
  jobDetails: {
    title: 'Forklift Operator',
    companyName: 'Northwind Logistics',
    address: { city: 'Reno', state: 'NV' },
    payRateMin: 18,
    payRateMax: 22.5,
    payRateType: 'Hourly',
    employmentType: 'Full-time',
    summarizedJobDescription: 'Move pallets safely across the warehouse.',
  },
  ...overrides,
})

export const historyEntry = (
  previousStatus: string | null,
  currentStatus: string,
  createdAt: string,
): StageHistoryEntry => ({
  jobId: JOB_ID,
  createdAt,
  jobTitle: 'Forklift Operator',
  companyName: 'Northwind Logistics',
  previousStatus,
  currentStatus,
})

export const card = (jobId: string, overrides: Partial<ApplicationCard> = {}): ApplicationCard => ({
  jobId,
  jobTitle: `Job ${jobId}`,
  companyName: 'Northwind Logistics',
  location: 'Reno, NV',
  payRateMin: 18,
  payRateMax: 22,
  payRateType: 'Hourly',
  employmentType: 'Full-time',
  matchScore: 86,
  applicationStatus: 'InReview',
  candidateFeedbackState: null,
  ...overrides,
})

export const applicationsPage = (
  cards: ApplicationCard[],
  { page = 1, totalCount = cards.length } = {},
): ApplicationsPage => ({
  data: cards,
  pagination: { totalCount, page, pageSize: 10, totalPages: Math.ceil(totalCount / 10) },
})

export const submissionStats = (counts: Record<string, number>): SubmissionStat[] =>
  Object.entries(counts).map(([key, count]) => ({ key, label: key, count }))
