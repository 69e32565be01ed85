import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import * as v from 'valibot'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { agencyReportMessageSchema, type AgencyReportMessage } from '../../contract/agency-report'
import { devAgencyReportsResponseSchema, type DevAgencyReport } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { AGENCY_PARTNERS } from '../../server/catalogue/agencies'
import { applyAgencyReportUrls } from '../../server/catalogue/apply-agency-report-urls'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import { agencies, agencyDeletionNotices, agencyReportDeliveries } from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import { deliverAgencyReport } from '../../server/services/agency-reports/deliver-report'
import { agencyWebhookSecret } from '../../server/services/agency-reports/report-signing'
import { moveApplication } from '../../server/services/applications/move-application'
import { deriveServerKeys } from '../../server/keys'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { interviewedCandidate } from './support/interviewed-candidate'
import { createTestApp, phoneNumber, TEST_SERVER_SECRET, type TestApp } from './support/test-app'

/**
 * Candidate reports to the agency partners (docs/product.md#agencies): queued with each application
 * and each change of it, sent as Standard Webhooks signed with the agency's secret, retried when
 * the receiver fails, sent once per id, and about the one candidate only.
 */

const logger = createLogger('silent')
const reportKey = deriveServerKeys(TEST_SERVER_SECRET).reportKey

/** An inbox entry that must be a candidate report (not a deletion notice). */
function reportIn(entry: DevAgencyReport | undefined): AgencyReportMessage {
  if (!entry || entry.message.type === 'candidate.deleted')
    throw new Error(`Not a candidate report: ${JSON.stringify(entry)}`)
  return entry.message
}

async function inboxReports(t: TestApp, query: string) {
  const response = await t.app.request(`${endpoints.devAgencyReports.path}?${query}`)
  expect(response.status).toBe(200)
  return v.parse(devAgencyReportsResponseSchema, await response.json()).reports
}

const deliveriesOf = (database: TestDatabase, candidateId: string) =>
  database.db
    .select()
    .from(agencyReportDeliveries)
    .where(eq(agencyReportDeliveries.candidateId, candidateId))

