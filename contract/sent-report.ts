import * as v from 'valibot'
import { AGENCY_REPORT_EVENTS } from './agency-report-events'
import { candidateReportSchema } from './agency-report'
import { okEnvelope } from './envelope'
import { SHARED_REPORT_STATES } from './shared-reports'

/**
 * GET /api/CandidateReport/Report: one of the candidate's reports exactly as it was sent. Apart
 * from contract/shared-reports.ts, so the list (on every submission's screen) does not carry
 * the report's whole schema, which only opening a report needs.
 */
/** One report exactly as it was sent, with whom it went to. */
export const sentReportResponseSchema = okEnvelope(
  v.object({
    reportId: v.string(),
    agencyName: v.string(),
    event: v.picklist(AGENCY_REPORT_EVENTS),
    state: v.picklist(SHARED_REPORT_STATES),
    createdAt: v.string(),
    sentAt: v.nullable(v.string()),
    report: candidateReportSchema,
  }),
)
export type SentReportResponse = v.InferOutput<typeof sentReportResponseSchema>
