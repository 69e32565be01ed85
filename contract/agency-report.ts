import * as v from 'valibot'
import { applicationStatusSchema } from './applications'
import { AGENCY_REPORT_EVENTS } from './agency-report-events'
import { preferencesSchema } from './preferences'

/**
 * The candidate report (docs/product.md#agencies: "agencies receive candidate reports"): what an
 * agency partner is told about a candidate we applied for to one of its jobs. Sent as the `data` of
 * a signed webhook (Standard Webhooks), and shown to the candidate as sent.
 */

/** Where a value came from: typed by the candidate, said in the interview, read from the resume. */
export const REPORT_VALUE_SOURCES = ['typed', 'interview', 'resume'] as const
export type ReportValueSource = (typeof REPORT_VALUE_SOURCES)[number]

/** How an interview answer was given: typed, said (and as heard), a tap, the keypad. */
export const REPORT_ANSWER_KINDS = ['typed', 'spoken', 'tap', 'keypad', 'silence'] as const

const experienceSchema = v.object({
  employerName: v.string(),
  duration: v.string(),
  location: v.string(),
  description: v.string(),
})

const educationSchema = v.object({
  schoolName: v.string(),
  yearOfDegree: v.string(),
  location: v.string(),
  degreeType: v.string(),
})

export const candidateReportSchema = v.object({
  application: v.object({
    jobId: v.string(),
    /** The job's reference in the agency's own system. */
    jobReference: v.string(),
    jobTitle: v.string(),
    companyName: v.string(),
    status: applicationStatusSchema,
    appliedAt: v.string(),
    updatedAt: v.string(),
    matchScore: v.number(),
    matchReason: v.string(),
  }),
  candidate: v.object({
    id: v.string(),
    name: v.string(),
    phone: v.string(),
    email: v.string(),
    location: v.string(),
    currentOccupation: v.string(),
    yearsOfExperience: v.nullable(v.number()),
    experience: v.array(experienceSchema),
    highestDegree: v.string(),
    education: v.array(educationSchema),
    skills: v.array(v.string()),
    /** The language the candidate reads and is interviewed in. */
    language: v.picklist(['en', 'es']),
  }),
  preferences: v.nullable(preferencesSchema),
  /** Where each preference came from, by its dotted field ('location.preferredLocations'). */
  preferenceSources: v.record(v.string(), v.picklist(REPORT_VALUE_SOURCES)),
  interview: v.nullable(
    v.object({
      channel: v.picklist(['web', 'phone']),
      completedAt: v.nullable(v.string()),
      answers: v.array(
        v.object({
          question: v.string(),
          answer: v.string(),
          kind: v.picklist(REPORT_ANSWER_KINDS),
          durationMs: v.nullable(v.number()),
        }),
      ),
    }),
  ),
})
export type CandidateReport = v.InferOutput<typeof candidateReportSchema>

export { AGENCY_REPORT_EVENTS, type AgencyReportEvent } from './agency-report-events'

/**
 * The webhook's body (Standard Webhooks: type, timestamp, data). The data is the report, and
 * the same report as a PDF (base64) for an agency that files documents rather than fields;
 * reports sent before PDFs went with them have none.
 */
export const agencyReportMessageSchema = v.object({
  type: v.picklist(AGENCY_REPORT_EVENTS),
  timestamp: v.string(),
  data: v.object({ ...candidateReportSchema.entries, pdf: v.optional(v.string()) }),
})
export type AgencyReportMessage = v.InferOutput<typeof agencyReportMessageSchema>

/**
 * A deleted candidate's notice (Standard Webhooks type 'candidate.deleted'): the agency deletes
 * what the reports of these webhook-ids told it, and is sent no more about the candidate.
 */
export const agencyDeletionMessageSchema = v.object({
  type: v.literal('candidate.deleted'),
  timestamp: v.string(),
  data: v.object({ reportIds: v.array(v.string()) }),
})
export type AgencyDeletionMessage = v.InferOutput<typeof agencyDeletionMessageSchema>

/** Anything an agency receives from us. */
export const agencyMessageSchema = v.variant('type', [
  agencyReportMessageSchema,
  agencyDeletionMessageSchema,
])
export type AgencyMessage = v.InferOutput<typeof agencyMessageSchema>
