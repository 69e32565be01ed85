import type { Category, ExperienceTime, Gender, Language, Qualification } from '@contract/profile'
import { plural } from '@/shared/i18n/intl'

/**
 * Every user-visible text of /profile and /edit-profile (docs/product.md#profile). In English;
 * es.ts says them in Spanish.
 */
export const profileTextsEn = {
  pageTitle: (product: string) => `Profile | ${product} Jobs`,
  metaDescription: (product: string) => `Your ${product} profile as agency partners see it.`,
  /** docs/product.md#profile. */
  loading: 'Loading your profile...',
  preferences: 'Preferences',
  editProfile: 'Edit profile',

  rows: {
    heading: 'Profile',
    currentRole: 'Current role',
    location: 'Location',
    phone: 'Phone Number',
    email: 'Email',
    yearsOfExperience: 'Years of Experience',
    gender: 'Gender',
    qualification: 'Qualification',
    /** No row has a value (a failed load, or nothing known yet). */
    empty: 'No profile details yet.',
  },
  years: (years: number) => `${years} ${plural('en-US', years, { one: 'year', other: 'years' })}`,

  /** The contract's option lists in words, by the value sent (which stays the contract's). */
  options: {
    gender: { Male: 'Male', Female: 'Female', Other: 'Other' } satisfies Record<Gender, string>,
    experienceTime: {
      '1 Year': '1 Year',
      '2 Years': '2 Years',
      '3 Years': '3 Years',
      '4 Years': '4 Years',
      '5 Years': '5 Years',
      '6+ Years': '6+ Years',
    } satisfies Record<ExperienceTime, string>,
    qualification: {
      'High School': 'High School',
      Diploma: 'Diploma',
      "Bachelor's Degree": "Bachelor's Degree",
      "Master's Degree": "Master's Degree",
    } satisfies Record<Qualification, string>,
    language: {
      English: 'English',
      Spanish: 'Spanish',
      French: 'French',
      German: 'German',
    } satisfies Record<Language, string>,
    category: {
      Commercial: 'Commercial',
      Healthcare: 'Healthcare',
      IT: 'IT',
    } satisfies Record<Category, string>,
  },

  about: { heading: 'About me', empty: 'Nothing here yet.' },
  education: {
    heading: 'Education',
    empty: 'No education added yet.',
    yearOfDegree: 'Year of degree',
    location: 'Location',
    degreeType: 'Degree type',
  },
  experience: {
    heading: 'Experience',
    empty: 'No work experience added yet.',
    duration: 'Duration',
    location: 'Location',
  },
  skills: { heading: 'Skills', empty: 'No skills added yet.' },

  edit: {
    pageTitle: (product: string) => `Edit profile | ${product} Jobs`,
    heading: 'Edit profile',
    loading: 'Loading your profile...',
    /** The form cannot start without the profile: it would save blanks over it. */
    loadFailed: "We couldn't load your profile. Please try again.",
    tryAgain: 'Try again',
    intro: 'Keep your details up to date so agency partners see the right profile.',
    photo: {
      legend: 'Profile photo',
      choose: 'Choose a photo',
      help: 'JPEG, PNG, WebP or GIF up to 5MB',
      chosen: (name: string) => `Selected: ${name}`,
      remove: 'Keep my current photo',
      wrongType: 'Please choose a JPEG, PNG, WebP or GIF image.',
      tooLarge: 'The image must be 5MB or smaller.',
    },
    fullName: 'Full Name',
    firstName: 'First name',
    lastName: 'Last name',
    nameHint: 'Letters, spaces and hyphens only',
    dateOfBirth: 'Date Of Birth',
    dateOfBirthHint: 'You must be at least 18.',
    phone: 'Phone Number',
    phoneHint: 'Your sign-in number. It cannot be changed here.',
    email: 'Email',
    emailHint: 'For example name@example.com',
    gender: 'Gender',
    expectedPayRate: 'Expected pay rate ($)',
    expectedPayRateHint: 'Dollars per hour, for example 18.50',
    experienceTime: 'Experience time',
    qualification: 'Qualification',
    location: 'Location',
    locationHint: 'City and state, for example Dallas, TX',
    language: 'Language',
    currentDesignation: 'Current Designation',
    categories: 'Categories',
    showProfile: 'Show my profile',
    show: 'Show',
    hidden: 'Hidden',
    showProfileHint: 'Hidden keeps your profile from agency partners.',
    aboutMe: 'About me',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    /** The empty option of a list. */
    choose: 'Choose…',
    save: 'Save Profile',
    preferences: 'Preferences',
    /** Above the form when a save is refused by its own checks. */
    fixErrors: 'Please correct the fields marked below.',
    errors: {
      firstName: 'Enter your first name (letters, spaces and hyphens)',
      lastName: 'Enter your last name (letters, spaces and hyphens)',
      emailId: 'Enter a valid email address',
      dateOfBirthFormat: 'Enter a real date',
      dateOfBirthFuture: 'The date of birth must be in the past',
      dateOfBirthTooOld: 'Enter a date of birth after 1900',
      dateOfBirthTooYoung: 'You must be at least 18 years old',
      expectedPayRate: 'Enter the pay as a number of dollars, for example 18.50',
      expectedPayRateTooHigh: 'Enter an hourly rate of $1000 or less',
      location: 'The location can be at most 200 characters',
      currentDesignation: 'The designation can be at most 100 characters',
      controlCharacters:
        'Remove the invisible control characters (pasted text can carry them), then save again',
    },
    saveErrors: {
      uploadUrlFailed: 'Unable to create upload URL',
      uploadFailed: 'Unable to upload the file. Please try again.',
      updateFailed: 'Failed to update the profile. Please try again.',
      offline: "You're offline. Connect to the internet to save your profile.",
    },
  },
} as const
