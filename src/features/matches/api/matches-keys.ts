/** Query keys of the post-interview screen: the one place they are spelled. */
export const matchesKeys = {
  all: ['matches'] as const,
  profileAnalysisStatus: (candidateId: string) =>
    [...matchesKeys.all, 'profile-analysis-status', candidateId] as const,
  jobMatchStatistics: (candidateId: string) =>
    [...matchesKeys.all, 'job-match-statistics', candidateId] as const,
}
