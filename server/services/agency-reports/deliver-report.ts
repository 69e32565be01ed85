import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AgencyReportEvent, AgencyReportMessage } from '../../../contract/agency-report'
import type { Database } from '../../db/client'
import { agencyReportDeliveries } from '../../db/schema'
import type { Logger } from '../../logger'
import type { JobContext } from '../../queue/job-queue'
import { buildCandidateReport } from './build-candidate-report'
import { renderReportPdf } from './report-pdf'
import { loadWithAgency, recordFailedAttempt } from './record-attempt'
import { agencyTargetUrl, postToAgency, type SendToAgencyDeps } from './send-to-agency'

interface DeliverReportDeps extends SendToAgencyDeps {
  db: Database
  logger: Logger
  now: () => Date
}

/**
 * The message's bytes, the report and its PDF: built once, on the first attempt, then kept for
 * every retry.
 */
async function messageBody(
  deps: DeliverReportDeps,
  delivery: { id: string; applicationId: string; event: string; body: string | null },
  agencyName: string,
): Promise<string | undefined> {
  if (delivery.body !== null) return delivery.body
  const report = await buildCandidateReport(deps.db, delivery.applicationId)
  if (!report) return undefined
  const now = deps.now()
  const pdf = await renderReportPdf(report, { agencyName, madeAt: now })
  const message: AgencyReportMessage = {
    type: delivery.event as AgencyReportEvent,
    timestamp: now.toISOString(),
    data: { ...report, pdf: pdf.toString('base64') },
  }
  const body = JSON.stringify(message)
  // Two runs at once (a crashed node's job handed out again) keep the first one's bytes.
  await deps.db
    .update(agencyReportDeliveries)
    .set({ body })
    .where(and(eq(agencyReportDeliveries.id, delivery.id), isNull(agencyReportDeliveries.body)))
  const [stored] = await deps.db
    .select({ body: agencyReportDeliveries.body })
    .from(agencyReportDeliveries)
    .where(eq(agencyReportDeliveries.id, delivery.id))
  return stored?.body ?? undefined
}

const markFailed = (db: Database, id: string, error: string) =>
  db
    .update(agencyReportDeliveries)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(agencyReportDeliveries.id, id), eq(agencyReportDeliveries.status, 'pending')))

/**
 * The 'agency-report-delivery' job: sends one candidate report to its agency as a signed
 * webhook (Standard Webhooks), signed afresh at each attempt (receivers refuse old
 * timestamps) over the same bytes and id. A 2xx marks it delivered, and a delivered report is
 * never sent again; anything else is retried by the queue, and marked failed on its last try.
 */
export async function deliverAgencyReport(
  deps: DeliverReportDeps,
  { deliveryId }: { deliveryId: string },
  context: Pick<JobContext, 'lastAttempt'>,
): Promise<void> {
  const found = await loadWithAgency(deps.db, agencyReportDeliveries, deliveryId)
  // Gone with the candidate's account, or already sent: nothing to do.
  if (!found || found.row.status !== 'pending') return
  const { row: delivery, agency } = found

  const target = agencyTargetUrl(deps, agency)
  if (!target) {
    await markFailed(deps.db, delivery.id, `No usable report URL for ${agency.name}`)
    deps.logger.error({ deliveryId, agency: agency.slug }, 'Agency report not sent: no report URL')
    return
  }
  const body = await messageBody(deps, delivery, agency.name)
  if (body === undefined) {
    await markFailed(deps.db, delivery.id, 'The application no longer exists')
    return
  }

  await deps.db
    .update(agencyReportDeliveries)
    .set({ attempts: sql`${agencyReportDeliveries.attempts} + 1` })
    .where(eq(agencyReportDeliveries.id, delivery.id))
  const failure = await postToAgency(deps, target, agency, delivery.id, body)

  if (failure === undefined) {
    await deps.db
      .update(agencyReportDeliveries)
      .set({ status: 'delivered', deliveredAt: deps.now(), lastError: null })
      .where(
        and(
          eq(agencyReportDeliveries.id, delivery.id),
          eq(agencyReportDeliveries.status, 'pending'),
        ),
      )
    return
  }
  await recordFailedAttempt(
    deps.logger,
    {
      failure,
      final: context.lastAttempt,
      logFields: { deliveryId, agency: agency.slug },
      givenUp: 'Agency report given up',
    },
    // The attempt was counted before sending; a retried report stays pending.
    () =>
      context.lastAttempt
        ? markFailed(deps.db, delivery.id, failure)
        : deps.db
            .update(agencyReportDeliveries)
            .set({ lastError: failure })
            .where(eq(agencyReportDeliveries.id, delivery.id)),
  )
}
