/**
 * Every user-visible text of the dashboard (docs/product.md#dashboard). In English; es.ts says them
 * in Spanish. The cards' own texts are in entities/application/application-texts.ts.
 */
export const dashboardTextsEn = {
  pageTitle: (product: string) => `Dashboard | ${product} Jobs`,
  metaDescription: (product: string) =>
    `Your job submissions with ${product}: where each application stands.`,
  /** docs/product.md#dashboard: the loading screen. */
  loading: 'Loading your dashboard...',

  greeting: {
    /** docs/product.md#dashboard: 'Hello {name}!', or just 'Hello' when no name is known. */
    hello: (name: string | undefined) => (name ? `Hello ${name}!` : 'Hello'),
    intro:
      'Our AI recruiter is continuously working for you to present your profile to our network of agency partners.',
    /** docs/product.md#dashboard: the short form on small screens. */
    introShort: 'Your profile shared with agency partners.',
  },

  /** Names the four tiles for screen readers. */
  statsLabel: 'Your submissions at a glance',
  /** The tiles' titles by key (contract DASHBOARD_STAT_CARDS); an unknown key shows as sent. */
  statTitles: {
    all: 'Total Submissions',
    inreview: 'In Review',
    interview: 'Interviews',
    joboffer: 'Job Offers',
  } as Readonly<Record<string, string>>,

  active: {
    heading: 'Your active job submissions',
    viewAll: 'View all',
    /** Read after 'View all' so the link says where it goes. */
    viewAllSuffix: ' submissions',
    emptyTitle: 'No data found',
    emptyText: "You don't have any active jobs to view",
  },

  /** The candidate asked to talk to a person instead of the AI interview. */
  personRequest: {
    heading: 'You asked to talk to a person',
    phone: 'Phone',
    when: 'When',
    window: (day: string, partOfDay: string) => `${day}, ${partOfDay}`,
    partsOfDay: {
      morning: 'morning (8 am to 12 pm)',
      afternoon: 'afternoon (12 to 5 pm)',
      evening: 'evening (5 to 8 pm)',
    },
    willCall: 'A recruiter will call you.',
  },
} as const
