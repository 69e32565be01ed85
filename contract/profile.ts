import * as v from 'valibot'
import { freeText, plainText } from './text'
import { OTHER_REASON, OTHER_REASON_MAX_LENGTH } from './applications'
import { okEnvelope } from './envelope'
import { emailIdSchema, personNameSchema } from './onboarding'

/**
 * The candidate's own profile: the profile and basic-profile calls, the
 * /edit-profile save (UpdateCandidateDetails with isCandidateOnboarding=false), the profile
 * image upload and account deletion. docs/product.md#profile-and-preferences.
 */

const uuid = (field: string) =>
  v.pipe(plainText(field, `${field} is required`), v.uuid(`${field} must be a UUID`))

/* Option lists (docs/product.md#edit-profile) ---------------------------------------- */

export const EXPERIENCE_TIMES = [
  '1 Year',
  '2 Years',
  '3 Years',
  '4 Years',
  '5 Years',
  '6+ Years',
] as const
export type ExperienceTime = (typeof EXPERIENCE_TIMES)[number]
export const QUALIFICATIONS = [
  'High School',
  'Diploma',
  "Bachelor's Degree",
  "Master's Degree",
] as const
export type Qualification = (typeof QUALIFICATIONS)[number]
export const LANGUAGES = ['English', 'Spanish', 'French', 'German'] as const
export type Language = (typeof LANGUAGES)[number]
export const CATEGORIES = ['Commercial', 'Healthcare', 'IT'] as const
export type Category = (typeof CATEGORIES)[number]
export const GENDERS = ['Male', 'Female', 'Other'] as const
export type Gender = (typeof GENDERS)[number]

/* Limits (docs/product.md#edit-profile) -------------------------------------------------------- */

export const ABOUT_ME_MAX_LENGTH = 1000
export const LOCATION_MAX_LENGTH = 200
export const DESIGNATION_MAX_LENGTH = 100
/** Dollars per hour; more than this is a typing slip, not an hourly rate. */
export const EXPECTED_PAY_RATE_MAX = 1000
/** docs/product.md#who-it-is-for: candidates are at least 18. */
export const MINIMUM_AGE_YEARS = 18
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01'

/** Years as a number for an option of the 'Experience time' list ('6+ Years' counts as 6). */
export const yearsOfExperienceTime = (time: ExperienceTime): number =>
  EXPERIENCE_TIMES.indexOf(time) + 1

/**
 * The option that shows a number of years: '' under one year, '6+ Years' from six. The form
 * starts from it when the candidate never chose one (the analysis' years).
 */
export function experienceTimeOfYears(years: number): ExperienceTime | '' {
  if (!Number.isFinite(years) || years < 1) return ''
  const whole = Math.min(Math.floor(years), EXPERIENCE_TIMES.length)
  return EXPERIENCE_TIMES[whole - 1] ?? ''
}

/* Date of birth ---------------------------------------------------------------------------------- */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** today (UTC) as YYYY-MM-DD, less `years` years (29 February falls back to the 28th). */
function isoDateYearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years
  const month = today.getUTCMonth()
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(today.getUTCDate(), lastDay)
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10)
}

export const DATE_OF_BIRTH_MESSAGES = {
  format: 'dateOfBirth must be a real date written YYYY-MM-DD',
  future: 'dateOfBirth must be a date in the past',
  tooOld: `dateOfBirth must be on or after ${EARLIEST_DATE_OF_BIRTH}`,
  tooYoung: `You must be at least ${MINIMUM_AGE_YEARS} years old`,
} as const

/**
 * What is wrong with a date of birth on `today`, or undefined when it is fine: a real
 * YYYY-MM-DD date, in the past, not before 1900, and at least 18 years ago. '' (not given) is
 * fine.
 */
export function dateOfBirthProblem(value: string, today: Date): string | undefined {
  if (value === '') return undefined
  if (!isCalendarDate(value)) return DATE_OF_BIRTH_MESSAGES.format
  if (value >= today.toISOString().slice(0, 10)) return DATE_OF_BIRTH_MESSAGES.future
  if (value < EARLIEST_DATE_OF_BIRTH) return DATE_OF_BIRTH_MESSAGES.tooOld
  if (value > isoDateYearsBefore(today, MINIMUM_AGE_YEARS)) return DATE_OF_BIRTH_MESSAGES.tooYoung
  return undefined
}

/* The profile (docs/product.md#profile) ------------------------------------------------ */

