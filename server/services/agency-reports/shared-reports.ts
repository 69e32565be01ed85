import { and, desc, eq, gt } from 'drizzle-orm'
import * as v from 'valibot'
import { agencyReportMessageSchema, candidateReportSchema } from '../../../contract/agency-report'
import type { SharedReportState, SharingAgency } from '../../../contract/shared-reports'
import type { SentReportResponse } from '../../../contract/sent-report'
import type { Database } from '../../db/client'
import {
  agencies,
  agencyReportDeliveries,
  agencySharingStops,
  applications,
  jobs,
  type AgencyReportDeliveryStatus,
} from '../../db/schema'
import { notFound } from '../../errors'
import { renderReportPdf } from './report-pdf'

/**
 * The candidate's side of their reports: every report we tried to send (the ones an agency may
 * hold), by agency, and each one exactly as it was sent. A report never tried is not listed:
 * nothing of it left this server.
 */

const STATE: Record<AgencyReportDeliveryStatus, SharedReportState> = {
  pending: 'sending',
  delivered: 'sent',
  failed: 'notSent',
  withdrawn: 'notSent',
}

const triedReportsOf = (candidateId: string) =>
  and(eq(agencyReportDeliveries.candidateId, candidateId), gt(agencyReportDeliveries.attempts, 0))

/** The candidate's reports by agency, agencies and reports newest first. */
export async function listSharedReports(
  db: Database,
  candidateId: string,
): Promise<SharingAgency[]> {
  const rows = await db
    .select({
      delivery: agencyReportDeliveries,
      agency: agencies,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      stoppedAt: agencySharingStops.stoppedAt,
    })
    .from(agencyReportDeliveries)
    .innerJoin(agencies, eq(agencies.id, agencyReportDeliveries.agencyId))
    .innerJoin(applications, eq(applications.id, agencyReportDeliveries.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(
      agencySharingStops,
      and(
        eq(agencySharingStops.candidateId, agencyReportDeliveries.candidateId),
        eq(agencySharingStops.agencyId, agencyReportDeliveries.agencyId),
      ),
    )
    .where(triedReportsOf(candidateId))
    .orderBy(desc(agencyReportDeliveries.createdAt), desc(agencyReportDeliveries.id))

  const byAgency = new Map<string, SharingAgency>()
  for (const row of rows) {
    let agency = byAgency.get(row.agency.id)
    if (!agency) {
      agency = {
        agencyId: row.agency.id,
        name: row.agency.name,
        contactEmail: row.agency.contactEmail,
        contactPhone: row.agency.contactPhone,
        stoppedAt: row.stoppedAt?.toISOString() ?? null,
        reports: [],
      }
      byAgency.set(row.agency.id, agency)
    }
    agency.reports.push({
      reportId: row.delivery.id,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      event: row.delivery.event as SharingAgency['reports'][number]['event'],
      state: STATE[row.delivery.status],
      createdAt: row.delivery.createdAt.toISOString(),
      sentAt: row.delivery.deliveredAt?.toISOString() ?? null,
    })
  }
  return [...byAgency.values()]
}

async function triedReport(db: Database, candidateId: string, reportId: string) {
  const [row] = await db
    .select({ delivery: agencyReportDeliveries, agencyName: agencies.name })
    .from(agencyReportDeliveries)
    .innerJoin(agencies, eq(agencies.id, agencyReportDeliveries.agencyId))
    .where(and(eq(agencyReportDeliveries.id, reportId), triedReportsOf(candidateId)))
  // Another candidate's report answers as one that does not exist: its id says nothing.
  const message = row?.delivery.body
    ? v.safeParse(agencyReportMessageSchema, JSON.parse(row.delivery.body))
    : undefined
  if (!row || !message?.success) throw notFound('No report with this reportId was sent')
  return { delivery: row.delivery, agencyName: row.agencyName, message: message.output }
}

/** One of the candidate's reports, as its agency received it. */
export async function sentReport(
  db: Database,
  candidateId: string,
  reportId: string,
): Promise<SentReportResponse['data']> {
  const { delivery, agencyName, message } = await triedReport(db, candidateId, reportId)
  return {
    reportId: delivery.id,
    agencyName,
    event: message.type,
    state: STATE[delivery.status],
    createdAt: delivery.createdAt.toISOString(),
    sentAt: delivery.deliveredAt?.toISOString() ?? null,
    // The PDF stays out: the screen shows the report, and the download asks for the PDF.
    report: v.parse(candidateReportSchema, message.data),
  }
}

/**
 * The report's PDF: the bytes the agency received with it, or, for a report sent before PDFs
 * went with them, one made from the same content.
 */
export async function sentReportPdf(
  db: Database,
  candidateId: string,
  reportId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { delivery, agencyName, message } = await triedReport(db, candidateId, reportId)
  const pdf = message.data.pdf
    ? Buffer.from(message.data.pdf, 'base64')
    : await renderReportPdf(message.data, { agencyName, madeAt: delivery.createdAt })
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  return {
    pdf,
    fileName: `report-${slug(message.data.application.jobTitle)}-${slug(agencyName)}.pdf`,
  }
}
