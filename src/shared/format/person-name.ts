import { EMAIL_PATTERN, NAME_PATTERN } from '@contract/onboarding'

/*
 * The name and email rules of docs/product.md#step-1-profile, shared by onboarding step 1 and
 * /edit-profile: one reading of "names as in onboarding".
 */

/** The longest name the server takes (contract/onboarding.ts). */
export const NAME_MAX_LENGTH = 100

/** The longest email the server takes (contract/onboarding.ts). */
export const EMAIL_MAX_LENGTH = 254

/** Names keep only letters, spaces and hyphens; anything else is dropped as typed. */
export const filterName = (value: string): string =>
  value.replace(/[^\p{L} -]/gu, '').slice(0, NAME_MAX_LENGTH)

/** Non-empty after trimming, and only letters, spaces and hyphens. */
export const isNameValid = (value: string): boolean => {
  const name = value.trim()
  return name !== '' && NAME_PATTERN.test(name)
}

/** Text, @, text, a dot, text, no spaces (surrounding spaces are trimmed). */
export const isEmailValid = (value: string): boolean => EMAIL_PATTERN.test(value.trim())
