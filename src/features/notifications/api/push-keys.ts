/**
 * Query keys of notifications: the one place they are spelled. The badge sits under the
 * candidate, so a session end (which clears the whole cache) takes it with the rest.
 */
export const pushKeys = {
  all: ['push'] as const,
  vapidPublicKey: () => [...pushKeys.all, 'vapid-public-key'] as const,
  badge: (candidateId: string) => [...pushKeys.all, candidateId, 'badge'] as const,
}
