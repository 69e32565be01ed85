/**
 * The app clock. Every time comparison (code expiry, locks, rate windows, token expiry) reads
 * it instead of SQL now() or Date.now(), so tests can move time forward.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
