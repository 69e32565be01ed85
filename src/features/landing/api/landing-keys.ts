/** Query keys of the landing page: the one place they are spelled. */
export const landingKeys = {
  all: ['landing'] as const,
  jobsAggregatedCount: () => [...landingKeys.all, 'jobs-aggregated-count'] as const,
}
