/**
 * The events an agency receives about a candidate: a new report, a report brought up to date.
 * A module of its own: the candidate's list of reports needs these names, not the report's
 * whole schema (contract/agency-report.ts), which only the report's own screen loads.
 */
export const AGENCY_REPORT_EVENTS = ['candidate.report', 'candidate.report.updated'] as const
export type AgencyReportEvent = (typeof AGENCY_REPORT_EVENTS)[number]
