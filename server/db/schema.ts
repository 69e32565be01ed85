import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { APPLICATION_STATUSES, CANDIDATE_FEEDBACK_STATES } from '../../contract/applications'
import { ENGAGEMENT_STATUSES } from '../../contract/interview'
import { PROFILE_ANALYSIS_STATUSES } from '../../contract/matches'
import { PARTS_OF_DAY } from '../../contract/person-request'
import { EMPLOYMENT_TYPES, PAY_RATE_TYPES, SHIFTS } from '../../contract/jobs'

/**
 * The database schema. Timestamps are written from the app clock (never SQL now()), so tests
 * can move time. Only SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const candidates = pgTable('candidates', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** E.164, e.g. +12065550123. One candidate per phone. */
  phone: text('phone').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  fullName: text('full_name'),
  /**
   * The language the candidate reads the product in (docs/adr/0106): 'en' or 'es'. SMS, push and
   * the interview follow it. Not `language` below, which is a profile answer.
   */
  appLanguage: text('app_language').notNull().default('en'),
  /** When each onboarding step (1 Profile, 2 Preferences, 3 Consent, 4 Interview) was completed. */
  step1CompletedAt: at('step1_completed_at'),
  step2CompletedAt: at('step2_completed_at'),
  step3CompletedAt: at('step3_completed_at'),
  step4CompletedAt: at('step4_completed_at'),
  /** Step 2 (UpdateUserTitlePreference): fixed job types and free-text titles. */
  selectedTitles: text('selected_titles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  customTitles: text('custom_titles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** First PrepareInterview call (entering step 3); it does not complete step 3. */
  interviewPreparedAt: at('interview_prepared_at'),
  /**
   * Preferences (docs/product.md#preference), written when the interview completes (contract shape,
   * validated).
   */
  preferences: jsonb('preferences'),
  preferencesUpdatedAt: at('preferences_updated_at'),
  /**
   * The profile analysis' merged, structured preferences (server/interview/extract SlotValues):
   * what matching reads. `preferences` above is their display form.
   */
  preferenceSlots: jsonb('preference_slots'),
  /**
   * The candidate profile (docs/product.md#profile), merged by the profile analysis (resume,
   * onboarding, interview).
   */
  profile: jsonb('profile'),
  /** Where each merged value came from: { 'contactInfo.email': 'onboarding', ... }. */
  profileSources: jsonb('profile_sources'),
  preferenceSources: jsonb('preference_sources'),
  /**
   * /edit-profile (docs/adr/0053): the candidate's own entries, null until first saved there. They
   * win over what the analysis extracted for the same field (texts even when emptied; an
   * option left empty lets the analysis' value show).
   */
  dateOfBirth: text('date_of_birth'),
  gender: text('gender'),
  expectedPayRate: numeric('expected_pay_rate', { precision: 10, scale: 2, mode: 'number' }),
  experienceTime: text('experience_time'),
  qualification: text('qualification'),
  location: text('location'),
  language: text('language'),
  currentDesignation: text('current_designation'),
  categories: text('categories').array(),
  showProfile: boolean('show_profile').notNull().default(true),
  aboutMe: text('about_me'),
  profileEditedAt: at('profile_edited_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
})

/**
 * A sign-in attempt started by SignUpAndLogin: the client holds the session token (we keep
 * only its SHA-256) and presents it to ValidateOtp and ResendOtp.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id').notNull(),
    loginId: text('login_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    /** Set when a code of this session was validated: the session cannot be used again. */
    completedAt: at('completed_at'),
  },
  (table) => [index('login_sessions_phone_idx').on(table.phone)],
)

/**
 * One row per code sent (sign-up or resend). The code itself is never stored: only an
 * HMAC-SHA256 under a server key, bound to this row's id.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    loginSessionId: uuid('login_session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    /** Set when a newer code of the same login session replaced this one. */
    supersededAt: at('superseded_at'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /**
     * The app language the sign-in asked for ('en' or 'es'), null when it sent none:
     * the text is written in it, a resend keeps it, and a verified code gives it to the
     * candidate. Kept here, not on the candidate, until the phone is proven.
     */
    language: text('language'),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('otp_codes_login_session_idx').on(table.loginSessionId, table.createdAt),
  ],
)

/** Failed code checks per phone, across codes and login sessions; a lock after too many. */
export const phoneLoginState = pgTable('phone_login_state', {
  phone: text('phone').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lockedUntil: at('locked_until'),
})

