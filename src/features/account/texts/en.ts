import type { DELETE_ACCOUNT_OPTIONS } from '@contract/profile'

type DeleteAccountOption = (typeof DELETE_ACCOUNT_OPTIONS)[number]

/**
 * Every user-visible text of the account card and the delete-account modal
 * (docs/product.md#deleting-the-account). In English; es.ts says them in Spanish.
 */
export const accountTextsEn = {
  card: {
    /** docs/product.md#deleting-the-account. */
    heading: 'Manage the status of your account',
    text: 'Deleting your account erases your profile, interview, preferences and job submissions. It cannot be undone.',
    delete: 'Delete',
    /** Read after 'Delete', so the button says what it deletes. */
    deleteSuffix: ' account',
  },

  /** 'Download my data': one ZIP of everything held about the candidate, by a link that expires. */
  dataExport: {
    heading: 'Download my data',
    text: 'Get one file (ZIP) with everything we keep about you: profile, preferences, interview, recordings, applications and reports sent to agencies.',
    request: 'Download my data',
    preparing: 'Preparing your data...',
    preparingText: 'This can take a few minutes. You can leave this page and come back.',
    ready: 'Your data is ready',
    download: 'Download',
    /** Read after 'Download', so the link says what it downloads. */
    downloadSuffix: ' my data (ZIP file)',
    size: (size: string) => `ZIP file, ${size}`,
    expires: (dateTime: string) => `Link expires ${dateTime}`,
    expired: 'Your last link expired. Ask again to get a new one.',
    failed: 'We could not prepare your data. Please try again.',
    tooMany: 'You asked many times today. Please try again tomorrow.',
    offline: 'You are offline. Downloading your data needs a connection.',
  },

  modal: {
    heading: 'Delete your account?',
    intro:
      'This erases your profile, interview, preferences and job submissions for good. Tell us why you are leaving.',
    reasonsLegend: 'Why are you deleting your account? Choose one or more reasons',
    /** The options by their contract value (DELETE_ACCOUNT_OPTIONS), which is what is sent. */
    reasons: {
      "I've found a job": "I've found a job",
      "I'm not receiving relevant opportunities": "I'm not receiving relevant opportunities",
      "I'm concerned about privacy": "I'm concerned about privacy",
      'I created a duplicate account': 'I created a duplicate account',
      'Other reason': 'Other reason',
    } satisfies Record<DeleteAccountOption, string>,
    otherReasonLabel: 'Other reason',
    otherReasonPlaceholder: 'Please share specific reason...',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    /** Why 'Yes, delete my account' is disabled (docs/product.md#deleting-the-account). */
    problems: {
      chooseReason: 'Choose at least one reason.',
      otherReasonMissing: 'Tell us the other reason.',
    },
    /** docs/product.md#deleting-the-account. */
    confirm: 'Yes, delete my account',
    cancel: 'Cancel',
  },
} as const
