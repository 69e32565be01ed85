/** Names of the usage events, one place so dashboards and code agree. */
export const analyticsEvents = {
  otpRequested: 'otp_requested',
  otpRequestFailed: 'otp_request_failed',
  otpResent: 'otp_resent',
  otpResendFailed: 'otp_resend_failed',
  otpValidated: 'otp_validated',
  otpValidationFailed: 'otp_validation_failed',
  loggedOut: 'logged_out',
  /**
   * /check-profile (docs/product.md#after-the-interview-check-profile): a status poll failed (once
   * per run of failures).
   */
  profileAnalysisStatusFailed: 'profile_analysis_status_failed',
  /** The server reports the analysis as failed after its own retries. */
  profileAnalysisFailed: 'profile_analysis_failed',
  profileAnalysisRetried: 'profile_analysis_retried',
  profileAnalysisRetryFailed: 'profile_analysis_retry_failed',
  /**
   * docs/product.md#after-the-interview-check-profile: match count success and failure (Continue on
   * /check-profile).
   */
  matchCountFetched: 'match_count_fetched',
  matchCountFetchFailed: 'match_count_fetch_failed',
  /**
   * docs/product.md#profile: the profile fetch started, completed, failed
   * (GetCandidateProfileById).
   */
  profileFetchStarted: 'profile_fetch_started',
  profileFetchCompleted: 'profile_fetch_completed',
  profileFetchFailed: 'profile_fetch_failed',
  /** docs/product.md#deleting-the-account: delete success and failure (DeleteCandidate). */
  accountDeleted: 'account_deleted',
  accountDeleteFailed: 'account_delete_failed',
} as const