/**
 * What /edit-profile loads beyond the profile of docs/product.md#profile: the candidate's own
 * entries, '' / null / [] where none was made. profileImageUrl is a read-only URL of the profile
 * image (a signed blob URL valid for at least an hour; it may have expired on a page read offline),
 * or null.
 */
export const profileDetailsSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** YYYY-MM-DD or ''. */
  dateOfBirth: v.string(),
  /** Dollars per hour, or null. */
  expectedPayRate: v.nullable(v.number()),
  /** One of EXPERIENCE_TIMES, or '' when the candidate never chose one. */
  experienceTime: v.string(),
  /** One of QUALIFICATIONS, or ''. */
  qualification: v.string(),
  /** One of LANGUAGES, or ''. */
  language: v.string(),
  /** Some of CATEGORIES. */
  categories: v.array(v.string()),
  /** 'Show my profile': true is Show, false is Hidden. */
  showProfile: v.boolean(),
  profileImageUrl: v.nullable(v.string()),
})
export type ProfileDetails = v.InferOutput<typeof profileDetailsSchema>

/**
 * GET /api/Candidate/GetCandidateProfileById?candidateId= -> data.data: the six parts of
 * docs/product.md#profile exactly, merged by the profile analysis (resume, onboarding, interview)
 * with the candidate's own /edit-profile entries winning, plus `profileDetails`. Every string is ''
 * and every list [] where nothing is known (a candidate before the interview has names, phone and
 * email only).
 */
export const candidateProfileSchema = v.object({
  personalInfo: v.object({
    name: v.string(),
    /** One of GENDERS, or ''. */
    gender: v.string(),
    /** 'About me'. */
    professionalSummary: v.string(),
  }),
  currentExperience: v.object({ currentOccupation: v.string() }),
  contactInfo: v.object({
    address: v.string(),
    /** The sign-in phone, E.164 (+1 and 10 digits). */
    mobile: v.string(),
    email: v.string(),
  }),
  experienceInfo: v.object({
    yearsOfExperience: v.number(),
    employmentHistory: v.array(
      v.object({
        employerName: v.string(),
        duration: v.string(),
        location: v.string(),
        description: v.string(),
      }),
    ),
  }),
  education: v.object({
    highestDegree: v.string(),
    educations: v.array(
      v.object({
        schoolName: v.string(),
        yearOfDegree: v.string(),
        location: v.string(),
        degreeType: v.string(),
      }),
    ),
  }),
  skillInfo: v.object({ skills: v.array(v.string()) }),
  profileDetails: profileDetailsSchema,
})
export type CandidateProfile = v.InferOutput<typeof candidateProfileSchema>

export const candidateProfileResponseSchema = okEnvelope(v.object({ data: candidateProfileSchema }))

/**
 * GET /api/Candidate/GetCandidateBasicProfileById?candidateId= -> data (like
 * GetCandidatePreference): the header of /profile and /preference. jobTitle is the current
 * occupation, experience the years of experience (a number, '6+ Years' is 6).
 */
export const basicProfileSchema = v.object({
  name: v.string(),
  jobTitle: v.string(),
  address: v.string(),
  experience: v.number(),
  profileImageUrl: v.nullable(v.string()),
})
export type BasicProfile = v.InferOutput<typeof basicProfileSchema>
export const basicProfileResponseSchema = okEnvelope(basicProfileSchema)

export const PROFILE_MESSAGES = {
  profileFetched: 'Profile fetched successfully',
  basicProfileFetched: 'Basic profile fetched successfully',
  profileUpdated: 'Successfully updated the profile',
  profileDeleted: 'Profile Deleted successfully',
  imageUrlCreated: 'Upload URL created successfully',
} as const

/* Edit profile (docs/product.md#edit-profile) ------------------------------------------------- */

/**
 * A text field: trimmed, may be empty, at most `max` characters; one line unless `lines`
 * (About me keeps its tabs and line breaks).
 */
const text = (field: string, max: number, lines: 'one line' | 'lines' = 'one line') =>
  v.optional(
    v.pipe(
      lines === 'lines'
        ? freeText(field, `${field} must be text`)
        : plainText(field, `${field} must be text`),
      v.trim(),
      v.maxLength(max, `${field} must be at most ${max} characters`),
    ),
    '',
  )

/** One option of a list, or '' for none chosen. */
const option = <const T extends readonly string[]>(field: string, options: T) =>
  v.optional(
    v.union(
      [v.literal(''), v.picklist(options)],
      `${field} must be one of ${options.join(', ')} (or empty)`,
    ),
    '',
  )

