import * as v from 'valibot'
import { AGENCY_REPORT_EVENTS } from './agency-report-events'
import { okEnvelope } from './envelope'
import { plainText } from './text'

/**
 * What the candidate sees of their reports to agency partners, and the one thing they decide
 * about them: to stop sharing with an agency. Only reports we tried to send are listed: they
 * are what an agency may hold.
 */

const uuid = (name: string) =>
  v.pipe(plainText(name, `${name} is required`), v.uuid(`${name} must be a UUID`))

/**
 * A report's state as the candidate reads it: on its way (tried, not yet taken), sent (the
 * agency took it), or not sent (we gave up, or the candidate stopped sharing first).
 */
export const SHARED_REPORT_STATES = ['sending', 'sent', 'notSent'] as const
export type SharedReportState = (typeof SHARED_REPORT_STATES)[number]

export const sharedReportSchema = v.object({
  reportId: v.string(),
  jobId: v.string(),
  jobTitle: v.string(),
  companyName: v.string(),
  /** A first report, or one brought up to date (a status change, an edited profile). */
  event: v.picklist(AGENCY_REPORT_EVENTS),
  state: v.picklist(SHARED_REPORT_STATES),
  /** When the report was made (its first attempt). */
  createdAt: v.string(),
  /** When the agency took it; null until then. */
  sentAt: v.nullable(v.string()),
})
export type SharedReport = v.InferOutput<typeof sharedReportSchema>

export const sharingAgencySchema = v.object({
  agencyId: v.string(),
  name: v.string(),
  contactEmail: v.string(),
  contactPhone: v.string(),
  /** When the candidate stopped sharing with this agency; null while sharing. */
  stoppedAt: v.nullable(v.string()),
  /** Newest first. */
  reports: v.array(sharedReportSchema),
})
export type SharingAgency = v.InferOutput<typeof sharingAgencySchema>

/** GET /api/CandidateReport/SharedReports?candidateId: every agency that was sent a report. */
export const sharedReportsResponseSchema = okEnvelope(
  v.object({ agencies: v.array(sharingAgencySchema) }),
)
export type SharedReportsResponse = v.InferOutput<typeof sharedReportsResponseSchema>

/** GET /api/CandidateReport/Report and /ReportPdf: one report, the candidate's own. */
export const reportQuerySchema = v.object({
  candidateId: uuid('candidateId'),
  reportId: uuid('reportId'),
})
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>

/**
 * POST /api/CandidateReport/StopSharing: the agency is told to delete what it was sent about
 * the candidate, and is sent nothing more about them.
 */
export const stopSharingRequestSchema = v.object({
  candidateId: uuid('candidateId'),
  agencyId: uuid('agencyId'),
})
export type StopSharingRequest = v.InferOutput<typeof stopSharingRequestSchema>

export const stopSharingResponseSchema = okEnvelope(
  v.object({ agencyId: v.string(), stoppedAt: v.string() }),
)
export type StopSharingResponse = v.InferOutput<typeof stopSharingResponseSchema>