/** A stand-in agency receiver: answers with the statuses given, in turn, then 200. */
async function standInReceiver(statuses: number[]) {
  const received: Array<{ headers: Record<string, string>; body: string }> = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      })
      response.statusCode = statuses.shift() ?? 200
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/candidate-reports`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describeEachDatabase('candidate reports to agency partners', (database) => {
  let t: TestApp
  beforeEach(async () => {
    await seedJobCatalogue(database.db, logger)
    t = createTestApp(database.db, {}, { queue: await database.queue() })
  })
  afterEach(async () => {
    await database.db.update(agencies).set({ reportUrl: null })
  })

  it('sends each application’s agency a signed report with everything, about this candidate only', async () => {
    const session = await interviewedCandidate(t, database, 9301)
    const other = await interviewedCandidate(t, database, 9302)
    await t.runJobs()

    const deliveries = await deliveriesOf(database, session.userId)
    expect(deliveries).toHaveLength(10)
    expect(deliveries.map((delivery) => [delivery.status, delivery.lastError])).toEqual(
      deliveries.map(() => ['delivered', null]),
    )
    expect(deliveries.every((delivery) => delivery.event === 'candidate.report')).toBe(true)

    const reports = await inboxReports(t, `phone=%2B1${phoneNumber(9301)}`)
    expect(reports).toHaveLength(10)
    expect(new Set(reports.map((report) => report.id))).toEqual(
      new Set(deliveries.map((delivery) => delivery.id)),
    )
    const [report] = reports
    if (!report) throw new Error('No report arrived')
    const { data, type } = reportIn(report)
    expect(type).toBe('candidate.report')
    expect(data.candidate).toMatchObject({
      id: session.userId,
      name: 'Maria Lopez 9301',
      phone: `+1${phoneNumber(9301)}`,
      email: 'maria.9301@example.com',
      language: 'en',
    })
    expect(data.application).toMatchObject({ status: 'InReview' })
    expect(data.application.matchScore).toBeGreaterThanOrEqual(60)
    expect(data.application.matchReason).not.toBe('')
    expect(data.preferences?.jobTypeAndSchedule.jobTypes).toEqual(
      expect.arrayContaining(['Warehouse Associate']),
    )
    expect(Object.values(data.preferenceSources)).toContain('interview')
    expect(data.interview).toEqual({
      channel: 'web',
      completedAt: expect.any(String),
      answers: [
        {
          question: 'What kind of work are you looking for?',
          answer: 'warehouse work, picking orders',
          kind: 'spoken',
          durationMs: 3200,
        },
        { question: 'Which shift suits you?', answer: 'Days', kind: 'tap', durationMs: 900 },
        { question: 'Would you move for a job?', answer: 'No', kind: 'keypad', durationMs: 1500 },
      ],
    })
    // Each report went to the agency of its job.
    const [stored] = await database.db
      .select({ agencyId: agencyReportDeliveries.agencyId, slug: agencies.slug })
      .from(agencyReportDeliveries)
      .innerJoin(agencies, eq(agencies.id, agencyReportDeliveries.agencyId))
      .where(eq(agencyReportDeliveries.id, report.id))
    expect(report.agencySlug).toBe(stored?.slug)
    // Nothing of the other candidate in any of them.
    for (const sent of reports) {
      const text = JSON.stringify(sent.message)
      expect(text).not.toContain(other.userId)
      expect(text).not.toContain(phoneNumber(9302))
      expect(text).not.toContain('9302')
    }
    expect(await inboxReports(t, `phone=%2B1${phoneNumber(9302)}`)).toHaveLength(10)
  })

  it('sends an updated report when the agency moves the application', async () => {
    const session = await interviewedCandidate(t, database, 9303)
    await t.runJobs()
    const [first] = await inboxReports(t, `phone=%2B1${phoneNumber(9303)}`)
    if (!first) throw new Error('No report arrived')
    await moveApplication(
      database.db,
      t.queue,
      {
        candidateId: session.userId,
        jobId: reportIn(first).data.application.jobId,
        status: 'Interview',
      },
      t.clock.now(),
    )
    await t.runJobs()
    const [latest] = await inboxReports(t, `phone=%2B1${phoneNumber(9303)}`)
    expect(reportIn(latest).type).toBe('candidate.report.updated')
    expect(reportIn(latest).data.application).toMatchObject({
      jobId: reportIn(first).data.application.jobId,
      status: 'Interview',
    })
  })

  it('signs with the agency’s secret (the library’s verifier agrees), retries a failed receiver with the same id and bytes, and never sends twice', async () => {
    const session = await interviewedCandidate(t, database, 9304)
    const receiver = await standInReceiver([500])
    try {
      // Set as an operator sets it: AGENCY_REPORT_URLS, written into the rows at start.
      await applyAgencyReportUrls(
        database.db,
        new Map(AGENCY_PARTNERS.map(({ slug }) => [slug, receiver.url])),
      )
      await t.runJobs()
      const deliveries = await deliveriesOf(database, session.userId)
      expect(deliveries).toHaveLength(10)
      expect(deliveries.every((delivery) => delivery.status === 'delivered')).toBe(true)
      // Eleven requests: the first met a 500 and was sent again, same id and same bytes.
      expect(receiver.received).toHaveLength(11)
      const failed = receiver.received[0]!
      const again = receiver.received.filter(
        (request) => request.headers['webhook-id'] === failed.headers['webhook-id'],
      )
      expect(again).toHaveLength(2)
      expect(again[1]!.body).toBe(failed.body)
      const retried = deliveries.find((delivery) => delivery.id === failed.headers['webhook-id'])
      expect(retried?.attempts).toBe(2)

      // Verified with Standard Webhooks' own verifier and that agency's secret, no other's.
      const secret = agencyWebhookSecret(reportKey, retried!.agencyId)
      const verified = new Webhook(secret).verify(again[1]!.body, again[1]!.headers)
      expect(v.parse(agencyReportMessageSchema, verified).data.candidate.id).toBe(session.userId)
      const otherAgency = AGENCY_PARTNERS.find((agency) => agency.id !== retried!.agencyId)!
      expect(() =>
        new Webhook(agencyWebhookSecret(reportKey, otherAgency.id)).verify(
          again[1]!.body,
          again[1]!.headers,
        ),
      ).toThrow()

      // Delivered once: its job handed out again (a restart) sends nothing.
      const deps = {
        db: database.db,
        logger,
        now: () => t.clock.now(),
        reportKey,
        devInboxUrl: undefined,
      }
      await deliverAgencyReport(deps, { deliveryId: retried!.id }, { lastAttempt: false })
      expect(receiver.received).toHaveLength(11)
    } finally {
      await receiver.close()
    }
  })

  it('marks a report failed, for the operator, when the receiver still fails on the last try', async () => {
    const session = await interviewedCandidate(t, database, 9305)
    const receiver = await standInReceiver(Array.from({ length: 1000 }, () => 503))
    try {
      await database.db.update(agencies).set({ reportUrl: receiver.url })
      await t.runJobs()
      const deliveries = await deliveriesOf(database, session.userId)
      expect(deliveries.length).toBeGreaterThan(0)
      for (const delivery of deliveries) {
        expect(delivery.status).toBe('failed')
        expect(delivery.lastError).toBe('The receiver answered 503')
        expect(delivery.deliveredAt).toBeNull()
        // Every try the queue allows: the first and its ten retries.
        expect(delivery.attempts).toBe(11)
      }
    } finally {
      await receiver.close()
    }
  })

  it('tells each agency that got reports to forget them when the candidate deletes the account', async () => {
    const session = await interviewedCandidate(t, database, 9306)
    await t.runJobs()
    const sent = await deliveriesOf(database, session.userId)
    expect(sent.length).toBeGreaterThan(0)
    const agenciesTold = new Set(sent.map((delivery) => delivery.agencyId))

    const deleted = await t.app.request(
      `${endpoints.deleteCandidate.path}?candidateId=${session.userId}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.accessToken}`,
        },
        body: JSON.stringify({ reasons: ["I've found a job"], otherReason: '' }),
      },
    )
    expect(deleted.status).toBe(200)
    // Queued with the deletion; the candidate's own records are gone already.
    expect(await deliveriesOf(database, session.userId)).toEqual([])
    expect(await database.db.select().from(agencyDeletionNotices)).toHaveLength(agenciesTold.size)
    await t.runJobs(['agency-deletion-notice'])

    // Each agency took one notice naming exactly its reports, and (as a real agency would)
    // deleted them: none is left about the candidate.
    expect(await inboxReports(t, `phone=%2B1${phoneNumber(9306)}`)).toEqual([])
    for (const agency of AGENCY_PARTNERS) {
      const notices = (await inboxReports(t, `agency=${agency.slug}`)).filter(
        (entry) => entry.message.type === 'candidate.deleted',
      )
      const expected = sent.filter((delivery) => delivery.agencyId === agency.id)
      if (expected.length === 0) {
        expect(notices).toEqual([])
        continue
      }
      expect(notices).toHaveLength(1)
      const [notice] = notices
      expect(
        notice?.message.type === 'candidate.deleted' && [...notice.message.data.reportIds].sort(),
      ).toEqual(expected.map((delivery) => delivery.id).sort())
      // The notice names reports, never the candidate.
      expect(JSON.stringify(notice)).not.toContain(session.userId)
    }
    // Sent: the notices' rows are gone too.
    expect(await database.db.select().from(agencyDeletionNotices)).toEqual([])
  })

  it('refuses a message to the dev inbox that is not signed with the agency’s secret', async () => {
    const body = JSON.stringify({ type: 'candidate.report', timestamp: '', data: {} })
    const forged = new Webhook(
      `whsec_${Buffer.from('not the secret 0123456789abcdef').toString('base64')}`,
    )
    const now = new Date()
    const response = await t.app.request(
      endpoints.devAgencyInbox.path.replace('{agency}', 'heartland'),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': forged.sign('msg_forged', now, body),
        },
        body,
      },
    )
    expect(response.status).toBe(401)
    expect(await inboxReports(t, 'agency=heartland')).toEqual([])
    const unknown = await t.app.request(
      endpoints.devAgencyInbox.path.replace('{agency}', 'nowhere'),
      {
        method: 'POST',
        body,
      },
    )
    expect(unknown.status).toBe(404)
  })
})
