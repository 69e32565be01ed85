import * as v from 'valibot'
import { plainText } from './text'

/**
 * US numbers only: country code is always 1 and the national number has 10 digits
 * (docs/product.md#the-two-steps).
 */
export const COUNTRY_CODE = '1'
export const PHONE_DIGITS = 10

export const nationalPhoneSchema = v.pipe(
  plainText('phone number'),
  v.regex(/^\d{10}$/, 'Enter a 10-digit US mobile number'),
)

/** '+1' followed by the 10 national digits: how the server stores and addresses a phone. */
export const toE164 = (nationalDigits: string): string => `+${COUNTRY_CODE}${nationalDigits}`
