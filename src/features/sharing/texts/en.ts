import type { AgencyReportEvent, ReportValueSource } from '@contract/agency-report'
import type { SharedReportState } from '@contract/shared-reports'
import { plural } from '@/shared/i18n/intl'

/**
 * Every user-visible text of what the candidate shared with staffing agencies: the panel of a
 * submission's detail, the report as sent, the profile's list of agencies and stopping sharing.
 * In English; es.ts says them in Spanish. Short, plain words: many readers read English second.
 */
export const sharingTextsEn = {
  /** The submission detail's panel, one per agency that got a report for the job. */
  panel: {
    heading: (agency: string) => `Shared with ${agency}`,
    intro: 'When we applied for you, we sent this agency a report about you.',
    reportsLabel: 'Reports sent',
  },

  /** What kind of report it was (the contract's events). */
  kind: {
    'candidate.report': 'Report sent',
    'candidate.report.updated': 'Update sent',
  } satisfies Record<AgencyReportEvent, string>,

  /** Where the report is (the contract's states). */
  state: {
    sending: 'Sending',
    sent: 'Sent',
    notSent: 'Not sent',
  } satisfies Record<SharedReportState, string>,
  stateLine: (state: string) => `Status: ${state}`,

  /** 'Sharing stopped on Nov 21, 2026'; the date is already in the locale. */
  stoppedOn: (date: string) => `Sharing stopped on ${date}`,
  stoppedText: 'We asked the agency to delete what we sent. It gets nothing more from us.',

  /** The report as it was sent, opened under its line. */
  report: {
    show: 'See what was sent',
    hide: 'Hide what was sent',
    loading: 'Loading the report...',
    loadFailed: "We couldn't load the report. Please try again.",
    retry: 'Try again',
    sections: {
      profile: 'Your profile',
      preferences: 'Your job preferences',
      interview: 'Your interview answers',
      match: 'Your match',
      status: 'Your application',
    },
    profile: {
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      location: 'Location',
      currentOccupation: 'Current job',
      yearsOfExperience: 'Years of experience',
      highestDegree: 'Highest degree',
      skills: 'Skills',
      language: 'Language',
      experience: 'Work experience',
      education: 'Education',
    },
    languages: { en: 'English', es: 'Spanish' },
    /** The preferences by their dotted field, as the report names them. */
    preferences: {
      'jobTypeAndSchedule.jobTypes': 'Job types',
      'jobTypeAndSchedule.roles': 'Roles',
      'jobTypeAndSchedule.shiftPreferences': 'Shifts',
      'location.preferredLocations': 'Where you want to work',
      'location.maximumCommuteDistance': 'Longest trip to work',
      'location.relocation': 'Would move for work',
      'salaryAndBenefits.hourlyRateRange': 'Pay per hour',
      'salaryAndBenefits.requiredBenefits': 'Benefits you need',
      'skillsAndExperience.skills': 'Skills',
      'skillsAndExperience.yearsOfExperience': 'Years of experience',
    },
    /** Where a preference came from. */
    source: {
      typed: 'You typed it',
      interview: 'You said it in the interview',
      resume: 'Read from your resume',
    } satisfies Record<ReportValueSource, string>,
    noPreferences: 'No job preferences were sent.',
    noInterview: 'No interview answers were sent.',
    noAnswer: 'No answer',
    notGiven: 'Not given',
    years: (years: number) => `${years} ${plural('en-US', years, { one: 'year', other: 'years' })}`,
    job: (title: string, company: string) => `${title} at ${company}`,
    matchScore: (score: number) => `${score}% match`,
    status: 'Status',
    applied: 'Applied',
    updated: 'Last change',
  },

  pdf: {
    download: 'Download PDF',
    failed: "We couldn't download the PDF. Please try again.",
    offline: "You're offline. You can download the PDF when you're back online.",
  },

  /** Stopping sharing with an agency, asked first in a dialog. */
  stop: {
    action: (agency: string) => `Stop sharing with ${agency}`,
    heading: (agency: string) => `Stop sharing with ${agency}?`,
    text: (agency: string) =>
      `We will ask ${agency} to delete what we sent them about you. They will get nothing more from us about you.`,
    confirm: 'Yes, stop sharing',
    cancel: 'Cancel',
    failed: "We couldn't stop sharing. Please try again.",
    offline: "You're offline. You can stop sharing when you're back online.",
  },

  /** The profile's list of every agency that got a report. */
  agencies: {
    heading: 'Agencies with your report',
    intro: 'When we apply for you, the job’s agency gets a report about you.',
    email: 'Email',
    phone: 'Phone',
    jobs: (count: number) =>
      `Reports for ${count} ${plural('en-US', count, { one: 'job', other: 'jobs' })}`,
    lastSent: (date: string) => `Last sent ${date}`,
  },
} as const
