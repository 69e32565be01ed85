import { headers, type EndpointName } from '../../../contract/endpoints'
import type { IdKind, OwnedIds } from './matrix-parties'
import { browserSubscription } from './push-service'
import { createTestClock } from './test-clock'

/**
 * The ownership matrix's table: one small entry per call of contract/endpoints.ts, saying how
 * candidate A calls it validly with their own ids and which ids it takes. The suite
 * (ownership-matrix.test.ts) derives every variant from it; a call missing here fails it.
 */

/** What a call answers when one of its ids is another candidate's. */
export type ForeignAnswer =
  /** 403 forbidden, 'You can only access your own data.' */
  | 'forbidden'
  /** 404, the same answer as for an id that names nothing: the other's thing is not revealed. */
  | 'notFound'
  /** Answered for the caller's own data only (the contract ignores ids with nothing of theirs). */
  | 'ignored'
  /** 409 conflict: the other's thing exists and stays theirs (a push endpoint, without its keys). */
  | 'conflict'

/** The query and JSON body of a request; method and path come from the endpoint table. */
export interface CallShape {
  query?: Record<string, string>
  body?: unknown
  /** Headers the contract names (X-DeviceId); the token is the matrix's to set. */
  headers?: Record<string, string>
}

/** The login session and code a sign-in call is made with. */
export interface LoginIds {
  phone: string
  sessionToken: string
  code: string
}

export type MatrixEntry =
  | {
      /** A candidate call: the access token and the caller's own ids. */
      kind: 'owned'
      takes: Partial<Record<IdKind, ForeignAnswer>>
      /** Ids the call sends that the matrix does not swap for B's, each with the reason. */
      notSwapped?: Partial<Record<IdKind, string>>
      call(ids: OwnedIds): CallShape
      /** It changes stored data: refused variants must leave both candidates' data as it was. */
      writes: boolean
      own?: {
        /** The valid call's answer, when it is not 200 (the ownership check passed all the same). */
        status?: number
        /**
         * 'fresh-candidate': made by a candidate signed in for it (it deletes the caller);
         * 'fresh-session': made with a sign-in of A's of its own (it ends the session).
         */
        party?: 'fresh-candidate' | 'fresh-session'
      }
    }
  | {
      /** A sign-in call: a login session token, never an access token (auth-router.ts). */
      kind: 'sign-in'
      call(login: LoginIds): CallShape
    }
  | {
      /** Needs no token and reveals no candidate's data. */
      kind: 'public'
      /** With B's ids, where it takes any (sign-up takes a phone). */
      call(other: { phone: string }): CallShape
    }
  | { kind: 'out-of-scope'; reason: string }

/** One browser's subscription keys, so a request is the same each time it is built. */
const DEVICE_KEYS = browserSubscription('https://fcm.googleapis.com/fcm/send/matrix').subscription
  .keys

const byCandidate = (ids: OwnedIds): CallShape => ({ query: { candidateId: ids.candidateId } })

/** A read of the caller's own data, named by candidateId only. */
const candidateRead: MatrixEntry = {
  kind: 'owned',
  takes: { candidateId: 'forbidden' },
  call: byCandidate,
  writes: false,
}

/** The day after the test clock starts: a day RequestPerson accepts. */
const TOMORROW = new Date(createTestClock().now().getTime() + 24 * 60 * 60 * 1000)
  .toISOString()
  .slice(0, 10)

const DEV_REASON =
  'a development affordance, mounted only while SMS_PROVIDER=console on a loopback URL or with ' +
  'DEV_AFFORDANCES=on (config.ts), never in production; it takes no token by design ' +
  '(dev-affordances.test.ts)'

