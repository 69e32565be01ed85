/**
 * Remembers the result of `load` for `ttlMs` (by the given clock), shared by concurrent
 * callers. A failure is not remembered: the next call loads again.
 */
export function cacheFor<T>(
  ttlMs: number,
  nowMs: () => number,
  load: () => Promise<T>,
): () => Promise<T> {
  let entry: { expiresAt: number; value: Promise<T> } | undefined
  return () => {
    const now = nowMs()
    if (!entry || now >= entry.expiresAt) {
      const value = load()
      entry = { expiresAt: now + ttlMs, value }
      value.catch(() => {
        if (entry?.value === value) entry = undefined
      })
    }
    return entry.value
  }
}
