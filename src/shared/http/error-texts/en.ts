import type { ErrorCode } from '@contract/envelope'

/**
 * What a failed call says in English. The server's own message is shown first
 * (docs/product.md#calls-and-errors); these cover a failure with no message, and are the source the
 * Spanish table is typed from.
 */
export const errorTextsEn = {
  fallback: 'Something failed',
  network: 'Network error',
  timeout: 'The request timed out',
  unreadable: 'The server sent an unreadable response',
  malformed: 'The server sent an unexpected response',
  byCode: {
    validation_failed: 'Please check what you entered and try again.',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You can only access your own data.',
    not_found: 'We could not find what you asked for.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    locked: 'Too many incorrect attempts. Please request a new code.',
    invalid_code: 'The code is incorrect. Please check it and try again.',
    expired_code: 'This code has expired. Please request a new one.',
    invalid_session:
      'This sign-in session is no longer valid. Please enter your number again to get a new code.',
    sms_delivery_failed: 'We could not send the text message. Please try again in a moment.',
    payload_too_large: 'The file is too large.',
    conflict: 'This cannot be done right now. Please refresh and try again.',
    idempotency_key_reused: 'Something failed. Please try again.',
    phone_interview_unavailable:
      'Phone interviews are not available right now. Please do the interview in the browser.',
    call_consent_required: 'We need your OK before we can call you. Please agree and try again.',
    outside_calling_hours:
      'We cannot call you at this time of day. Choose a later time, or do the interview in the app.',
    interviews_full:
      'Every recruiter is busy for the moment. Your interview starts as soon as one is free.',
    service_unavailable: 'We are having trouble right now. Please try again in a minute.',
    internal_error: 'Something went wrong on our side. Please try again.',
  } satisfies Record<ErrorCode, string>,
  /** A rate limit whose wait the server said. */
  rateLimitedFor: (minutes: number) =>
    `Too many attempts. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
}
