import { APPLICATION_STATUS_LABELS } from '@contract/applications'

/**
 * The user-visible texts of the application cards shared by the dashboard and the submissions
 * list, in English (docs/product.md#dashboard words them).
 */
export const applicationTextsEn = {
  card: {
    company: 'Company',
    location: 'Location',
    pay: 'Pay',
    employmentType: 'Employment type',
    status: 'Status',
    viewDetails: 'View Details',
    /** Read after 'View Details' so every card's link has its own name. */
    viewDetailsOf: (jobTitle: string, companyName: string) =>
      companyName ? ` for ${jobTitle} at ${companyName}` : ` for ${jobTitle}`,
  },
  feedback: {
    Interested: 'Your feedback: Interested',
    NotInterested: 'Your feedback: Not interested',
    Neutral: 'Your feedback: No feedback yet',
  },
  grid: {
    loading: 'Loading jobs…',
  },
  /** docs/product.md#statuses-and-allowed-moves: the label of each status the app knows. */
  status: APPLICATION_STATUS_LABELS,
  match: {
    top: 'Top Match',
    good: 'Good Match',
  },
  /**
   * Pay rate types by their lower-cased code: English shows them as sent
   * (docs/product.md#dashboard); another language says the ones it knows in its words, any other as
   * sent.
   */
  payRateTypes: {
    hourly: 'hourly',
    hour: 'hour',
    daily: 'daily',
    day: 'day',
    weekly: 'weekly',
    week: 'week',
    monthly: 'monthly',
    month: 'month',
    annual: 'annual',
    yearly: 'yearly',
    year: 'year',
  },
  /** Employment types the agencies send, by their lower-cased spelling; others show as sent. */
  employmentTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    temporary: 'Temporary',
    contract: 'Contract',
    'temp-to-hire': 'Temp-to-hire',
  },
} as const