export const matrix: { [name in EndpointName]: MatrixEntry } = {
  signUpAndLogin: {
    kind: 'public',
    call: ({ phone }) => ({
      headers: { [headers.deviceId]: 'device-matrix-0001' },
      body: { userPhoneNumber: phone, loginId: 'a'.repeat(64), countryCode: '1' },
    }),
  },
  validateOtp: {
    kind: 'sign-in',
    call: ({ phone, sessionToken, code }) => ({
      body: { userPhonenumber: phone, otp: code, sessionToken },
    }),
  },
  resendOtp: {
    kind: 'sign-in',
    call: ({ phone }) => ({ query: { phoneNumber: phone, countryCode: '1' } }),
  },
  logout: {
    kind: 'owned',
    takes: {},
    call: () => ({}),
    writes: true,
    own: { party: 'fresh-session' },
  },
  getDetails: candidateRead,
  getCandidateOnboardingDetails: candidateRead,
  updateCandidateDetails: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({
      query: { candidateId: ids.candidateId, isCandidateOnboarding: 'true' },
      body: {
        firstName: 'Mallory',
        lastName: 'Overwrite',
        emailId: 'mallory@example.com',
        fullName: 'Mallory Overwrite',
      },
    }),
    writes: true,
  },
  updateUserTitlePreference: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({
      body: { candidateId: ids.candidateId, selectedTitles: ['Assembler'], customTitles: [] },
    }),
    writes: true,
  },
  getDashboardCompletionStatus: candidateRead,
  getCandidatePreference: candidateRead,
  getCandidateProfileById: candidateRead,
  getCandidateBasicProfileById: candidateRead,
  generateProfileImageUrl: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({ query: { candidateId: ids.candidateId, fileFormat: 'png' } }),
    writes: true,
  },
  deleteCandidate: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({
      query: { candidateId: ids.candidateId },
      body: { reasons: ["I've found a job"], otherReason: '' },
    }),
    writes: true,
    own: { party: 'fresh-candidate' },
  },
  updateLanguage: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    // Spanish: both candidates start in English, so a write that slipped through would show.
    call: (ids) => ({ body: { candidateId: ids.candidateId, language: 'es' } }),
    writes: true,
  },
  getProfileAnalysisStatus: candidateRead,
  retryProfileAnalysis: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: byCandidate,
    writes: true,
    // A has no interview yet: past the ownership check, the call refuses with 409 conflict.
    own: { status: 409 },
  },
  getJobMatchStatistics: candidateRead,
  getCandidateApplicationAggregatedCount: candidateRead,
  getSubmissionAggregatedCount: candidateRead,
  getApplications: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({ query: { candidateId: ids.candidateId, page: '1', pageSize: '10' } }),
    writes: false,
  },
  getApplicationDetails: {
    kind: 'owned',
    takes: { candidateId: 'forbidden', jobId: 'notFound' },
    call: byCandidate,
    writes: false,
  },
  giveApplicationFeedback: {
    kind: 'owned',
    takes: { candidateId: 'forbidden', jobId: 'notFound' },
    call: (ids) => ({
      body: {
        candidateId: ids.candidateId,
        jobId: ids.jobId,
        decision: 'Interested',
        reasons: ['Great location'],
        otherReason: '',
      },
    }),
    writes: true,
  },
  getApplicationStateHistoryByJobId: {
    kind: 'owned',
    takes: { candidateId: 'forbidden', jobId: 'notFound' },
    call: (ids) => ({ query: { candidateId: ids.candidateId, jobId: ids.jobId } }),
    writes: false,
  },
  getApplicationStateHistoryByStatus: candidateRead,
  generateResumeUrl: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({
      query: { candidateId: ids.candidateId, fileName: 'resume', fileFormat: 'pdf' },
    }),
    writes: true,
  },
  prepareInterview: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: byCandidate,
    writes: true,
  },
  getWebrtcSetupDetailsForCandidate: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: byCandidate,
    writes: true,
  },
  createCallForCandidate: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: byCandidate,
    writes: true,
  },
  consentToCall: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({ body: { candidateId: ids.candidateId, language: 'en' } }),
    writes: true,
  },
  scheduleCall: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    // After the test clock's time; the dev phone keeps no calling hours.
    call: (ids) => ({ body: { candidateId: ids.candidateId, at: '2027-01-04T17:00:00.000Z' } }),
    writes: true,
  },
  getScheduledCall: candidateRead,
  cancelScheduledCall: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({ body: { candidateId: ids.candidateId } }),
    writes: true,
  },
  getEngagementCallStatus: {
    kind: 'owned',
    takes: { engagementId: 'forbidden' },
    call: (ids) => ({ query: { engagementId: ids.engagementId } }),
    writes: false,
  },
  requestPerson: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({
      body: {
        candidateId: ids.candidateId,
        phone: '2065550100',
        day: TOMORROW,
        partOfDay: 'afternoon',
      },
    }),
    writes: true,
  },
  personRequest: candidateRead,
  getJobsAggregatedCount: { kind: 'public', call: () => ({}) },
  pushVapidPublicKey: { kind: 'public', call: () => ({}) },
  retentionPeriods: { kind: 'public', call: () => ({}) },
  pushSubscribe: {
    kind: 'owned',
    // B's endpoint with A's browser keys: B's device stays B's (contract/push.ts). With B's own
    // keys it would move to A, as on a shared phone; push.test.ts covers that.
    takes: { candidateId: 'forbidden', pushEndpoint: 'conflict' },
    call: (ids) => ({
      body: {
        candidateId: ids.candidateId,
        subscription: { endpoint: ids.pushEndpoint, expirationTime: null, keys: DEVICE_KEYS },
      },
    }),
    writes: true,
  },
  pushUnsubscribe: {
    kind: 'owned',
    // Another's endpoint: nothing of the caller's has it, so nothing goes (contract/push.ts).
    takes: { candidateId: 'forbidden', pushEndpoint: 'ignored' },
    call: (ids) => ({ body: { candidateId: ids.candidateId, endpoint: ids.pushEndpoint } }),
    writes: true,
  },
  pushBadgeCount: candidateRead,
  pushMarkSeen: {
    kind: 'owned',
    // Another's job: the caller has nothing unseen for it, so it is ignored (contract/push.ts).
    takes: { candidateId: 'forbidden', jobId: 'ignored' },
    call: (ids) => ({ body: { candidateId: ids.candidateId, jobIds: [ids.jobId] } }),
    writes: true,
  },
  sharedReports: candidateRead,
  sentReport: {
    kind: 'owned',
    takes: { candidateId: 'forbidden', reportId: 'notFound' },
    call: (ids) => ({ query: { candidateId: ids.candidateId, reportId: ids.reportId } }),
    writes: false,
  },
  sentReportPdf: {
    kind: 'owned',
    takes: { candidateId: 'forbidden', reportId: 'notFound' },
    call: (ids) => ({ query: { candidateId: ids.candidateId, reportId: ids.reportId } }),
    writes: false,
  },
  stopSharing: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({ body: { candidateId: ids.candidateId, agencyId: ids.agencyId } }),
    writes: true,
  },
  requestDataExport: {
    kind: 'owned',
    takes: { candidateId: 'forbidden' },
    call: (ids) => ({ body: { candidateId: ids.candidateId } }),
    writes: true,
  },
  dataExportStatus: candidateRead,
  devOutbox: { kind: 'out-of-scope', reason: DEV_REASON },
  devPhoneCalls: { kind: 'out-of-scope', reason: DEV_REASON },
  devApplications: { kind: 'out-of-scope', reason: DEV_REASON },
  devApplicationStatus: { kind: 'out-of-scope', reason: DEV_REASON },
  devAgencyInbox: { kind: 'out-of-scope', reason: DEV_REASON },
  devAgencyReports: { kind: 'out-of-scope', reason: DEV_REASON },
  devPersonRequests: { kind: 'out-of-scope', reason: DEV_REASON },
}
