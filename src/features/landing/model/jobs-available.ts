import { formatCount } from '@/shared/format/count'

/** 'N jobs available' of a recommended-jobs card (SPEC.md 2). */
export const jobsAvailable = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'job' : 'jobs'} available`
