/**
 * A wait before trying again (a 429's Retry-After), in whole seconds: rounded up, so a client
 * that waits exactly that long is not refused again, and at least 1, since "0" tells it to
 * retry at once. The milliseconds are rounded first, so floating-point dust from computed waits
 * (1000.0000001 ms) never adds a second. Countdowns that may reach 0 do not use it.
 */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(Math.round(waitMs) / 1000))
}
