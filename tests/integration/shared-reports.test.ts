import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, expect, it } from 'vitest'
import { devAgencyReportsResponseSchema } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import {
  sharedReportsResponseSchema,
  stopSharingResponseSchema,
} from '../../contract/shared-reports'
import { sentReportResponseSchema } from '../../contract/sent-report'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import {
  agencies,
  agencyDeletionNotices,
  agencyReportDeliveries,
  applications,
  jobMatches,
  jobs,
} from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import { applyToBestMatches } from '../../server/services/applications/apply-to-matches'
import { moveApplication } from '../../server/services/applications/move-application'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { interviewedCandidate } from './support/interviewed-candidate'
import { createTestApp, phoneNumber, type TestApp } from './support/test-app'

/**
 * The candidate's side of the reports to agency partners: what was sent to whom, each report
 * as sent (and its PDF, the agency's own bytes), and 'stop sharing' with one agency, which tells
 * it to delete what it holds and keeps every later report from it.
 */

const logger = createLogger('silent')

type Session = { userId: string; accessToken: string }

const get = (t: TestApp, session: Session, path: string) =>
  t.app.request(path, { headers: { Authorization: `Bearer ${session.accessToken}` } })

async function sharedReports(t: TestApp, session: Session) {
  const response = await get(
    t,
    session,
    `${endpoints.sharedReports.path}?candidateId=${session.userId}`,
  )
  expect(response.status).toBe(200)
  return v.parse(sharedReportsResponseSchema, await response.json()).data.agencies
}

const stopSharing = (t: TestApp, session: Session, agencyId: string) =>
  t.app.request(endpoints.stopSharing.path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ candidateId: session.userId, agencyId }),
  })

async function inbox(t: TestApp, query: string) {
  const response = await t.app.request(`${endpoints.devAgencyReports.path}?${query}`)
  return v.parse(devAgencyReportsResponseSchema, await response.json()).reports
}

const deliveriesOf = (database: TestDatabase, candidateId: string) =>
  database.db
    .select()
    .from(agencyReportDeliveries)
    .where(eq(agencyReportDeliveries.candidateId, candidateId))

