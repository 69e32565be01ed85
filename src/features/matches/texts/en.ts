import type { ProfileAnalysisStatus } from '@contract/matches'
import { plural } from '@/shared/i18n/intl'

const matchForms = { one: 'match', other: 'matches' }

/**
 * Every user-visible text of the post-interview screen, /check-profile
 * (docs/product.md#after-the-interview-check-profile). In English; es.ts says them in Spanish.
 */
export const matchesTextsEn = {
  /** docs/product.md#after-the-interview-check-profile: the literal text of the page. */
  welcome: (product: string) => `Welcome to ${product} Jobs!`,
  /** The document title: the step's heading, then the product. */
  pageTitle: (step: string, product: string) => `${step} | ${product} Jobs`,
  metaDescription: (product: string) =>
    `${product} is analysing your interview and matching you with jobs.`,

  analysis: {
    pageTitle: 'Analysing your profile',
    intro:
      'Our AI recruiter is analysing your interview to build your profile and match you with jobs.',
    progressLabel: 'Profile analysis',
    percent: (value: number) => `${value}%`,
    /** What the server is doing now, under the bar. */
    stages: {
      not_started: 'Getting ready…',
      queued: 'Waiting to start…',
      merging: 'Reading your interview and profile…',
      matching: 'Finding jobs that fit you…',
      applying: 'Applying to your high-match jobs…',
      completed: 'Your profile is ready.',
      failed: '',
    } satisfies Record<ProfileAnalysisStatus, string>,
    /** The last poll failed: the bar is back at 0 and the next poll comes on its own. */
    pollFailed: "We couldn't get an update. Checking again…",
    /** Announced politely when Continue appears. */
    completeAnnouncement:
      'Your profile analysis is complete. Press Continue to see your job matches.',
    continue: 'Continue',
    matchesFailed: "We couldn't load your job matches. Please try again.",
  },

  /** The server gave up after its retries (status 'failed'). */
  failed: {
    message: "We couldn't finish analysing your profile.",
    hint: 'Your interview answers are saved. Press Try again to run the analysis again.',
    tryAgain: 'Try again',
    retryFailed: "We couldn't restart the analysis. Please try again.",
  },

  results: {
    heading: 'Your Job Matches Are Ready',
    intro:
      'Here is how your profile matches the open jobs. Follow your submissions on your dashboard.',
    highMatches: 'High Matches',
    goodMatches: 'Good Matches',
    share: (percentage: number) => `${percentage}% of your matches`,
    announcement: (high: number, good: number) =>
      `Your Job Matches Are Ready: ${high} high ${plural('en-US', high, matchForms)} and ${good} good ${plural('en-US', good, matchForms)}.`,
    viewDashboard: 'View dashboard',
  },

  stillMatching: {
    heading: "We're Still Matching You",
    text: "We haven't found a match for you yet. Our AI recruiter keeps looking and new matches will show on your dashboard.",
  },
} as const
