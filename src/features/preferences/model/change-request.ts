/**
 * docs/product.md#preference: the subject the support team's inbox knows, in English whatever the
 * language on screen (it is read by the team, not shown in the app; docs/adr/0109).
 */
const CHANGE_REQUEST_MAIL_SUBJECT = 'Preference change update request'

/** docs/product.md#preference: the preference change request is at most 300 characters. */
export const CHANGE_REQUEST_MAX_LENGTH = 300

/** The text as typed, cut at the limit (a paste may be longer). */
export const limitChangeRequest = (text: string): string => text.slice(0, CHANGE_REQUEST_MAX_LENGTH)

/**
 * docs/product.md#preference: the button looks disabled while the box is empty (the click still
 * works).
 */
export const isChangeRequestEmpty = (text: string): boolean => text.trim() === ''

/**
 * docs/product.md#preference: a message to the support address with the subject 'Preference
 * change update request' and the typed text as its body. RFC 6068: subject and body are
 * percent-encoded UTF-8, line breaks as %0D%0A.
 */
export function changeRequestMailto(supportEmail: string, text: string): string {
  const body = limitChangeRequest(text).trim().replace(/\r?\n/g, '\r\n')
  const query = [
    `subject=${encodeURIComponent(CHANGE_REQUEST_MAIL_SUBJECT)}`,
    `body=${encodeURIComponent(body)}`,
  ].join('&')
  return `mailto:${supportEmail}?${query}`
}
