/**
 * Query and mutation keys of the sharing feature: the one place they are spelled. Everything
 * of a candidate sits under `all(candidateId)`, so stopping sharing refreshes all of it.
 */
export const sharingKeys = {
  all: (candidateId: string) => ['shared-reports', candidateId] as const,
  agencies: (candidateId: string) => [...sharingKeys.all(candidateId), 'agencies'] as const,
  sentReport: (candidateId: string, reportId: string) =>
    [...sharingKeys.all(candidateId), 'report', reportId] as const,
  stopSharing: () => ['sharing', 'stop'] as const,
}
