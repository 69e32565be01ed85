import type { SharedReport, SharingAgency } from '@contract/shared-reports'

/** An agency with only the reports of one job. */
interface JobSharing {
  agency: SharingAgency
  reports: SharedReport[]
}

/**
 * The agencies that were sent a report for this job, each with those reports only (newest
 * first, as the server lists them). A job belongs to one agency; more are shown if they come.
 */
export const sharingForJob = (agencies: readonly SharingAgency[], jobId: string): JobSharing[] =>
  agencies.flatMap((agency) => {
    const reports = agency.reports.filter((report) => report.jobId === jobId)
    return reports.length > 0 ? [{ agency, reports }] : []
  })

/** How many jobs the agency got a report for. */
export const jobCount = (agency: SharingAgency): number =>
  new Set(agency.reports.map((report) => report.jobId)).size

/** When the agency last took a report from us, or null when none has reached it yet. */
export const lastSentAt = (agency: SharingAgency): string | null =>
  agency.reports.reduce<string | null>((latest, { sentAt }) => {
    if (!sentAt) return latest
    if (!latest) return sentAt
    return Date.parse(sentAt) > Date.parse(latest) ? sentAt : latest
  }, null)

/** The agency with its stop time set, as the stop call answered it. */
export const withStoppedAt = (
  agencies: readonly SharingAgency[] | undefined,
  agencyId: string,
  stoppedAt: string,
): SharingAgency[] | undefined =>
  agencies?.map((agency) => (agency.agencyId === agencyId ? { ...agency, stoppedAt } : agency))
