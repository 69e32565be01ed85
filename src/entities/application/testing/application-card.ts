import type { ApplicationCard } from '@contract/applications'

/** An application card as the server sends it, for component tests; override what matters. */
export const applicationCard = (overrides: Partial<ApplicationCard> = {}): ApplicationCard => ({
  jobId: '0b7f7c4e-8f8a-4e55-9d51-3f7d2f6a1c01',
  jobTitle: 'Forklift Operator',
  companyName: 'Northwind Logistics',
  location: 'Reno, NV',
  payRateMin: 18,
  payRateMax: 22.5,
  payRateType: 'Hourly',
  employmentType: 'Full-time',
  matchScore: 86,
  applicationStatus: 'InReview',
  candidateFeedbackState: null,
  ...overrides,
})
