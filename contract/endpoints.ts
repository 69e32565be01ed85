/**
 * The endpoint table: method and path of every call, exactly as docs/api.md names them. Client
 * fetchers and server routers both read from here.
 */
export const endpoints = {
  signUpAndLogin: { method: 'POST', path: '/api/SMSLogin/SignUpAndLogin' },
  validateOtp: { method: 'POST', path: '/api/SMSLogin/ValidateOtp' },
  resendOtp: { method: 'GET', path: '/api/SMSLogin/ResendOtp' },
  logout: { method: 'POST', path: '/api/SMSLogin/Logout' },
  getDetails: { method: 'GET', path: '/api/Candidate/GetDetails' },
  getCandidateOnboardingDetails: {
    method: 'GET',
    path: '/api/Candidate/GetCandidateOnboardingDetails',
  },
  updateCandidateDetails: { method: 'POST', path: '/api/Candidate/UpdateCandidateDetails' },
  updateUserTitlePreference: {
    method: 'POST',
    path: '/api/Candidate/UpdateUserTitlePreference',
  },
  getDashboardCompletionStatus: {
    method: 'GET',
    path: '/api/Candidate/GetDashboardCompletionStatus',
  },
  getCandidatePreference: { method: 'GET', path: '/api/Candidate/GetCandidatePreference' },
  getCandidateProfileById: { method: 'GET', path: '/api/Candidate/GetCandidateProfileById' },
  getCandidateBasicProfileById: {
    method: 'GET',
    path: '/api/Candidate/GetCandidateBasicProfileById',
  },
  /** The profile image's upload URL (contract/profile.ts), like GenerateResumeUrl. */
  generateProfileImageUrl: { method: 'GET', path: '/api/Candidate/GenerateProfileImageUrl' },
  deleteCandidate: { method: 'POST', path: '/api/Candidate/DeleteCandidate' },
  /** The candidate's app language (contract/candidate.ts). */
  updateLanguage: { method: 'POST', path: '/api/Candidate/UpdateLanguage' },
  getProfileAnalysisStatus: { method: 'GET', path: '/api/Candidate/GetProfileAnalysisStatus' },
  retryProfileAnalysis: { method: 'POST', path: '/api/Candidate/RetryProfileAnalysis' },
  getJobMatchStatistics: {
    method: 'GET',
    path: '/api/CandidateApplication/GetJobMatchStatistics',
  },
  getCandidateApplicationAggregatedCount: {
    method: 'GET',
    path: '/api/CandidateApplication/GetCandidateApplicationAggregatedCount',
  },
  getSubmissionAggregatedCount: {
    method: 'GET',
    path: '/api/CandidateApplication/GetSubmissionAggregatedCount',
  },
  getApplications: { method: 'GET', path: '/api/CandidateApplication/applications' },
  /** {jobId} is filled by `applicationPath`. */
  getApplicationDetails: {
    method: 'GET',
    path: '/api/CandidateApplication/applications/{jobId}/details',
  },
  giveApplicationFeedback: {
    method: 'POST',
    path: '/api/CandidateApplication/applications/{jobId}/feedback',
  },
  getApplicationStateHistoryByJobId: {
    method: 'GET',
    path: '/api/ApplicationStateHistory/GetApplicationStateHistoryByJobId',
  },
  getApplicationStateHistoryByStatus: {
    method: 'GET',
    path: '/api/ApplicationStateHistory/GetApplicationStateHistoryByStatus',
  },
  generateResumeUrl: { method: 'GET', path: '/api/Resume/GenerateResumeUrl' },
  prepareInterview: { method: 'POST', path: '/api/Engagement/PrepareInterview' },
  getWebrtcSetupDetailsForCandidate: {
    method: 'GET',
    path: '/api/Engagement/GetWebrtcSetupDetailsForCandidate',
  },
  createCallForCandidate: { method: 'GET', path: '/api/Engagement/CreateCallForCandidate' },
  getEngagementCallStatus: { method: 'GET', path: '/api/Engagement/GetEngagementCallStatus' },
  /** contract/call-scheduling.ts: consent to the call, and a call scheduled within calling hours. */
  consentToCall: { method: 'POST', path: '/api/Engagement/ConsentToCall' },
  scheduleCall: { method: 'POST', path: '/api/Engagement/ScheduleCall' },
  getScheduledCall: { method: 'GET', path: '/api/Engagement/ScheduledCall' },
  cancelScheduledCall: { method: 'POST', path: '/api/Engagement/CancelScheduledCall' },
  /** contract/person-request.ts: 'I'd rather talk to a person' instead of the AI interview. */
  requestPerson: { method: 'POST', path: '/api/Engagement/RequestPerson' },
  personRequest: { method: 'GET', path: '/api/Engagement/PersonRequest' },
  getJobsAggregatedCount: { method: 'GET', path: '/api/Job/GetJobsAggregatedCount' },
  /** Push (contract/push.ts): Web Push subscriptions of this device and the app badge. */
  pushVapidPublicKey: { method: 'GET', path: '/api/Push/VapidPublicKey' },
  pushSubscribe: { method: 'POST', path: '/api/Push/Subscribe' },
  pushUnsubscribe: { method: 'POST', path: '/api/Push/Unsubscribe' },
  pushBadgeCount: { method: 'GET', path: '/api/Push/BadgeCount' },
  pushMarkSeen: { method: 'POST', path: '/api/Push/MarkSeen' },
  /** contract/privacy.ts: the configured retention periods the consent and the policy state. */
  retentionPeriods: { method: 'GET', path: '/api/Privacy/RetentionPeriods' },
  /** contract/shared-reports.ts: the candidate's reports to agencies, and stopping them. */
  sharedReports: { method: 'GET', path: '/api/CandidateReport/SharedReports' },
  sentReport: { method: 'GET', path: '/api/CandidateReport/Report' },
  sentReportPdf: { method: 'GET', path: '/api/CandidateReport/ReportPdf' },
  stopSharing: { method: 'POST', path: '/api/CandidateReport/StopSharing' },
  /** contract/data-export.ts: 'Download my data', one archive offered through a link that expires. */
  requestDataExport: { method: 'POST', path: '/api/Candidate/RequestDataExport' },
  dataExportStatus: { method: 'GET', path: '/api/Candidate/DataExportStatus' },
  devOutbox: { method: 'GET', path: '/api/dev/outbox' },
  devPhoneCalls: { method: 'GET', path: '/api/dev/phone-calls' },
  devApplications: { method: 'GET', path: '/api/dev/applications' },
  devApplicationStatus: { method: 'POST', path: '/api/dev/applications/status' },
  /** The dev agency inbox takes signed candidate reports for the agency of that slug. */
  devAgencyInbox: { method: 'POST', path: '/api/dev/agency-inbox/{agency}' },
  devAgencyReports: { method: 'GET', path: '/api/dev/agency-reports' },
  devPersonRequests: { method: 'GET', path: '/api/dev/person-requests' },
} as const

export type EndpointName = keyof typeof endpoints

/** Request headers the contract names. */
export const headers = {
  deviceId: 'X-DeviceId',
  idempotencyKey: 'Idempotency-Key',
} as const

/** Paths (without the leading slash) for clients that use a prefix URL, such as ky's `prefix`. */
export const relativePath = (name: EndpointName): string => endpoints[name].path.slice(1)

/** A path with its {jobId} filled in, relative like `relativePath`. */
export const applicationPath = (
  name: 'getApplicationDetails' | 'giveApplicationFeedback',
  jobId: string,
): string => relativePath(name).replace('{jobId}', encodeURIComponent(jobId))
