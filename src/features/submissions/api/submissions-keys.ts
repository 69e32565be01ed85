/**
 * Mutation keys of the submissions feature: the one place they are spelled. The feedback key
 * is also what its defaults are registered under (src/app/offline-mutations.ts), so a feedback
 * restored from IndexedDB in a later visit finds its function again.
 */
export const submissionsKeys = {
  all: ['submissions'] as const,
  feedback: () => [...submissionsKeys.all, 'feedback'] as const,
}

export const feedbackMutationKey = submissionsKeys.feedback()
