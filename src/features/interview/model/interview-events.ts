/**
 * Usage events of the interview. Properties carry statuses and outcomes only, never a phone
 * number, an engagement id or a token.
 */
export const interviewEvents = {
  /** CreateCallForCandidate placed a phone call ('I agree' with call-me, or a call again). */
  phoneCallRequested: 'phone_call_requested',
  phoneCallRequestFailed: 'phone_call_request_failed',
  /** 'Check status' on the phone status screen, with the status the server gave. */
  phoneCallStatusChecked: 'phone_call_status_checked',
  phoneCallStatusCheckFailed: 'phone_call_status_check_failed',
  /** 'Call me again' or 'Try again' after a phone call that did not happen or did not finish. */
  phoneCallRetry: 'phone_call_retry',
  phoneCallSwitchedToWeb: 'phone_call_switched_to_web',
} as const
