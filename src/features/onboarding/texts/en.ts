import { callConsentTextEn } from '@contract/call-consent-en'
import type { FixedJobType } from '@contract/jobs'
import { plural } from '@/shared/i18n/plural'

/** Every user-visible text of onboarding steps 1 to 4, in English (docs/product.md#onboarding). */
export const onboardingTextsEn = {
  documentTitle: (product: string) => `Onboarding | ${product} Jobs`,
  metaDescription: (product: string) =>
    `Set up your ${product} profile, job preferences and AI interview to get matched with jobs.`,
  heading: 'Onboarding',
  progressLabel: 'Onboarding progress',
  stepNames: ['Profile', 'Preferences', 'Consent', 'Interview'],
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  completedStep: 'completed',
  back: 'Back',
  loading: 'Loading your progress',

  profile: {
    heading: 'Complete Your Profile',
    intro: 'Tell us a bit about yourself',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    emailHint: 'For example name@example.com',
    nameHint: 'Letters, spaces and hyphens only',
    firstNameRequired: 'Enter your first name',
    lastNameRequired: 'Enter your last name',
    emailInvalid: 'Enter a valid email address',
    termsBefore: 'I agree to the ',
    termsLink: 'Terms of Service',
    termsBetween: ' and the ',
    privacyLink: 'Privacy Policy',
    termsAfter: '',
    /** Read after each terms link, which opens in a new tab. */
    opensInNewTab: ' (opens in a new tab)',
    resumeLegend: 'Resume (optional)',
    resumeOptional: 'You can apply without a resume',
    resumeChoose: 'Choose a file',
    resumeHelp: 'PDF, TXT, HTML, DOC or DOCX up to 10MB',
    resumeChosen: (name: string, size: string) => `Selected: ${name} (${size})`,
    resumeRemove: 'Remove file',
    continue: 'Continue',
    saving: 'Saving',
  },

  fileErrors: {
    noFile: 'No file selected',
    wrongType: 'Only PDF and Word documents are allowed',
    tooLarge: 'File size must be less than 10MB',
  },

  saveErrors: {
    uploadFailed: 'Unable to upload the file. Please try again.',
    uploadUrlFailed: 'Unable to create upload URL',
    unexpected: 'Something went wrong. Please try again.',
    fileNameUnparsable: 'Unable to parse file name or file type',
    detailsRejected: 'Unable to update the candidate details. Please try again.',
    updateFailed: 'Failed to update the profile. Please try again.',
    /**
     * The server refused the uploaded resume (validation_failed). English shows the server's
     * own message (docs/product.md#onboarding); another language shows this, as that code's general
     * text is about typed input.
     */
    resumeRefused: 'The uploaded file is not a valid PDF, Word, text or HTML document.',
  },

  preferences: {
    heading: 'Job Preferences',
    intro: 'What kind of work are you looking for? Choose all that fit.',
    jobTypesLegend: 'Job types',
    /** The label of each fixed job type; the server gets the type itself, as the contract spells it. */
    jobTypeLabels: {
      'Forklift Operator': 'Forklift Operator',
      Assembler: 'Assembler',
      'Order Picker': 'Order Picker',
      'Material Handler': 'Material Handler',
      'Machine Operator': 'Machine Operator',
      'Production Associate': 'Production Associate',
      'Warehouse Associate': 'Warehouse Associate',
    } satisfies Record<FixedJobType, string>,
    customLabel: 'Other job title (optional)',
    customPlaceholder: 'For example: Shipping Clerk',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    selectAtLeastOne: 'Please select at least one job type to proceed.',
    updateFailed: 'Failed to update. Please try again.',
    continue: 'Continue',
  },

  interviewSetup: {
    heading: 'AI Interview Setup',
    intro: "Choose how you'd like to complete your AI interview",
    modeLegend: 'Interview method',
    startNow: 'Start now',
    startNowDescription: 'Talk with our AI recruiter right here in your browser (voice call).',
    callMe: 'Call me',
    callMeDescription: (phone: string) => `We will call your mobile number from ${phone}.`,
    callerPrefixNote: (prefix: string) =>
      `The call comes from a number starting with ${prefix}, so you know it is really us.`,
    startInterview: 'Start interview now',
    whatToExpectLink: 'What to expect',
  },

  /** 'I'd rather talk to a person' on the setup view: a recruiter calls instead of the AI. */
  talkToPerson: {
    open: "I'd rather talk to a person",
    heading: 'Talk to a person',
    intro: 'A recruiter will call you instead of the AI. Tell us the number and a good time.',
    phone: 'Phone number',
    phoneHint: 'A US number, 10 digits.',
    phoneInvalid: 'Enter a 10-digit US mobile number',
    day: 'Day',
    partOfDayLegend: 'Time of day',
    partsOfDay: {
      morning: 'Morning (8 am to 12 pm)',
      afternoon: 'Afternoon (12 to 5 pm)',
      evening: 'Evening (5 to 8 pm)',
    },
    partOfDayRequired: 'Choose a time of day',
    send: 'Send',
    cancel: 'Cancel',
    sendFailed: 'We could not send your request. Please try again.',
  },

  consent: {
    heading: 'Your consent',
    /** The contract's words: the server records exactly what the screen showed. */
    text: callConsentTextEn,
    agree: 'I agree',
    cancel: 'Cancel',
    /** What the interview is before the candidate agrees to it: a few short lines. */
    notice: {
      heading: 'About the AI interview',
      asks: 'The AI recruiter asks about the jobs you want, pay, schedule, location, experience and certifications.',
      evaluates:
        'We evaluate your answers (typed, or as we heard them) and how well you match each job.',
      recording: (days: number) =>
        `We record your voice. We keep the recording ${days} ${plural('en-US', days, { one: 'day', other: 'days' })}, then delete it.`,
      /** Until the server has said how many days (offline, say). */
      recordingPeriodUnknown:
        'We record your voice. We keep the recording a limited number of days, then delete it.',
      sharing:
        'Your profile, preferences, interview answers and match go to the staffing agency of each job we apply to for you.',
    },
  },

  declined: {
    heading: 'You did not agree',
    text: 'We need your consent to contact you before the AI interview can start. You can go back to onboarding or agree now.',
    backToOnboarding: 'Back to onboarding',
    agree: 'Yes, I agree',
  },

  whatToExpect: {
    heading: 'What to expect',
    items: [
      'The interview takes about 5 to 10 minutes.',
      'Find a quiet place where you can talk without interruptions.',
      'A microphone is needed: allow microphone access when your browser asks.',
      'Our AI recruiter asks about your experience, the work you want, your schedule and your pay.',
    ],
    afterHeading: 'What happens after',
    after: 'We analyse your answers, build your job preferences and match you with jobs that fit.',
    back: 'Back',
  },

  /** 'I agree' with call-me could not place the call: the server's message, or callFailed. */
  phoneCallFailed: {
    heading: "We couldn't start your phone interview",
    tryAgain: 'Try again',
    useBrowser: 'Do the interview in the browser instead',
  },

  /** Call-me outside calling hours: the next time a call may ring, and calling then. */
  callLater: {
    heading: 'We can call you later',
    hours: (start: string, end: string) => `We only call between ${start} and ${end} your time.`,
    next: (when: string) => `The next time we can call is ${when}.`,
    callThen: 'Call me then',
    useApp: 'Do the interview in the app now',
    scheduleFailed: 'We could not set up the call. Please try again.',
  },

  /** A call set for later (or found waiting after a reload), with a way to cancel it. */
  scheduledCall: {
    heading: 'Your call is scheduled',
    when: (when: string) => `We will call you ${when}.`,
    reminder: 'We will send you a text 5 minutes before.',
    cancel: 'Cancel the call',
    cancelFailed: 'We could not cancel the call. Please try again.',
  },

  /** The web call's 'I agree' while every recruiter is busy: it starts by itself when one is free. */
  waitingForRecruiter: {
    heading: 'The recruiter will be with you in a moment',
    text: 'Many people are doing their interview right now. Yours starts by itself as soon as a recruiter is free. Keep this page open.',
  },

  interview: {
    heading: 'AI Interview',
    /**
     * docs/product.md#step-3-interview-setup-and-consent: the call could not be created, or it
     * failed.
     */
    callFailed: 'Something went wrong with your call. Please try again.',
  },
} as const
