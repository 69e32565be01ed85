/**
 * The user-visible texts of the application cards shared by the dashboard and the submissions
 * list (the status and match labels come from model/application-labels.ts). English only for
 * now; a Spanish table with the same keys can sit beside it (DESIGN.md 1).
 */
export const applicationTexts = {
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
} as const
