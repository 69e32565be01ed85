import type { CandidateReport } from '@contract/agency-report'
import type { SentReportResponse } from '@contract/sent-report'
import type { SharedReport, SharingAgency } from '@contract/shared-reports'
import { jsonResponse } from '@/shared/testing/fetch-stub'

/** Data as the server sends it, for the sharing component tests. */

export const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
export const JOB_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
export const OTHER_JOB_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
export const AGENCY_ID = '65d5a58e-f1c7-4dfd-a1bd-ac6b710ded84'
const OTHER_AGENCY_ID = '0b97aa7e-b6fa-433a-9dcd-59d930fd2455'
export const REPORT_ID = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'
const UPDATE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'
const OTHER_JOB_REPORT_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e'

export const SHARED_REPORTS = 'GET /api/CandidateReport/SharedReports'
export const SENT_REPORT = 'GET /api/CandidateReport/Report'
export const REPORT_PDF = 'GET /api/CandidateReport/ReportPdf'
export const STOP_SHARING = 'POST /api/CandidateReport/StopSharing'

export const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
export const failure = (status: number, message = 'Unavailable', code = 'some_error') =>
  jsonResponse({ status: false, message, error: { code } }, status)

/** A local time as the server sends it (ISO, UTC), so the texts hold in any time zone. */
export const localIso = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString()

const sharedReport = (overrides: Partial<SharedReport> = {}): SharedReport => ({
  reportId: REPORT_ID,
  jobId: JOB_ID,
  jobTitle: 'Forklift Operator',
  companyName: 'Northwind Logistics',
  event: 'candidate.report',
  state: 'sent',
  createdAt: localIso(2026, 11, 21, 9, 30),
  sentAt: localIso(2026, 11, 21, 9, 31),
  ...overrides,
})

/** Lone Star got a report and its update for the job, and one for another job. */
export const loneStar = (overrides: Partial<SharingAgency> = {}): SharingAgency => ({
  agencyId: AGENCY_ID,
  name: 'Lone Star Workforce Partners',
  contactEmail: 'reports@lonestar-workforce.example.com',
  contactPhone: '+12145550101',
  stoppedAt: null,
  reports: [
    sharedReport({
      reportId: UPDATE_ID,
      event: 'candidate.report.updated',
      state: 'sending',
      createdAt: localIso(2026, 11, 24, 15, 5),
      sentAt: null,
    }),
    sharedReport({
      reportId: OTHER_JOB_REPORT_ID,
      jobId: OTHER_JOB_ID,
      jobTitle: 'Order Picker',
      createdAt: localIso(2026, 11, 22, 8, 0),
      sentAt: localIso(2026, 11, 22, 8, 1),
    }),
    sharedReport(),
  ],
  ...overrides,
})

/** Pacific got one report for another job, and the candidate stopped sharing with it. */
export const pacific = (overrides: Partial<SharingAgency> = {}): SharingAgency => ({
  agencyId: OTHER_AGENCY_ID,
  name: 'Pacific Freight Staffing',
  contactEmail: 'reports@pacific-freight-staffing.example.com',
  contactPhone: '+19095550102',
  stoppedAt: localIso(2026, 11, 23, 10, 0),
  reports: [
    sharedReport({
      reportId: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f',
      jobId: 'd4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80',
      jobTitle: 'Material Handler',
      state: 'notSent',
      sentAt: null,
    }),
  ],
  ...overrides,
})

const candidateReport = (): CandidateReport => ({
  application: {
    jobId: JOB_ID,
    jobReference: 'LS-1042',
    jobTitle: 'Forklift Operator',
    companyName: 'Northwind Logistics',
    status: 'Interview',
    appliedAt: localIso(2026, 11, 21, 9, 30),
    updatedAt: localIso(2026, 11, 24, 15, 5),
    matchScore: 86,
    matchReason: 'Your forklift certification matches this job',
  },
  candidate: {
    id: CANDIDATE_ID,
    name: 'Rosa Mendez',
    phone: '+12065550123',
    email: 'rosa@example.com',
    location: 'Dallas, TX',
    currentOccupation: 'Forklift Operator',
    yearsOfExperience: 5,
    experience: [
      {
        employerName: 'Acme Warehousing',
        duration: '2020 - 2025',
        location: 'Dallas, TX',
        description: 'Drove a sit-down forklift.',
      },
    ],
    highestDegree: 'High school',
    education: [],
    skills: ['Forklift', 'Inventory counts'],
    language: 'es',
  },
  preferences: {
    jobTypeAndSchedule: {
      jobTypes: ['Forklift Operator'],
      roles: ['Forklift Operator', 'Order Picker'],
      shiftPreferences: ['first'],
    },
    location: {
      preferredLocations: ['Dallas, TX'],
      maximumCommuteDistance: '25 miles',
      relocation: 'No',
    },
    salaryAndBenefits: { hourlyRateRange: '$18 - $20', requiredBenefits: [] },
    skillsAndExperience: { skills: ['Forklift'], yearsOfExperience: 5 },
  },
  preferenceSources: {
    'jobTypeAndSchedule.jobTypes': 'typed',
    'location.preferredLocations': 'interview',
    'skillsAndExperience.yearsOfExperience': 'resume',
  },
  interview: {
    channel: 'web',
    completedAt: localIso(2026, 11, 20, 18, 0),
    answers: [
      {
        question: 'What kind of work do you want?',
        answer: 'Forklift work, days',
        kind: 'spoken',
        durationMs: 4200,
      },
      { question: 'Can you start this week?', answer: '', kind: 'silence', durationMs: null },
    ],
  },
})

export const sentReport = (): SentReportResponse['data'] => ({
  reportId: REPORT_ID,
  agencyName: 'Lone Star Workforce Partners',
  event: 'candidate.report',
  state: 'sent',
  createdAt: localIso(2026, 11, 21, 9, 30),
  sentAt: localIso(2026, 11, 21, 9, 31),
  report: candidateReport(),
})