/**
 * POST /api/Candidate/UpdateCandidateDetails?candidateId=&isCandidateOnboarding=false: every
 * field of /edit-profile. The phone is the sign-in identity and is not edited here.
 * isProfileImageUploaded true means the file GenerateProfileImageUrl named has been PUT: the
 * server checks it (real JPEG, PNG, WebP or GIF by its bytes, at most 5 MB) before keeping it;
 * a bad file is deleted and the save answers 400 with nothing written. `today` gives the date
 * the date of birth is checked against.
 */
export const editProfileRequestSchemaOn = (today: () => Date) =>
  v.object({
    firstName: personNameSchema('firstName'),
    lastName: personNameSchema('lastName'),
    emailId: emailIdSchema,
    dateOfBirth: v.optional(
      v.pipe(
        plainText('dateOfBirth', 'dateOfBirth must be text'),
        v.trim(),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return
          const problem = dateOfBirthProblem(dataset.value, today())
          if (problem) addIssue({ message: problem })
        }),
      ),
      '',
    ),
    gender: option('gender', GENDERS),
    expectedPayRate: v.optional(
      v.nullable(
        v.pipe(
          v.number('expectedPayRate must be a number'),
          v.finite('expectedPayRate must be a number'),
          v.minValue(0, 'expectedPayRate must be 0 or more'),
          v.maxValue(
            EXPECTED_PAY_RATE_MAX,
            `expectedPayRate must be at most ${EXPECTED_PAY_RATE_MAX}`,
          ),
        ),
      ),
      null,
    ),
    experienceTime: option('experienceTime', EXPERIENCE_TIMES),
    qualification: option('qualification', QUALIFICATIONS),
    location: text('location', LOCATION_MAX_LENGTH),
    language: option('language', LANGUAGES),
    currentDesignation: text('currentDesignation', DESIGNATION_MAX_LENGTH),
    categories: v.optional(
      v.pipe(
        v.array(
          plainText('categories', 'categories must be a list of text'),
          'categories must be a list',
        ),
        // Checked on the whole list, so the message names `categories`, not `categories.0`.
        v.check(
          (list) => list.every((item) => (CATEGORIES as readonly string[]).includes(item)),
          `categories must be chosen from ${CATEGORIES.join(', ')}`,
        ),
        v.transform((list) => [...new Set(list)] as Category[]),
      ),
      [],
    ),
    showProfile: v.optional(v.boolean('showProfile must be true or false'), true),
    aboutMe: text('aboutMe', ABOUT_ME_MAX_LENGTH, 'lines'),
    isProfileImageUploaded: v.optional(
      v.boolean('isProfileImageUploaded must be true or false'),
      false,
    ),
  })

/** The request as the browser checks it, against its own clock. */
export const editProfileRequestSchema = editProfileRequestSchemaOn(() => new Date())
export type EditProfileRequest = v.InferInput<typeof editProfileRequestSchema>
export type EditProfile = v.InferOutput<typeof editProfileRequestSchema>

export const editProfileResponseSchema = okEnvelope(
  v.object({ candidateId: v.string(), profileImageUploaded: v.boolean() }),
)

/* Profile image ------------------------------------------------------------------------------ */

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** The format is the file extension, lower case. */
export const PROFILE_IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
export type ProfileImageFormat = (typeof PROFILE_IMAGE_FORMATS)[number]
export const PROFILE_IMAGE_CONTENT_TYPES: Readonly<Record<ProfileImageFormat, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
}
/** The picker's accept list: the formats the server keeps. */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export const PROFILE_IMAGE_MESSAGES = {
  invalid: 'The uploaded file is not a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'The uploaded image is larger than 5MB.',
  missing: 'No uploaded profile image was found. Please upload it again.',
} as const

/**
 * GET /api/Candidate/GenerateProfileImageUrl?candidateId=&fileFormat= -> data: a write-only
 * upload URL for one new blob, valid 15 minutes. The browser PUTs the file there with the
 * headers `x-ms-blob-type: BlockBlob` and `Content-Type` (PROFILE_IMAGE_CONTENT_TYPES), like the
 * resume, then saves /edit-profile with isProfileImageUploaded: true.
 */
