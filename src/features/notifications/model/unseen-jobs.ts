import type { Badge } from '@contract/push'

/**
 * The job ids among `shownJobIds` whose status change the candidate has not seen: what to mark
 * seen once they are on screen. Nothing while the badge is unknown: MarkSeen waits for
 * BadgeCount rather than sending every id of a screen.
 */
export function unseenAmong(badge: Badge | undefined, shownJobIds: readonly string[]): string[] {
  if (!badge || badge.unseenCount === 0) return []
  const unseen = new Set(badge.unseenJobIds)
  return [...new Set(shownJobIds)].filter((jobId) => unseen.has(jobId))
}
