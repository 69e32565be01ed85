import * as v from 'valibot'
import { plainText } from './text'
import { okEnvelope } from './envelope'
import { FIXED_JOB_TYPES } from './jobs'

/**
 * docs/product.md#step-1-profile: names accept letters, spaces and hyphens; email text@text.text
 * without spaces.
 */
export const NAME_PATTERN = /^[\p{L} -]+$/u
// No control character either: the form refuses what the server would.
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /^[^\s@\u0000-\u001f\u007f-\u009f]+@[^\s@\u0000-\u001f\u007f-\u009f]+\.[^\s@\u0000-\u001f\u007f-\u009f]+$/
export const CUSTOM_TITLE_MAX_LENGTH = 300
export const RESUME_MAX_BYTES = 10 * 1024 * 1024

/**
 * docs/product.md#step-1-profile: PDF, DOC, DOCX, TXT, HTML. The format is the file extension,
 * lower case.
 */
export const RESUME_FORMATS = ['pdf', 'doc', 'docx', 'txt', 'html', 'htm'] as const
export type ResumeFormat = (typeof RESUME_FORMATS)[number]

/** The content type of each resume format: the picker's accept list and the upload's header. */
export const RESUME_CONTENT_TYPES: Readonly<Record<ResumeFormat, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
}

/** Re-exported so onboarding code finds every rule of its steps here. */
export { FIXED_JOB_TYPES }

/**
 * A first or last name (docs/product.md#step-1-profile): trimmed, non-empty, letters, spaces and
 * hyphens.
 */
export const personNameSchema = (field: string) =>
  v.pipe(
    plainText(field, `${field} is required`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(100, `${field} must be at most 100 characters`),
    v.regex(NAME_PATTERN, `${field} may contain only letters, spaces and hyphens`),
  )

/** The email (docs/product.md#step-1-profile): trimmed, at most 254 characters, text@text.text. */
export const emailIdSchema = v.pipe(
  plainText('emailId', 'emailId is required'),
  v.trim(),
  v.maxLength(254, 'emailId must be at most 254 characters'),
  v.regex(EMAIL_PATTERN, 'emailId must be a valid email address'),
)

/**
 * POST /api/Candidate/UpdateCandidateDetails?candidateId=&isCandidateOnboarding=true (or the
 * parameter left out): onboarding step 1, this body. With isCandidateOnboarding=false the body is
 * the /edit-profile form's (contract/profile.ts editProfileRequestSchema).
 * `isResumeUploaded` true means the file GenerateResumeUrl named has been PUT: the server then
 * checks it (size, magic bytes) before keeping it, and starts its analysis.
 */
export const updateCandidateDetailsQuerySchema = v.object({
  candidateId: v.pipe(
    plainText('candidateId', 'candidateId is required'),
    v.uuid('candidateId must be a UUID'),
  ),
  isCandidateOnboarding: v.optional(v.picklist(['true', 'false'])),
})
export const updateCandidateDetailsRequestSchema = v.object({
  firstName: personNameSchema('firstName'),
  lastName: personNameSchema('lastName'),
  emailId: emailIdSchema,
  fullName: v.pipe(
    plainText('fullName', 'fullName is required'),
    v.trim(),
    v.nonEmpty(),
    v.maxLength(201),
  ),
  isResumeUploaded: v.optional(v.boolean(), false),
})
export type UpdateCandidateDetailsRequest = v.InferInput<typeof updateCandidateDetailsRequestSchema>
export const updateCandidateDetailsResponseSchema = okEnvelope(
  v.object({ candidateId: v.string(), resumeUploaded: v.boolean() }),
)

/** GET /api/Resume/GenerateResumeUrl?candidateId=&fileName=&fileFormat= -> the upload URL in data. */
export const generateResumeUrlQuerySchema = v.object({
  candidateId: v.pipe(
    plainText('candidateId', 'candidateId is required'),
    v.uuid('candidateId must be a UUID'),
  ),
  fileName: v.pipe(
    plainText('fileName', 'fileName is required'),
    v.trim(),
    v.nonEmpty('fileName is required'),
    v.maxLength(200, 'fileName must be at most 200 characters'),
  ),
  fileFormat: v.pipe(
    plainText('fileFormat', 'fileFormat is required'),
    v.toLowerCase(),
    v.picklist(RESUME_FORMATS, 'fileFormat must be one of pdf, doc, docx, txt, html'),
  ),
})
export const generateResumeUrlResponseSchema = okEnvelope(v.pipe(v.string(), v.url()))

/** POST /api/Candidate/UpdateUserTitlePreference. */
export const updateUserTitlePreferenceRequestSchema = v.pipe(
  v.object({
    candidateId: v.pipe(
      plainText('candidateId', 'candidateId is required'),
      v.uuid('candidateId must be a UUID'),
    ),
    selectedTitles: v.pipe(
      v.array(v.picklist(FIXED_JOB_TYPES, 'selectedTitles must be fixed job types')),
      v.maxLength(FIXED_JOB_TYPES.length),
    ),
    customTitles: v.pipe(
      v.array(
        v.pipe(
          plainText('customTitles'),
          v.trim(),
          v.nonEmpty('customTitles must not contain empty titles'),
          v.maxLength(CUSTOM_TITLE_MAX_LENGTH, 'customTitles must be at most 300 characters'),
        ),
      ),
      v.maxLength(5),
    ),
  }),
  v.check(
    (body) => body.selectedTitles.length > 0 || body.customTitles.length > 0,
    'Please select at least one job type to proceed.',
  ),
)
export type UpdateUserTitlePreferenceRequest = v.InferInput<
  typeof updateUserTitlePreferenceRequestSchema
>
export const updateUserTitlePreferenceResponseSchema = okEnvelope(v.null())

/** GET /api/Candidate/GetDashboardCompletionStatus: whether the dashboard is ready to show. */
export const dashboardCompletionStatusResponseSchema = okEnvelope(
  v.object({
    onboardingCompleted: v.boolean(),
    currentStep: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
    profileAnalysisStatus: v.picklist(['not_started', 'pending', 'completed', 'failed']),
  }),
)

/** POST /api/Engagement/PrepareInterview?candidateId= (docs/api.md), on entering step 3. */
export const prepareInterviewResponseSchema = okEnvelope(
  v.object({
    prepared: v.literal(true),
    /** Preference slots the profile already answers, which the recruiter will skip. */
    knownSlots: v.array(v.string()),
  }),
)
