import type { ApplicationFilter } from '@contract/applications'

/**
 * Query keys of the candidate's applications: the one place they are spelled. Everything sits
 * under `all(candidateId)`, so feedback can refresh every view of the applications at once.
 */
export const applicationKeys = {
  all: (candidateId: string) => ['applications', candidateId] as const,
  dashboardStats: (candidateId: string) =>
    [...applicationKeys.all(candidateId), 'dashboard-stats'] as const,
  submissionStats: (candidateId: string) =>
    [...applicationKeys.all(candidateId), 'submission-stats'] as const,
  lists: (candidateId: string) => [...applicationKeys.all(candidateId), 'list'] as const,
  list: (candidateId: string, filter: ApplicationFilter, page: number) =>
    [...applicationKeys.lists(candidateId), filter, page] as const,
  detail: (candidateId: string, jobId: string) =>
    [...applicationKeys.all(candidateId), 'detail', jobId] as const,
  historyByJob: (candidateId: string, jobId: string) =>
    [...applicationKeys.all(candidateId), 'history', 'job', jobId] as const,
  historyByStatus: (candidateId: string, filter: ApplicationFilter) =>
    [...applicationKeys.all(candidateId), 'history', 'status', filter] as const,
}