export const generateProfileImageUrlQuerySchema = v.object({
  candidateId: uuid('candidateId'),
  fileFormat: v.pipe(
    plainText('fileFormat', 'fileFormat is required'),
    v.toLowerCase(),
    v.picklist(PROFILE_IMAGE_FORMATS, 'fileFormat must be one of jpg, jpeg, png, webp, gif'),
  ),
})
export const generateProfileImageUrlResponseSchema = okEnvelope(v.pipe(v.string(), v.url()))

/* Deleting the account (docs/product.md#deleting-the-account) ------------------------- */

/**
 * docs/product.md#deleting-the-account, in the modal's order; 'Other reason' is the modal's last
 * option.
 */
export const DELETE_ACCOUNT_REASONS = [
  "I've found a job",
  "I'm not receiving relevant opportunities",
  "I'm concerned about privacy",
  'I created a duplicate account',
] as const
export type DeleteAccountReason = (typeof DELETE_ACCOUNT_REASONS)[number]
/** What the modal offers: the reasons, then the shared 'Other reason'. */
export const DELETE_ACCOUNT_OPTIONS = [...DELETE_ACCOUNT_REASONS, OTHER_REASON] as const
export { OTHER_REASON, OTHER_REASON_MAX_LENGTH }
export const OTHER_REASON_PLACEHOLDER = 'Please share specific reason...'

export const DELETE_ACCOUNT_MESSAGES = {
  noReason: 'Please choose at least one reason.',
  otherReasonMissing: 'Please share the other reason.',
  otherReasonTooLong: 'otherReason must be at most 300 characters',
  otherInReasons: `reasons must not contain '${OTHER_REASON}': send its text as otherReason`,
} as const

/**
 * POST /api/Candidate/DeleteCandidate?candidateId= with {reasons, otherReason}. As
 * docs/product.md#deleting-the-account says, `reasons` leaves out 'Other reason': choosing it is
 * sending its text as otherReason (trimmed, at most 300). At least one of the two is needed.
 */
export const deleteCandidateRequestSchema = v.pipe(
  v.object({
    reasons: v.pipe(
      v.array(plainText('each reason', 'each reason must be text'), 'reasons must be a list'),
      v.check((reasons) => !reasons.includes(OTHER_REASON), DELETE_ACCOUNT_MESSAGES.otherInReasons),
      v.check(
        (reasons) =>
          reasons.every(
            (reason) =>
              reason === OTHER_REASON ||
              (DELETE_ACCOUNT_REASONS as readonly string[]).includes(reason),
          ),
        `reasons must be chosen from: ${DELETE_ACCOUNT_REASONS.join('; ')}`,
      ),
      v.maxLength(DELETE_ACCOUNT_REASONS.length, 'reasons has too many entries'),
      v.transform((reasons) => [...new Set(reasons)] as DeleteAccountReason[]),
    ),
    otherReason: v.optional(
      v.pipe(
        freeText('otherReason', 'otherReason must be text'),
        v.trim(),
        v.maxLength(OTHER_REASON_MAX_LENGTH, DELETE_ACCOUNT_MESSAGES.otherReasonTooLong),
      ),
      '',
    ),
  }),
  v.check(
    ({ reasons, otherReason }) => reasons.length > 0 || otherReason.length > 0,
    DELETE_ACCOUNT_MESSAGES.noReason,
  ),
)
export type DeleteCandidateRequest = v.InferInput<typeof deleteCandidateRequestSchema>

/**
 * The modal's selection (options of DELETE_ACCOUNT_OPTIONS, 'Other reason' included) and its
 * text as the request body, or the message saying why 'Yes, delete my account' cannot be used
 * yet: at least one option, and the text (trimmed) when 'Other reason' is chosen.
 */
export function deleteCandidateRequestOf(
  selected: readonly string[],
  otherText: string,
): { ok: true; body: DeleteCandidateRequest } | { ok: false; message: string } {
  if (selected.length === 0) return { ok: false, message: DELETE_ACCOUNT_MESSAGES.noReason }
  const other = selected.includes(OTHER_REASON)
  const otherReason = other ? otherText.trim() : ''
  if (other && otherReason === '') {
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.otherReasonMissing }
  }
  if (otherReason.length > OTHER_REASON_MAX_LENGTH) {
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.otherReasonTooLong }
  }
  const reasons = DELETE_ACCOUNT_REASONS.filter((reason) => selected.includes(reason))
  return { ok: true, body: { reasons, otherReason } }
}

export const deleteCandidateResponseSchema = okEnvelope(v.null())
