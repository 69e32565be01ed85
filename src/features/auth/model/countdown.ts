/**
 * The resend cooldown of docs/product.md#the-two-steps, in seconds (the server enforces the same).
 */
export { OTP_RESEND_COOLDOWN_SECONDS as RESEND_COOLDOWN_SECONDS } from '@contract/auth'

/**
 * Whole seconds left until `endsAt` (epoch ms), never negative. Computed from the clock, not
 * by counting ticks, so a phone that throttled the tab while the user read the SMS still
 * shows the right number.
 */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000))