describeEachDatabase('the candidate’s reports to agencies', (database) => {
  let t: TestApp
  beforeEach(async () => {
    await seedJobCatalogue(database.db, logger)
    t = createTestApp(database.db, {}, { queue: await database.queue() })
  })

  it('lists what each agency was sent, shows a report as sent, and gives its PDF', async () => {
    const session = await interviewedCandidate(t, database, 9401)
    const other = await interviewedCandidate(t, database, 9402)
    await t.runJobs(['profile-analysis', 'agency-report-delivery'])

    const listed = await sharedReports(t, session)
    const delivered = await deliveriesOf(database, session.userId)
    expect(
      listed.flatMap((agency) => agency.reports.map((report) => report.reportId)).sort(),
    ).toEqual(delivered.map((delivery) => delivery.id).sort())
    for (const agency of listed) {
      const [stored] = await database.db
        .select()
        .from(agencies)
        .where(eq(agencies.id, agency.agencyId))
      expect(agency).toMatchObject({
        name: stored?.name,
        contactEmail: stored?.contactEmail,
        stoppedAt: null,
      })
      for (const report of agency.reports) {
        expect(report).toMatchObject({
          event: 'candidate.report',
          state: 'sent',
          sentAt: expect.any(String),
        })
      }
    }

    // A report is what the agency's inbox holds, field for field; its PDF the bytes it got.
    const [first] = listed[0]!.reports
    const [received] = (await inbox(t, `phone=%2B1${phoneNumber(9401)}`)).filter(
      (entry) => entry.id === first!.reportId,
    )
    if (!received || received.message.type === 'candidate.deleted')
      throw new Error('Not in the inbox')
    const response = await get(
      t,
      session,
      `${endpoints.sentReport.path}?candidateId=${session.userId}&reportId=${first!.reportId}`,
    )
    expect(response.status).toBe(200)
    const shown = v.parse(sentReportResponseSchema, await response.json()).data
    const { pdf: sentPdf, ...sentReport } = received.message.data
    expect(shown).toMatchObject({
      reportId: first!.reportId,
      agencyName: listed[0]!.name,
      state: 'sent',
    })
    expect(shown.report).toEqual(sentReport)
    expect(shown.report.application).toMatchObject({
      jobId: first!.jobId,
      jobTitle: first!.jobTitle,
    })

    const pdf = await get(
      t,
      session,
      `${endpoints.sentReportPdf.path}?candidateId=${session.userId}&reportId=${first!.reportId}`,
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="report-[a-z0-9-]+\.pdf"$/,
    )
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(sentPdf).toBeDefined()
    expect(bytes.equals(Buffer.from(sentPdf!, 'base64'))).toBe(true)

    // Another candidate's report is one that does not exist, for the id and the PDF alike.
    const [theirs] = await deliveriesOf(database, other.userId)
    for (const path of [endpoints.sentReport.path, endpoints.sentReportPdf.path]) {
      const refused = await get(
        t,
        session,
        `${path}?candidateId=${session.userId}&reportId=${theirs!.id}`,
      )
      expect(refused.status).toBe(404)
    }
    // And none of theirs is listed.
    expect(JSON.stringify(listed)).not.toContain(other.userId)
  })

  it('stops sharing with one agency: it is told to delete, and is sent nothing more', async () => {
    const session = await interviewedCandidate(t, database, 9403)
    await t.runJobs(['profile-analysis', 'agency-report-delivery'])
    const before = await sharedReports(t, session)
    const stopped = before[0]!
    const kept = before.slice(1)

    const response = await stopSharing(t, session, stopped.agencyId)
    expect(response.status).toBe(200)
    const { stoppedAt } = v.parse(stopSharingResponseSchema, await response.json()).data
    // Asked twice (a double tap): the first stop stands, and one notice is queued.
    const again = await stopSharing(t, session, stopped.agencyId)
    expect(v.parse(stopSharingResponseSchema, await again.json()).data.stoppedAt).toBe(stoppedAt)
    const notices = await database.db.select().from(agencyDeletionNotices)
    expect(notices.map((notice) => [notice.agencyId, [...notice.reportIds].sort()])).toEqual([
      [stopped.agencyId, stopped.reports.map((report) => report.reportId).sort()],
    ])
    await t.runJobs(['agency-deletion-notice'])
    const [agency] = await database.db
      .select()
      .from(agencies)
      .where(eq(agencies.id, stopped.agencyId))
    const theirInbox = await inbox(t, `agency=${agency!.slug}`)
    expect(theirInbox.filter((entry) => entry.message.type === 'candidate.deleted')).toHaveLength(1)
    expect(
      theirInbox.filter((entry) => stopped.reports.some((report) => report.reportId === entry.id)),
    ).toEqual([])

    const after = await sharedReports(t, session)
    expect(after.find((entry) => entry.agencyId === stopped.agencyId)?.stoppedAt).toBe(stoppedAt)

    // A later change of an application with that agency, or an edited profile, reaches the
    // other agencies only.
    const [stoppedApplication] = await database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, session.userId), eq(jobs.agencyId, stopped.agencyId)))
    await moveApplication(
      database.db,
      t.queue,
      { candidateId: session.userId, jobId: stoppedApplication!.jobId, status: 'Interview' },
      t.clock.now(),
    )
    const edited = await t.app.request(
      `${endpoints.updateCandidateDetails.path}?candidateId=${session.userId}&isCandidateOnboarding=false`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          firstName: 'Maria',
          lastName: 'Lopez',
          emailId: 'maria.9403@example.com',
          isProfileImageUploaded: false,
        }),
      },
    )
    expect(edited.status).toBe(200)
    const updates = (await deliveriesOf(database, session.userId)).filter(
      (delivery) => delivery.event === 'candidate.report.updated',
    )
    expect(updates.map((update) => update.agencyId)).not.toContain(stopped.agencyId)
    // One update per application already reported to an agency still shared with.
    expect(updates).toHaveLength(kept.flatMap((entry) => entry.reports).length)

    // Later applications go to the other agencies' jobs only, though that one's still match.
    const applied = async () =>
      new Set(
        (
          await database.db
            .select({ jobId: applications.jobId })
            .from(applications)
            .where(eq(applications.candidateId, session.userId))
        ).map((row) => row.jobId),
      )
    const appliedBefore = await applied()
    const stoppedMatches = await database.db
      .select({ jobId: jobMatches.jobId })
      .from(jobMatches)
      .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
      .where(and(eq(jobMatches.candidateId, session.userId), eq(jobs.agencyId, stopped.agencyId)))
    expect(stoppedMatches.filter((match) => !appliedBefore.has(match.jobId))).not.toEqual([])
    // However many it may apply to: without the rule, that agency's matches would be applied to.
    await applyToBestMatches(database.db, session.userId, 10_000, t.clock.now())
    const appliedAfter = await applied()
    const newJobs = [...appliedAfter].filter((jobId) => !appliedBefore.has(jobId))
    const agenciesOfNew = await database.db
      .select({ agencyId: jobs.agencyId })
      .from(jobs)
      .where(inArray(jobs.id, newJobs))
    expect(agenciesOfNew.map((row) => row.agencyId)).not.toContain(stopped.agencyId)

    // Deleting the account then tells the agencies still shared with, not that one again.
    await database.db.delete(agencyDeletionNotices)
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
    const told = (await database.db.select().from(agencyDeletionNotices)).map((n) => n.agencyId)
    expect(told.sort()).toEqual(kept.map((entry) => entry.agencyId).sort())
    await database.db.delete(agencyDeletionNotices)
  })

  it('withdraws a report still on its way when sharing stops', async () => {
    const session = await interviewedCandidate(t, database, 9404)
    await t.runJobs(['profile-analysis'])
    const queued = await deliveriesOf(database, session.userId)
    const agencyId = queued[0]!.agencyId
    // Nothing sent yet: nothing listed, and no agency holds anything to delete.
    expect(await sharedReports(t, session)).toEqual([])
    expect((await stopSharing(t, session, agencyId)).status).toBe(200)
    expect(await database.db.select().from(agencyDeletionNotices)).toEqual([])
    await t.runJobs(['profile-analysis', 'agency-report-delivery'])
    for (const delivery of await deliveriesOf(database, session.userId))
      expect(delivery.status).toBe(delivery.agencyId === agencyId ? 'withdrawn' : 'delivered')
    const [agency] = await database.db.select().from(agencies).where(eq(agencies.id, agencyId))
    expect(await inbox(t, `agency=${agency!.slug}&phone=%2B1${phoneNumber(9404)}`)).toEqual([])
  })

  it('refuses an agency that does not exist, and a malformed one', async () => {
    const session = await interviewedCandidate(t, database, 9405)
    const unknown = await stopSharing(t, session, '00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    const malformed = await stopSharing(t, session, 'lone-star')
    expect(malformed.status).toBe(400)
    expect(JSON.stringify(await malformed.json())).toContain('agencyId must be a UUID')
  })
})
