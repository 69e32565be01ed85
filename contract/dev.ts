import * as v from 'valibot'
import { plainText } from './text'
import { agencyMessageSchema } from './agency-report'
import { applicationStatusSchema, CANDIDATE_FEEDBACK_STATES } from './applications'
import { PARTS_OF_DAY } from './person-request'

/** A US mobile number as the dev endpoints take it in their query: +1 and ten digits. */
export const devPhoneSchema = v.pipe(
  plainText('phone'),
  v.regex(/^\+1\d{10}$/, 'phone must be +1 followed by 10 digits'),
)

/** An agency partner's short name, as the dev endpoints take it in their query. */
export const agencySlugSchema = v.pipe(
  plainText('agency'),
  v.regex(/^[a-z0-9-]{1,40}$/, 'agency must be the short name of an agency partner'),
)

/** GET /api/dev/outbox?phone=+1NNNNNNNNNN (only while SMS_PROVIDER=console). Newest first. */
export const devOutboxQuerySchema = v.object({ phone: devPhoneSchema })
export const devOutboxResponseSchema = v.object({
  messages: v.array(
    v.object({ to: v.string(), body: v.string(), code: v.string(), sentAt: v.string() }),
  ),
})
export type DevOutboxResponse = v.InferOutput<typeof devOutboxResponseSchema>

/**
 * GET /api/dev/phone-calls?phone=+1NNNNNNNNNN (only while TELEPHONY_PROVIDER=dev): the calls the
 * phone interview placed to that number, newest first. The dev phone answers one by opening its
 * streamUrl and speaking Twilio's Media Streams protocol there.
 */
export const devPhoneCallsQuerySchema = devOutboxQuerySchema
export const devPhoneCallsResponseSchema = v.object({
  calls: v.array(
    v.object({
      to: v.string(),
      streamUrl: v.string(),
      callSid: v.string(),
      placedAt: v.string(),
      endedAt: v.optional(v.string()),
    }),
  ),
})
export type DevPhoneCallsResponse = v.InferOutput<typeof devPhoneCallsResponseSchema>

const uuid = (name: string) =>
  v.pipe(plainText(name, `${name} is required`), v.uuid(`${name} must be a UUID`))

/**
 * POST /api/dev/applications/status: an agency moves an application
 * (docs/product.md#statuses-and-allowed-moves). Writes the stage history and enqueues the 'status
 * changed' work; 409 for a move the pipeline does not allow (contract/applications.ts
 * ALLOWED_TRANSITIONS).
 */
export const devApplicationStatusRequestSchema = v.object({
  candidateId: uuid('candidateId'),
  jobId: uuid('jobId'),
  status: applicationStatusSchema,
})
export type DevApplicationStatusRequest = v.InferOutput<typeof devApplicationStatusRequestSchema>

export const devApplicationSchema = v.object({
  candidateId: v.string(),
  phone: v.string(),
  jobId: v.string(),
  jobTitle: v.string(),
  companyName: v.string(),
  /** The agency partner that fills the job (its short name and its name). */
  agencySlug: v.string(),
  agencyName: v.string(),
  status: applicationStatusSchema,
  matchScore: v.number(),
  appliedAt: v.string(),
  updatedAt: v.string(),
  /** The candidate's latest feedback decision, null before any. */
  candidateFeedbackState: v.nullable(v.picklist(CANDIDATE_FEEDBACK_STATES)),
  /** How many feedback submissions the server stored (a retried one counts once). */
  feedbackCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type DevApplication = v.InferOutput<typeof devApplicationSchema>

export const devApplicationStatusResponseSchema = v.object({ application: devApplicationSchema })
export type DevApplicationStatusResponse = v.InferOutput<typeof devApplicationStatusResponseSchema>

/**
 * GET /api/dev/applications?candidateId=|phone=[&agency=][&open=true]: a candidate's
 * applications (or, with neither, everyone's, newest first, at most 500), one agency's with
 * `agency`, for `npm run agency -- list|simulate`.
 */
export const devApplicationsQuerySchema = v.object({
  candidateId: v.optional(uuid('candidateId')),
  phone: v.optional(devPhoneSchema),
  open: v.optional(v.picklist(['true', 'false'], 'open must be true or false')),
  agency: v.optional(agencySlugSchema),
})
export const devApplicationsResponseSchema = v.object({
  applications: v.array(devApplicationSchema),
})
export type DevApplicationsResponse = v.InferOutput<typeof devApplicationsResponseSchema>

/**
 * GET /api/dev/agency-reports?phone=&agency=: the candidate reports the dev agency inbox took
 * (POST /api/dev/agency-inbox/<agency>, signed), newest first, for `npm run agency -- reports`.
 */
export const devAgencyReportsQuerySchema = v.object({
  phone: v.optional(devPhoneSchema),
  agency: v.optional(agencySlugSchema),
})
export const devAgencyReportSchema = v.object({
  /** The message's webhook-id. */
  id: v.string(),
  agencySlug: v.string(),
  agencyName: v.string(),
  receivedAt: v.string(),
  /** A candidate report, or a deleted candidate's notice. */
  message: agencyMessageSchema,
})
export type DevAgencyReport = v.InferOutput<typeof devAgencyReportSchema>
export const devAgencyReportsResponseSchema = v.object({ reports: v.array(devAgencyReportSchema) })
export type DevAgencyReportsResponse = v.InferOutput<typeof devAgencyReportsResponseSchema>

/**
 * GET /api/dev/person-requests?phone=: every 'talk to a person' request (one number's with
 * `phone`), newest first, for `npm run agency -- requests`: whom to call, when, and the agency
 * of the candidate's best match.
 */
export const devPersonRequestsQuerySchema = v.object({ phone: v.optional(devPhoneSchema) })
export const devPersonRequestSchema = v.object({
  candidateId: v.string(),
  /** The number to call, E.164. */
  phone: v.string(),
  /** The name from onboarding; null when none was given. */
  candidateName: v.nullable(v.string()),
  /** 'YYYY-MM-DD', in the candidate's own time, as is the part of the day. */
  day: v.string(),
  partOfDay: v.picklist(PARTS_OF_DAY),
  requestedAt: v.string(),
  /** The agency of the candidate's best match; null before any match. */
  agencyName: v.nullable(v.string()),
})
export type DevPersonRequest = v.InferOutput<typeof devPersonRequestSchema>
export const devPersonRequestsResponseSchema = v.object({
  requests: v.array(devPersonRequestSchema),
})
export type DevPersonRequestsResponse = v.InferOutput<typeof devPersonRequestsResponseSchema>
