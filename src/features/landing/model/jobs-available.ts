const countFormat = new Intl.NumberFormat('en-US')

/** 'N jobs available' of a recommended-jobs card (SPEC.md 2). */
export const jobsAvailable = (count: number): string =>
  `${countFormat.format(count)} ${count === 1 ? 'job' : 'jobs'} available`
