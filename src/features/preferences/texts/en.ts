import type { FixedJobType } from '@contract/jobs'
import { plural } from '@/shared/i18n/intl'

/**
 * Every user-visible text of /preference (docs/product.md#preference). In English; es.ts says them
 * in Spanish.
 */
export const preferencesTextsEn = {
  pageTitle: (product: string) => `Preferences | ${product} Jobs`,
  metaDescription: (product: string) =>
    `The job preferences ${product}'s AI recruiter took from your interview.`,
  /** docs/product.md#preference. */
  loading: 'Loading preferences...',
  viewProfile: 'View Profile',

  panel: {
    heading: 'Job Preferences',
    /** docs/product.md#preference: the panel is read-only and comes from the interview. */
    intro: 'Automatically extracted from your AI interview responses.',
    /** A field the interview did not fill. */
    notProvided: 'Not provided yet',
    sections: {
      jobTypeAndSchedule: 'Job Type & Schedule',
      location: 'Location',
      salaryAndBenefits: 'Salary & Benefits',
      skillsAndExperience: 'Skills & Experience',
    },
    fields: {
      jobTypes: 'Job Types',
      roles: 'Role(s)',
      shiftPreferences: 'Shift Preferences',
      preferredLocations: 'Preferred Location',
      maximumCommuteDistance: 'Maximum Commute Distance',
      relocation: 'Relocation',
      hourlyRateRange: 'Hourly Rate Range',
      requiredBenefits: 'Required Benefits',
      skills: 'Skills',
      yearsOfExperience: 'Years of Experience',
    },
  },

  /** Stored values in words (model/preference-display.ts). */
  values: {
    shifts: {
      first: 'Days (first shift)',
      second: 'Evenings (second shift)',
      third: 'Nights (third shift)',
      weekend: 'Weekends',
      rotating: 'Rotating shifts',
    } as Readonly<Record<string, string>>,
    /** The job types the interview picks from (contract FIXED_JOB_TYPES). */
    jobTypes: {
      'Forklift Operator': 'Forklift Operator',
      Assembler: 'Assembler',
      'Order Picker': 'Order Picker',
      'Material Handler': 'Material Handler',
      'Machine Operator': 'Machine Operator',
      'Production Associate': 'Production Associate',
      'Warehouse Associate': 'Warehouse Associate',
    } satisfies Record<FixedJobType, string> as Readonly<Record<string, string>>,
    /** The benefits postings list (server/catalogue/benefits.ts); another shows as stored. */
    benefits: {
      'Health insurance': 'Health insurance',
      'Dental insurance': 'Dental insurance',
      'Vision insurance': 'Vision insurance',
      '401(k)': '401(k)',
      'Paid time off': 'Paid time off',
      'Life insurance': 'Life insurance',
      'Weekly pay': 'Weekly pay',
      'Same-day pay': 'Same-day pay',
      'Shift differential': 'Shift differential',
      'Overtime available': 'Overtime available',
      'Tuition reimbursement': 'Tuition reimbursement',
      'Employee discount': 'Employee discount',
      'Flexible schedule': 'Flexible schedule',
      'Referral bonus': 'Referral bonus',
    } as Readonly<Record<string, string>>,
    relocation: {
      Yes: 'Open to relocating',
      No: 'Not open to relocating',
      Maybe: 'Maybe, for the right job',
    } as Readonly<Record<string, string>>,
    perHour: (range: string) => `${range} / hour`,
    atLeast: (amount: string) => `At least ${amount}`,
    upTo: (amount: string) => `Up to ${amount}`,
    lessThanAYear: 'Less than a year',
    years: (years: number) => `${years} ${plural('en-US', years, { one: 'year', other: 'years' })}`,
    /** The maximum commute, stored as '25 miles' or '30 minutes'. */
    miles: (miles: number) => `${miles} ${plural('en-US', miles, { one: 'mile', other: 'miles' })}`,
    minutes: (minutes: number) =>
      `${minutes} ${plural('en-US', minutes, { one: 'minute', other: 'minutes' })}`,
  },

  request: {
    heading: 'Request Preference Changes',
    intro:
      'Your preferences are read-only. Tell us what should change and our team will update them.',
    label: 'What would you like to change?',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    /** docs/product.md#preference: the turnaround. */
    turnaround: 'We typically respond within 24-48 hours.',
    submit: 'Submit Request',
    /** Read after the link's name: it opens the mail app, not a form post. */
    submitHint: 'Opens your email app with your request filled in.',
  },
} as const
