/**
 * Usage events of onboarding. Properties carry counts, choices and error codes only, never a
 * name, an email, a file name or a token.
 */
export const onboardingEvents = {
  stepViewed: 'onboarding_step_viewed',
  profileSaved: 'onboarding_profile_saved',
  profileSaveFailed: 'onboarding_profile_save_failed',
  resumeUploaded: 'onboarding_resume_uploaded',
  resumeRejected: 'onboarding_resume_rejected',
  preferencesSaved: 'onboarding_preferences_saved',
  preferencesSaveFailed: 'onboarding_preferences_save_failed',
  interviewModeChosen: 'onboarding_interview_mode_chosen',
  consentGiven: 'onboarding_consent_given',
  consentDeclined: 'onboarding_consent_declined',
  whatToExpectViewed: 'onboarding_what_to_expect_viewed',
  webCallCreated: 'onboarding_web_call_created',
  webCallCreateFailed: 'onboarding_web_call_create_failed',
  /** Every recruiter was busy: the screen waits and starts the web call by itself. */
  waitingForRecruiter: 'interview_waiting_for_recruiter',
  /** The phone interview's own events (the interview feature sends them from step 4 too). */
  phoneCallRetry: 'phone_call_retry',
  phoneCallSwitchedToWeb: 'phone_call_switched_to_web',
  /** Call-me outside calling hours: a call set for the next slot, or cancelled. */
  phoneCallScheduled: 'phone_call_scheduled',
  scheduledCallCancelled: 'scheduled_call_cancelled',
  interviewLeft: 'onboarding_interview_left',
  /** 'I'd rather talk to a person': the form opened, the request sent or refused. */
  personFormOpened: 'onboarding_person_form_opened',
  personRequested: 'onboarding_person_requested',
  personRequestFailed: 'onboarding_person_request_failed',
  finished: 'onboarding_finished',
  backPressed: 'onboarding_back',
} as const
