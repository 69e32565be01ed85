import * as v from 'valibot'
import { agencyMessageSchema, type AgencyMessage } from '../../../contract/agency-report'
import type { DevAgencyReport } from '../../../contract/dev'
import { agencyWebhookSecret, verifyReport } from './report-signing'

/** Reports kept in memory; beyond this the oldest go. */
const CAPACITY = 500

interface InboxAgency {
  id: string
  slug: string
  name: string
}

type InboxReceipt = { kind: 'stored' | 'duplicate' } | { kind: 'refused'; reason: string }

/**
 * The agencies' side in development (like the SMS outbox): candidate reports sent to an agency
 * without a report URL land here, on this server, and are read with `npm run agency -- reports`.
 * A message is taken only when its signature verifies with the agency's secret (Standard
 * Webhooks' own verifier), and once per webhook-id, as a real receiver should; a deletion
 * notice deletes the reports it names.
 */
export class DevAgencyInbox {
  private readonly reports: DevAgencyReport[] = []

  constructor(
    private readonly reportKey: Uint8Array,
    private readonly now: () => Date,
  ) {}

  receive(agency: InboxAgency, body: string, headers: Record<string, string>): InboxReceipt {
    let verified: unknown
    try {
      verified = verifyReport(agencyWebhookSecret(this.reportKey, agency.id), body, headers)
    } catch (error) {
      return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) }
    }
    const message = v.safeParse(agencyMessageSchema, verified)
    if (!message.success) return { kind: 'refused', reason: 'The body is not an agency message' }
    const id = headers['webhook-id'] ?? ''
    if (this.reports.some((report) => report.id === id)) return { kind: 'duplicate' }
    if (message.output.type === 'candidate.deleted')
      this.forget(agency, message.output.data.reportIds)
    this.reports.unshift(this.entryOf(id, agency, message.output))
    if (this.reports.length > CAPACITY) this.reports.length = CAPACITY
    return { kind: 'stored' }
  }

  /**
   * Newest first; a candidate's (by phone: their reports) or an agency's (by slug: its
   * reports and deletion notices) when asked.
   */
  list(filter: { phone?: string; agency?: string }): DevAgencyReport[] {
    return this.reports.filter(
      ({ message, agencySlug }) =>
        (!filter.phone ||
          (message.type !== 'candidate.deleted' &&
            message.data.candidate.phone === filter.phone)) &&
        (!filter.agency || agencySlug === filter.agency),
    )
  }

  /** What a real agency does with a deletion notice: the reports it names are deleted. */
  private forget(agency: InboxAgency, reportIds: readonly string[]) {
    const named = new Set(reportIds)
    for (let index = this.reports.length - 1; index >= 0; index -= 1) {
      const report = this.reports[index]
      if (report && report.agencySlug === agency.slug && named.has(report.id))
        this.reports.splice(index, 1)
    }
  }

  private entryOf(id: string, agency: InboxAgency, message: AgencyMessage): DevAgencyReport {
    return {
      id,
      agencySlug: agency.slug,
      agencyName: agency.name,
      receivedAt: this.now().toISOString(),
      message,
    }
  }
}