/** A signed-in device. The access token (JWT) names it in `sid`; revoking it ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_candidate_idx').on(table.candidateId)],
)

/**
 * Token buckets for per-IP limits (server/services/rate-limit.ts): one row per bucket, written
 * only by the one upsert there, so every server process shares them. A missing row is a full
 * bucket, so rows whose bucket is full again (`full_at` passed) are pruned.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    bucket: text('bucket').primaryKey(),
    /** Tokens left at `refilled_at` (fractional: the bucket refills continuously). */
    tokens: doublePrecision('tokens').notNull(),
    refilledAt: at('refilled_at').notNull(),
    /** When the bucket is full again if no hit comes. */
    fullAt: at('full_at').notNull(),
    /** Whether the last hit took a token: how the upsert tells its caller (RETURNING). */
    lastHitAllowed: boolean('last_hit_allowed').notNull(),
  },
  (table) => [index('rate_limit_buckets_full_at_idx').on(table.fullAt)],
)

export const JOB_STATUSES = ['open', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** A SQL list literal of fixed vocabulary ('a', 'b'): constants only, never user input. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sqlList(values)})`

/**
 * The staffing agency partners (docs/product.md#agencies; server/catalogue/agencies.ts): who fills
 * each job, and who receives the candidate reports for it. reportUrl is where the agency takes
 * them; null sends them to the dev inbox of this server.
 */
export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  reportUrl: text('report_url'),
})

/**
 * The job catalogue (seeded from server/catalogue/ on an empty database). Shaped for the
 * matching of a later issue: normalised job type, place (metro and coordinates), pay, shifts,
 * benefits, requirements, skills and years, each in its own column so SQL can filter on it.
 * Vocabulary columns are text with CHECKs rather than enums, so adding a value is a plain
 * migration on both PostgreSQL 15 and PGlite.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job's id in the system it came from (agency or feed), e.g. HL-DFW-0042. */
    externalRef: text('external_ref').notNull().unique(),
    /** As posted, e.g. 'Forklift Driver'; the landing page counts by this. */
    title: text('title').notNull(),
    /**
     * Normalised: a fixed job type of docs/product.md#constants or a related role type, e.g.
     * 'Forklift Operator'.
     */
    jobType: text('job_type').notNull(),
    companyName: text('company_name').notNull(),
    /** The agency partner that fills it (by its metro). */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    city: text('city').notNull(),
    /** Two-letter USPS code. */
    state: text('state').notNull(),
    metroArea: text('metro_area').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Dollars per payRateType unit (hour, week or year). */
    payRateMin: numeric('pay_rate_min', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    payRateMax: numeric('pay_rate_max', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    payRateType: text('pay_rate_type').notNull(),
    /** Shift keys of contract/jobs.ts SHIFTS, at least one. */
    shifts: text('shifts').array().notNull(),
    employmentType: text('employment_type').notNull(),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minYearsExperience: integer('min_years_experience').notNull().default(0),
    /** 2 to 4 sentences: the contract's summarizedJobDescription. */
    summarizedDescription: text('summarized_description').notNull(),
    postedAt: at('posted_at').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('open'),
  },
  (table) => [
    // Matching filters open jobs by type and by place; the landing call groups open jobs by title.
    index('jobs_job_type_status_idx').on(table.jobType, table.status),
    index('jobs_state_metro_status_idx').on(table.state, table.metroArea, table.status),
    index('jobs_status_title_idx').on(table.status, table.title),
    check('jobs_status_check', oneOf(table.status, JOB_STATUSES)),
    check('jobs_pay_rate_type_check', oneOf(table.payRateType, PAY_RATE_TYPES)),
    check('jobs_employment_type_check', oneOf(table.employmentType, EMPLOYMENT_TYPES)),
    check(
      'jobs_shifts_check',
      sql`cardinality(${table.shifts}) >= 1 AND ${table.shifts} <@ ARRAY[${sqlList(SHIFTS)}]::text[]`,
    ),
    check('jobs_state_check', sql`${table.state} ~ '^[A-Z]{2}$'`),
    check(
      'jobs_pay_rate_check',
      sql`${table.payRateMin} > 0 AND ${table.payRateMin} <= ${table.payRateMax}`,
    ),
    check('jobs_min_years_check', sql`${table.minYearsExperience} >= 0`),
  ],
)

export const RESUME_STATUSES = ['pending_upload', 'uploaded', 'rejected'] as const
export type ResumeStatus = (typeof RESUME_STATUSES)[number]
export const RESUME_ANALYSIS_STATUSES = ['pending', 'completed', 'failed'] as const
export type ResumeAnalysisStatus = (typeof RESUME_ANALYSIS_STATUSES)[number]

/**
 * One row per upload URL handed out (GenerateResumeUrl). The blob is checked when the client
 * says it was uploaded (UpdateCandidateDetails): then 'uploaded' (the checked bytes copied to
 * checkedBlobName) or 'rejected'; either way the upload's blob is deleted. Uploads never
 * confirmed are pruned with their blob after an hour.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** Server-chosen: {candidateId}/{uuid}.{ext}. The upload URL writes here. */
    blobName: text('blob_name').notNull().unique(),
    /**
     * The copy made when the upload passed its check, {candidateId}/checked/{id}.{ext}: no
     * upload URL can write it, so it holds the checked bytes. Everything that reads the resume
     * reads this one; the upload itself is deleted.
     */
    checkedBlobName: text('checked_blob_name').unique(),
    /** As the client named it, without extension. */
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    /** Bytes, known once the upload is checked. */
    size: integer('size'),
    status: text('status').$type<ResumeStatus>().notNull().default('pending_upload'),
    createdAt: at('created_at').notNull(),
    uploadedAt: at('uploaded_at'),
    analysisStatus: text('analysis_status').$type<ResumeAnalysisStatus>(),
    draftProfile: jsonb('draft_profile'),
    analysedAt: at('analysed_at'),
  },
  (table) => [
    index('resumes_candidate_created_idx').on(table.candidateId, table.createdAt),
    check('resumes_status_check', oneOf(table.status, RESUME_STATUSES)),
    check(
      'resumes_analysis_status_check',
      sql`${table.analysisStatus} IS NULL OR ${oneOf(table.analysisStatus, RESUME_ANALYSIS_STATUSES)}`,
    ),
  ],
)

export const ENGAGEMENT_KINDS = ['web', 'phone'] as const
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number]

/**
 * One AI recruiter interview ('I agree' creates it). The dialogue state is saved after every
 * turn, so a candidate who reconnects, or a restarted server, resumes at the current question.
 */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EngagementKind>().notNull(),
    status: text('status').$type<(typeof ENGAGEMENT_STATUSES)[number]>().notNull(),
    /**
     * SHA-256 of the call token (in callEndpointUri for the web, in the media stream's URL for the
     * phone); the token itself is never stored.
     */
    tokenHash: text('token_hash').notNull().unique(),
    /** The telephony provider's id of a phone interview's call (Twilio's CallSid). */
    callSid: text('call_sid'),
    /**
     * The sign-in that said 'I agree': a web call's token opens the call only while
     * this session is live, and only a socket proving this session may join or replace the call.
     * Null once the session is pruned (the token no longer opens anything then).
     */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    tokenExpiresAt: at('token_expires_at').notNull(),
    /** server/interview/dialogue's InterviewState. */
    interviewState: jsonb('interview_state').notNull(),
    /** Every recruiter turn: { id, kind, slot?, text, at }. */
    questions: jsonb('questions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Every answer: { questionId, slot?, source, text?, recording?, durationMs?, at }. */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The slot values collected so far (SlotValues). */
    slots: jsonb('slots')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    updatedAt: at('updated_at').notNull(),
    /**
     * When the interview's recordings were deleted, RECORDING_RETENTION_DAYS after it ended
     * (services/recording-retention.ts): its answers name no recording from then on.
     */
    recordingsDeletedAt: at('recordings_deleted_at'),
    /**
     * When call-me found this node full (services/queued-phone-call.ts): the phone call waits
     * for room on the 'queued-phone-call' queue while this is set, and is placed (or given up)
     * from there. Null for every other engagement, and once the queued call is being placed.
     */
    queuedAt: at('queued_at'),
  },
  (table) => [
    index('engagements_candidate_created_idx').on(table.candidateId, table.createdAt),
    // The retention job's search: ended interviews whose recordings are still kept, oldest first.
    index('engagements_recordings_kept_idx')
      .on(table.endedAt)
      .where(sql`${table.recordingsDeletedAt} IS NULL`),
    // Logout ends the session's calls, and pruning a session clears it here, through this key.
    index('engagements_session_idx').on(table.sessionId),
    check('engagements_status_check', oneOf(table.status, ENGAGEMENT_STATUSES)),
    check('engagements_kind_check', oneOf(table.kind, ENGAGEMENT_KINDS)),
  ],
)

/**
 * The phone call a candidate was last given (CreateCallForCandidate), so only one rings at a
 * time on any server node: a new call is placed only after this one's engagement ended, its call
 * ended (the row is deleted then), or PHONE_CALL_COOLDOWN_MS after it was placed. The row is
 * taken with a conditional write in the transaction that creates the new engagement
 * (services/phone-call-slot.ts).
 */
export const phoneCallSlots = pgTable('phone_call_slots', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  /**
   * The call's engagement. No foreign key: the slot is taken first in the transaction that then
   * inserts the engagement, so that concurrent requests wait on this row before doing anything.
   */
  engagementId: uuid('engagement_id').notNull(),
  placedAt: at('placed_at').notNull(),
})

/**
 * The profile analysis that follows the interview (one per candidate; a new interview or a
 * retry starts it again). Its stages run as one durable queue job; this row is what
 * GetProfileAnalysisStatus reports.
 */
export const profileAnalyses = pgTable(
  'profile_analyses',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    engagementId: uuid('engagement_id'),
    status: text('status').$type<(typeof PROFILE_ANALYSIS_STATUSES)[number]>().notNull(),
    percentageComplete: integer('percentage_complete').notNull().default(0),
    /** How many times a worker started this analysis (a crash or a retry adds one). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    check('profile_analyses_status_check', oneOf(table.status, PROFILE_ANALYSIS_STATUSES)),
    check('profile_analyses_percentage_check', sql`${table.percentageComplete} BETWEEN 0 AND 100`),
  ],
)

/**
 * 'I'd rather talk to a person' (contract/person-request.ts): a recruiter is to call the
 * candidate at this number, on this day, in this part of the day (the candidate's own time).
 * One per candidate: asking again replaces the number and the window.
 */
export const interviewPersonRequests = pgTable(
  'interview_person_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .unique()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    partOfDay: text('part_of_day').$type<(typeof PARTS_OF_DAY)[number]>().notNull(),
    /** When the candidate asked; asking again moves it. */
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    // The agency's list, newest first.
    index('interview_person_requests_created_idx').on(table.createdAt),
    check('interview_person_requests_part_of_day_check', oneOf(table.partOfDay, PARTS_OF_DAY)),
  ],
)

/** Every catalogue job scoring 60 or more for a candidate, from the last matching run. */
export const jobMatches = pgTable(
  'job_matches',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    matchScore: integer('match_score').notNull(),
    topMatchReason: text('top_match_reason').notNull(),
    matchedAt: at('matched_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.jobId] }),
    index('job_matches_candidate_score_idx').on(table.candidateId, table.matchScore),
    check('job_matches_score_check', sql`${table.matchScore} BETWEEN 0 AND 100`),
  ],
)

/**
 * An application the agency made for the candidate: one per candidate and job, ever. Its
 * match figures are those of the day it was made.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    status: text('status').$type<(typeof APPLICATION_STATUSES)[number]>().notNull(),
    matchScore: integer('match_score').notNull(),
    topMatchReason: text('top_match_reason').notNull(),
    candidateFeedbackState: text('candidate_feedback_state').$type<
      (typeof CANDIDATE_FEEDBACK_STATES)[number]
    >(),
    appliedAt: at('applied_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    unique('applications_candidate_job_unique').on(table.candidateId, table.jobId),
    index('applications_candidate_status_updated_idx').on(
      table.candidateId,
      table.status,
      table.updatedAt,
    ),
    index('applications_candidate_updated_idx').on(table.candidateId, table.updatedAt),
    check('applications_status_check', oneOf(table.status, APPLICATION_STATUSES)),
    check(
      'applications_feedback_check',
      sql`${table.candidateFeedbackState} IS NULL OR ${oneOf(table.candidateFeedbackState, CANDIDATE_FEEDBACK_STATES)}`,
    ),
    check('applications_score_check', sql`${table.matchScore} BETWEEN 0 AND 100`),
  ],
)

/**
 * A stage history entry (docs/product.md#the-submission-detail): one row per status an application
 * took, the first included.
 */
export const applicationStateHistory = pgTable(
  'application_state_history',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    jobId: uuid('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    /** Null on the first entry (the application was made). */
    previousStatus: text('previous_status').$type<(typeof APPLICATION_STATUSES)[number]>(),
    currentStatus: text('current_status').$type<(typeof APPLICATION_STATUSES)[number]>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('application_history_application_idx').on(table.applicationId, table.createdAt),
    index('application_history_candidate_status_idx').on(
      table.candidateId,
      table.currentStatus,
      table.createdAt,
    ),
    check(
      'application_history_previous_check',
      sql`${table.previousStatus} IS NULL OR ${oneOf(table.previousStatus, APPLICATION_STATUSES)}`,
    ),
    check('application_history_current_check', oneOf(table.currentStatus, APPLICATION_STATUSES)),
  ],
)

/**
 * Every feedback a candidate gave on an application (docs/product.md#feedback), one row per
 * submission; the application keeps only the latest decision (candidate_feedback_state).
 */
export const applicationFeedback = pgTable(
  'application_feedback',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    jobId: uuid('job_id').notNull(),
    decision: text('decision').$type<(typeof CANDIDATE_FEEDBACK_STATES)[number]>().notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The text of 'Other reason'; null when none was written. */
    otherReason: text('other_reason'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('application_feedback_application_idx').on(table.applicationId, table.createdAt),
    check('application_feedback_decision_check', oneOf(table.decision, CANDIDATE_FEEDBACK_STATES)),
  ],
)

/**
 * Idempotency-Key records (server/services/idempotency.ts): the first answer to a key, replayed
 * to a retry of the same request for 24 hours. The response columns are null only inside the
 * transaction that creates the row, which stores them before it commits.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** SHA-256 (hex) of method, path and the canonical JSON body. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.key] }),
    // Hourly maintenance deletes the rows older than a day.
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
)

export const PROFILE_IMAGE_STATUSES = ['pending_upload', 'current'] as const
export type ProfileImageStatus = (typeof PROFILE_IMAGE_STATUSES)[number]

/**
 * Profile images: one row per upload URL handed out (GenerateProfileImageUrl), and the
 * checked image the profile shows ('current', at most one per candidate). A rejected upload and
 * a replaced image lose their row and their blob.
 */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** Server-chosen: {candidateId}/profile-image/{uuid}.{ext}. */
    blobName: text('blob_name').notNull().unique(),
    /** The declared format (file extension, lower case). */
    format: text('format').notNull(),
    /** Bytes, known once the upload is checked. */
    size: integer('size'),
    status: text('status').$type<ProfileImageStatus>().notNull().default('pending_upload'),
    createdAt: at('created_at').notNull(),
    uploadedAt: at('uploaded_at'),
  },
  (table) => [
    index('profile_images_candidate_created_idx').on(table.candidateId, table.createdAt),
    check('profile_images_status_check', oneOf(table.status, PROFILE_IMAGE_STATUSES)),
  ],
)

/**
 * Blobs to erase (docs/adr/0065): the prefixes of a deleted account, or the name of a replaced
 * image, written in the transaction that deletes their rows. 'blob-erasure' jobs carry only this
 * row's id, and the final one deletes the row, so nothing names the candidate afterwards.
 */
export const blobErasures = pgTable('blob_erasures', {
  id: uuid('id').primaryKey(),
  /** Every blob whose name starts with one of these is deleted. */
  prefixes: text('prefixes').array().notNull(),
  createdAt: at('created_at').notNull(),
})

/**
 * Why accounts were deleted, as anonymous totals (docs/adr/0064): one row per reason of
 * DELETE_ACCOUNT_OPTIONS, never an id, a phone, a date or the 'Other reason' text.
 */
export const deletionReasonCounts = pgTable('deletion_reason_counts', {
  reason: text('reason').primaryKey(),
  count: integer('count').notNull().default(0),
})

/**
 * Web Push subscriptions (docs/adr/0068): one row per device endpoint, the latest candidate to
 * subscribe it owning it. A device gets pushes only while the sign-in that subscribed it is
 * alive; when that session is pruned the row goes with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device (a capability: never logged whole). */
    endpoint: text('endpoint').notNull().unique(),
    /** base64url: the browser's P-256 public key and 16-byte auth secret (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser's expirationTime, if it gave one: no pushes after it. */
    expiresAt: at('expires_at'),
    /** The last status change delivered here: a retried job skips the devices it reached. */
    lastHistoryId: uuid('last_history_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('push_subscriptions_candidate_idx').on(table.candidateId, table.updatedAt),
    // Pruning a session deletes its subscriptions through this key.
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
)

/**
 * The app badge (docs/adr/0069): the candidate's applications with a status change (an agency's
 * move) not seen yet, one row per application, written with the change and deleted when seen.
 */
export const unseenApplicationUpdates = pgTable(
  'unseen_application_updates',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    /** The newest unseen change. */
    historyId: uuid('history_id').notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.jobId] }),
    index('unseen_application_updates_changed_idx').on(table.candidateId, table.changedAt),
  ],
)

/** 'withdrawn': not yet sent when the candidate stopped sharing with its agency. */
export const AGENCY_REPORT_DELIVERY_STATUSES = [
  'pending',
  'delivered',
  'failed',
  'withdrawn',
] as const
export type AgencyReportDeliveryStatus = (typeof AGENCY_REPORT_DELIVERY_STATUSES)[number]

/**
 * One candidate report message to an agency (server/services/agency-reports): its id is the
 * webhook-id the agency deduplicates on. The body is built on the first attempt and every retry
 * sends the same bytes; 'failed' once the queue gave up, for the operator to see.
 */
export const agencyReportDeliveries = pgTable(
  'agency_report_deliveries',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** contract/agency-report.ts AGENCY_REPORT_EVENTS. */
    event: text('event').notNull(),
    status: text('status').$type<AgencyReportDeliveryStatus>().notNull(),
    body: text('body'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    index('agency_report_deliveries_candidate_idx').on(table.candidateId, table.createdAt),
    index('agency_report_deliveries_agency_status_idx').on(table.agencyId, table.status),
    check(
      'agency_report_deliveries_status_check',
      oneOf(table.status, AGENCY_REPORT_DELIVERY_STATUSES),
    ),
  ],
)

/**
 * An agency the candidate stopped sharing with: it was told to delete what it was sent, and
 * nothing more about the candidate goes to it. Kept while the account is, so the candidate
 * sees when they stopped.
 */
export const agencySharingStops = pgTable(
  'agency_sharing_stops',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    stoppedAt: at('stopped_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.agencyId] })],
)

/**
 * A deleted candidate's notice to an agency that received reports about them: the agency is to
 * delete what those reports told it. It names only the reports' webhook-ids (random, sent to
 * the agency before), never the candidate, so nothing of the deleted account is kept here. The
 * row goes once the agency took the notice.
 */
export const agencyDeletionNotices = pgTable('agency_deletion_notices', {
  id: uuid('id').primaryKey(),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id),
  reportIds: uuid('report_ids').array().notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Set when the queue gave up, for the operator to see. */
  failedAt: at('failed_at'),
  createdAt: at('created_at').notNull(),
})

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number]

/**
 * 'Download my data': one archive of everything held about the candidate, built by the
 * 'data-export' job and offered through a read-only link until expires_at. The hourly
 * 'data-export-expiry' job deletes the row and its blob after that.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull(),
    /** Set when the archive is written: {candidateId}/data-export/{id}.zip. */
    blobName: text('blob_name'),
    /** The archive's bytes, so the screen can say how big the download is. */
    size: integer('size'),
    createdAt: at('created_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
  },
  (table) => [
    index('data_exports_candidate_created_idx').on(table.candidateId, table.createdAt),
    check('data_exports_status_check', oneOf(table.status, DATA_EXPORT_STATUSES)),
  ],
)

/**
 * The candidate's consent to an automated call, as given: when, for which number, and the
 * words they were shown (contract/call-scheduling.ts), in the language they read. No call is
 * placed to a number without one.
 */
export const callConsents = pgTable(
  'call_consents',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    consentedAt: at('consented_at').notNull(),
  },
  (table) => [index('call_consents_candidate_idx').on(table.candidateId, table.consentedAt)],
)

export const SCHEDULED_CALL_STATUSES = ['scheduled', 'placed', 'cancelled', 'missed'] as const
export type ScheduledCallStatus = (typeof SCHEDULED_CALL_STATUSES)[number]

/**
 * A phone interview to ring later, at a slot within calling hours: at most one waiting per
 * candidate. Its jobs (the reminder, then the call) find it cancelled if the candidate changed
 * their mind. `sessionId` is the sign-in that scheduled it: the interview belongs to it, as
 * when the call is placed at once.
 */
export const scheduledCalls = pgTable(
  'scheduled_calls',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    at: at('at').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<ScheduledCallStatus>().notNull(),
    /** The interview the call started, once placed: the app follows it to the call's status. */
    engagementId: uuid('engagement_id'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('scheduled_calls_one_waiting_idx')
      .on(table.candidateId)
      .where(sql`${table.status} = 'scheduled'`),
    check('scheduled_calls_status_check', oneOf(table.status, SCHEDULED_CALL_STATUSES)),
  ],
)
