import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import * as v from 'valibot'
import { beforeEach, expect, it } from 'vitest'
import { applicationPath, endpoints } from '../../contract/endpoints'
import {
  DATA_EXPORTS_PER_DAY,
  dataExportStatusResponseSchema,
  requestDataExportResponseSchema,
  type DataExport,
} from '../../contract/data-export'
import { candidateProfileResponseSchema } from '../../contract/profile'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import {
  agencyReportDeliveries,
  applications,
  callConsents,
  candidates,
  dataExports,
  engagements,
  profileImages,
  resumes,
  scheduledCalls,
  sessions,
} from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import type { BlobStore } from '../../server/providers/blob/blob-store'
import { recordCallConsent } from '../../server/services/call-scheduling/call-consent'
import { queueDataExportExpiry } from '../../server/services/data-export/expire-exports'
import { readBlob, smallPdf, useEmbeddedBlobStore } from './support/blob-store'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { tinyPng } from './support/images'
import { interviewedCandidate } from './support/interviewed-candidate'
import { jobRows } from './support/job-queue'
import { createTestApp, phoneNumber, signIn, type TestApp } from './support/test-app'

/**
 * 'Download my data': the candidate asks, a durable job builds one ZIP of everything held about
 * them (theirs only), and the status call offers a read-only link until it expires 24 hours
 * later; an hourly job then deletes the archive, and deleting the account deletes it too.
 */

const blobs = useEmbeddedBlobStore()
const logger = createLogger('silent')
const DAY_MS = 24 * 60 * 60 * 1000

type Session = { userId: string; accessToken: string }

const authorization = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` })

const requestExport = (t: TestApp, session: Session, candidateId = session.userId) =>
  t.app.request(endpoints.requestDataExport.path, {
    method: 'POST',
    headers: { ...authorization(session), 'Content-Type': 'application/json' },
    body: JSON.stringify({ candidateId }),
  })

const statusResponse = (t: TestApp, session: Session, candidateId = session.userId) =>
  t.app.request(`${endpoints.dataExportStatus.path}?candidateId=${candidateId}`, {
    headers: authorization(session),
  })

async function requested(t: TestApp, session: Session): Promise<DataExport> {
  const response = await requestExport(t, session)
  expect(response.status).toBe(200)
  return v.parse(requestDataExportResponseSchema, await response.json()).data
}

async function status(t: TestApp, session: Session): Promise<DataExport | null> {
  const response = await statusResponse(t, session)
  expect(response.status).toBe(200)
  return v.parse(dataExportStatusResponseSchema, await response.json()).data
}

async function download(url: string): Promise<Record<string, Uint8Array>> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="hirelane-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  return unzipSync(new Uint8Array(await response.arrayBuffer()))
}

const json = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name]
  if (!file) throw new Error(`${name} is not in the archive`)
  return JSON.parse(strFromU8(file)) as Record<string, unknown>
}

/** A checked resume and a current profile photo, as their upload checks leave them. */
async function storeFiles(database: TestDatabase, t: TestApp, candidateId: string, mark: string) {
  const resumeId = randomUUID()
  const resumeBlob = `${candidateId}/checked/${resumeId}.pdf`
  const pdf = Buffer.concat([Buffer.from(smallPdf()), Buffer.from(`% ${mark}\n`)])
  await blobs.store.write(resumeBlob, pdf, 'application/pdf')
  await database.db.insert(resumes).values({
    id: resumeId,
    candidateId,
    blobName: `${candidateId}/${resumeId}.pdf`,
    checkedBlobName: resumeBlob,
    fileName: `Currículum ${mark}`,
    format: 'pdf',
    size: pdf.length,
    status: 'uploaded',
    createdAt: t.clock.now(),
    uploadedAt: t.clock.now(),
  })
  const imageId = randomUUID()
  const imageBlob = `${candidateId}/profile-image/checked/${imageId}.png`
  const png = tinyPng(200 + mark.length)
  await blobs.store.write(imageBlob, png, 'image/png')
  await database.db.insert(profileImages).values({
    id: imageId,
    candidateId,
    blobName: imageBlob,
    format: 'png',
    size: png.length,
    status: 'current',
    createdAt: t.clock.now(),
    uploadedAt: t.clock.now(),
  })
  return { pdf: new Uint8Array(pdf), png }
}

/** The interview's spoken answer keeps its recording (the first answer of the fixture). */
async function keepRecording(database: TestDatabase, candidateId: string, mark: string) {
  const [engagement] = await database.db
    .select()
    .from(engagements)
    .where(eq(engagements.candidateId, candidateId))
  if (!engagement) throw new Error('no interview')
  const recording = `interviews/${engagement.id}/answer-1-1.ogg`
  const bytes = new Uint8Array(Buffer.from(`OggS\u0000\u0002${mark}`, 'latin1'))
  await blobs.store.write(recording, bytes, 'audio/ogg')
  const answers = (engagement.answers as Array<Record<string, unknown>>).map((answer, index) =>
    index === 0 ? { ...answer, recording } : answer,
  )
  await database.db.update(engagements).set({ answers }).where(eq(engagements.id, engagement.id))
  return bytes
}

describeEachDatabase('download my data', (database) => {
  let t: TestApp
  const newApp = async (store: BlobStore = blobs.store) =>
    createTestApp(database.db, {}, { blobs: store, queue: await database.queue() })
  beforeEach(async () => {
    await seedJobCatalogue(database.db, logger)
    t = await newApp()
  })

  it('builds one archive of everything of the candidate, and nothing of anyone else', async () => {
    const session = await interviewedCandidate(t, database, 9601)
    const other = await interviewedCandidate(t, database, 9602)
    await t.runJobs(['profile-analysis', 'agency-report-delivery'])
    const files = await storeFiles(database, t, session.userId, 'mine')
    await storeFiles(database, t, other.userId, 'theirs')
    const recording = await keepRecording(database, session.userId, 'mine')
    const theirRecording = await keepRecording(database, other.userId, 'theirs')
    // Feedback on one application, and an agency move, so history and feedback have rows.
    const [applied] = await database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.candidateId, session.userId))
    const feedback = await t.app.request(
      `/${applicationPath('giveApplicationFeedback', applied!.jobId)}`,
      {
        method: 'POST',
        headers: { ...authorization(session), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          candidateId: session.userId,
          jobId: applied!.jobId,
          decision: 'Interested',
          reasons: ['Great location'],
          otherReason: 'Close to my sister',
        }),
      },
    )
    expect(feedback.status).toBe(200)
    const moved = await t.app.request(endpoints.devApplicationStatus.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        candidateId: session.userId,
        jobId: applied!.jobId,
        status: 'Interview',
      }),
    })
    expect(moved.status).toBe(200)
    // A consent to an automated call for each, and a call the candidate set for later.
    const consentedAt = new Date('2026-03-02T15:00:00.000Z')
    for (const who of [session, other])
      await recordCallConsent(
        database.db,
        { candidateId: who.userId, language: 'es', productName: 'Hirelane' },
        consentedAt,
      )
    const [signedIn] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.candidateId, session.userId))
    await database.db.insert(scheduledCalls).values({
      id: randomUUID(),
      candidateId: session.userId,
      sessionId: signedIn!.id,
      at: new Date('2026-03-03T16:00:00.000Z'),
      timeZone: 'America/Los_Angeles',
      status: 'cancelled',
      createdAt: consentedAt,
    })
    // The candidate reads the app in Spanish: the README is written in it.
    await database.db
      .update(candidates)
      .set({ appLanguage: 'es' })
      .where(eq(candidates.id, session.userId))

    expect(await status(t, session)).toBeNull()
    const first = await requested(t, session)
    expect(first).toMatchObject({ status: 'pending', downloadUrl: null, expiresAt: null })
    // Asked again while it is being made (a double tap): the same export, one job.
    const again = await requested(t, session)
    expect(again.exportId).toBe(first.exportId)
    expect(await jobRows(database.db, 'data-export')).toHaveLength(1)
    expect(await status(t, session)).toMatchObject({ exportId: first.exportId, status: 'pending' })

    await t.runJobs(['data-export'])
    const ready = await status(t, session)
    expect(ready).toMatchObject({ exportId: first.exportId, status: 'ready' })
    expect(Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!)).toBe(DAY_MS)
    expect(ready!.downloadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect(ready!.size).toBeGreaterThan(0)

    const zip = await download(ready!.downloadUrl!)
    expect(Object.keys(zip).sort()).toEqual(
      [
        'README.txt',
        'agency-reports.json',
        'applications.json',
        'calls.json',
        'interview.json',
        'preferences.json',
        'profile-image.png',
        'profile.json',
        'recordings/interview-1/answer-1-1.ogg',
        'resume/Curriculum-mine.pdf',
      ].sort(),
    )
    expect(strFromU8(zip['README.txt']!)).toContain('Tus datos de Hirelane')
    expect(strFromU8(zip['README.txt']!)).toContain('resume/Curriculum-mine.pdf')
    expect(Buffer.from(zip['recordings/interview-1/answer-1-1.ogg']!).equals(recording)).toBe(true)
    expect(Buffer.from(zip['resume/Curriculum-mine.pdf']!).equals(files.pdf)).toBe(true)
    expect(Buffer.from(zip['profile-image.png']!).equals(files.png)).toBe(true)

    // profile.json: the profile as /profile composes it (the photo as its file), and the account.
    const profile = json(zip, 'profile.json')
    const shown = await t.app.request(
      `${endpoints.getCandidateProfileById.path}?candidateId=${session.userId}`,
      { headers: authorization(session) },
    )
    const composed = v.parse(candidateProfileResponseSchema, await shown.json()).data.data
    expect(profile.profile).toEqual({
      ...composed,
      profileDetails: { ...composed.profileDetails, profileImageUrl: null },
    })
    expect(composed.personalInfo.name).toBe('Maria Lopez 9601')
    expect(profile.account).toMatchObject({
      phone: `+1${phoneNumber(9601)}`,
      language: 'es',
      createdAt: expect.any(String),
    })
    expect(profile.profileImage).toBe('profile-image.png')
    expect(profile.resumes).toEqual([
      expect.objectContaining({
        fileName: 'Currículum mine.pdf',
        file: 'resume/Curriculum-mine.pdf',
      }),
    ])

    // preferences.json: the stored preferences and where each came from.
    const [stored] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, session.userId))
    const preferences = json(zip, 'preferences.json')
    expect(preferences.preferences).toEqual(stored!.preferences)
    expect(stored!.preferences).not.toBeNull()
    expect(Object.keys(preferences.whereEachAnswerCameFrom as object).length).toBeGreaterThan(0)

    // interview.json: each question with its answer as typed, tapped, keyed or heard.
    const interview = json(zip, 'interview.json') as {
      interviews: Array<{ channel: string; endedAt: string; conversation: unknown[] }>
    }
    expect(interview.interviews).toHaveLength(1)
    expect(interview.interviews[0]).toMatchObject({ channel: 'web', endedAt: expect.any(String) })
    expect(interview.interviews[0]!.conversation).toEqual([
      {
        recruiter: 'What kind of work are you looking for?',
        at: expect.any(String),
        answers: [
          expect.objectContaining({
            answer: 'warehouse work, picking orders',
            how: 'spoken',
            durationMs: 3200,
            recording: 'recordings/interview-1/answer-1-1.ogg',
          }),
        ],
      },
      {
        recruiter: 'Which shift suits you?',
        at: expect.any(String),
        answers: [expect.objectContaining({ answer: 'Days', how: 'tapped', durationMs: 900 })],
      },
      {
        recruiter: 'Would you move for a job?',
        at: expect.any(String),
        answers: [expect.objectContaining({ answer: 'No', how: 'phone keypad', keysPressed: '2' })],
      },
    ])

    // applications.json: every application, its history and the feedback given.
    const mine = await database.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, session.userId))
    const listed = json(zip, 'applications.json') as {
      applications: Array<{
        status: string
        statusHistory: Array<{ to: string }>
        yourFeedback: Array<{ otherReason: string | null }>
      }>
    }
    expect(listed.applications).toHaveLength(mine.length)
    expect(listed.applications.every((entry) => entry.statusHistory.length >= 1)).toBe(true)
    const withFeedback = listed.applications.filter((entry) => entry.yourFeedback.length > 0)
    expect(withFeedback).toHaveLength(1)
    expect(withFeedback[0]).toMatchObject({
      status: 'Interview',
      yourFeedback: [{ decision: 'Interested', otherReason: 'Close to my sister' }],
    })
    expect(withFeedback[0]!.statusHistory.map((entry) => entry.to)).toEqual([
      'InReview',
      'Interview',
    ])

    // calls.json: the consent as stored, and the call set for later.
    const [consent] = await database.db
      .select()
      .from(callConsents)
      .where(eq(callConsents.candidateId, session.userId))
    expect(json(zip, 'calls.json')).toEqual({
      consentsToAutomatedCalls: [
        {
          phone: consent!.phone,
          language: 'es',
          wordsShown: consent!.text,
          agreedAt: consentedAt.toISOString(),
        },
      ],
      callsSetForLater: [
        {
          at: '2026-03-03T16:00:00.000Z',
          timeZone: 'America/Los_Angeles',
          status: 'cancelled',
          setAt: consentedAt.toISOString(),
        },
      ],
    })

    // agency-reports.json: every report as sent, without its PDF copy.
    const deliveries = await database.db
      .select()
      .from(agencyReportDeliveries)
      .where(eq(agencyReportDeliveries.candidateId, session.userId))
    const reports = json(zip, 'agency-reports.json') as {
      reports: Array<{ reportId: string; state: string; report: { data: Record<string, unknown> } }>
    }
    const sent = deliveries.filter((delivery) => delivery.body !== null)
    expect(sent.length).toBeGreaterThan(0)
    expect(reports.reports.map((report) => report.reportId).sort()).toEqual(
      sent.map((delivery) => delivery.id).sort(),
    )
    for (const report of reports.reports) {
      const body = JSON.parse(sent.find((delivery) => delivery.id === report.reportId)!.body!)
      const { pdf, ...data } = body.data
      expect(pdf).toEqual(expect.any(String))
      expect(report.report).toEqual({ ...body, data })
      expect(report.state).toBe('sent')
    }

    // Nothing of the other candidate: no id, phone, name or email, none of their files.
    const text = Object.entries(zip)
      .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n')
    const [theirs] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, other.userId))
    for (const needle of [
      other.userId,
      theirs!.phone,
      'Lopez 9602',
      'maria.9602@example.com',
      'theirs',
    ])
      expect(text).not.toContain(needle)
    for (const bytes of Object.values(zip)) {
      expect(Buffer.from(bytes).equals(theirRecording)).toBe(false)
      expect(Buffer.from(bytes).includes(Buffer.from('theirs'))).toBe(false)
    }
    // The other candidate has no export.
    expect(await status(t, other)).toBeNull()
  })

  it("refuses another candidate's id and a caller without a sign-in", async () => {
    const a = await signIn(t, phoneNumber(9611))
    const b = await signIn(t, phoneNumber(9612))
    await requested(t, b)
    for (const response of [
      await requestExport(t, a, b.userId),
      await statusResponse(t, a, b.userId),
    ]) {
      expect(response.status).toBe(403)
    }
    expect(
      (await t.app.request(`${endpoints.dataExportStatus.path}?candidateId=${a.userId}`)).status,
    ).toBe(401)
    // Nothing was made for A, and B's one export stands.
    expect(await status(t, a)).toBeNull()
    expect(await database.db.select().from(dataExports)).toHaveLength(1)
  })

  it('offers the link for 24 hours; then the expiry job deletes the archive', async () => {
    const session = await signIn(t, phoneNumber(9621))
    const later = await signIn(t, phoneNumber(9622))
    await requested(t, session)
    await t.runJobs(['data-export'])
    const ready = await status(t, session)
    expect(ready?.status).toBe('ready')
    const [row] = await database.db.select().from(dataExports)
    const blobName = row!.blobName!
    expect(blobName).toBe(`${session.userId}/data-export/${ready!.exportId}.zip`)
    expect(await blobs.store.stat(blobName)).toBeDefined()

    // An hour before the end the link is still there; an export made later is kept longer.
    t.clock.advance(DAY_MS - 60 * 60 * 1000)
    expect((await status(t, session))?.status).toBe('ready')
    await requested(t, later)
    await t.runJobs(['data-export'])
    await queueDataExportExpiry(t.queue, t.clock.now())
    await t.runJobs(['data-export-expiry', 'blob-erasure'])
    expect(await blobs.store.stat(blobName)).toBeDefined()

    // Past the end: no link, whether or not the archive is deleted yet; then the job deletes it.
    t.clock.advance(60 * 60 * 1000 + 1000)
    expect(await status(t, session)).toMatchObject({ status: 'expired', downloadUrl: null })
    await queueDataExportExpiry(t.queue, t.clock.now())
    await t.runJobs(['data-export-expiry', 'blob-erasure'])
    expect(await blobs.store.stat(blobName)).toBeUndefined()
    expect(await fetch(ready!.downloadUrl!).then((response) => response.status)).toBe(404)
    expect(await status(t, session)).toBeNull()
    expect((await status(t, later))?.status).toBe('ready')
    // The link itself is signed to end when the export does: one signed to end now is refused.
    const laterRow = (await database.db.select().from(dataExports))[0]!
    const ended = await blobs.store.createDownloadUrl(laterRow.blobName!, {
      contentType: 'application/zip',
      fileName: 'x.zip',
      validForMs: -1000,
    })
    expect((await fetch(ended)).status).toBe(403)
  })

  it('a failed build is marked failed, and asking again makes a new one', async () => {
    const broken = await newApp({
      ...blobs.store,
      write: () => Promise.reject(new Error('connect ECONNREFUSED')),
    })
    const session = await signIn(broken, phoneNumber(9631))
    const first = await requested(broken, session)
    await broken.runJobs(['data-export'])
    expect(await status(broken, session)).toMatchObject({
      exportId: first.exportId,
      status: 'failed',
    })
    // The two apps have clocks of their own: the good one a minute on, as a retry would be.
    t.clock.advanceMinutes(1)
    const second = await requested(t, session)
    expect(second.exportId).not.toBe(first.exportId)
    await t.runJobs(['data-export'])
    expect((await status(t, session))?.status).toBe('ready')
  })

  it(`makes at most ${DATA_EXPORTS_PER_DAY} archives a day`, async () => {
    const session = await signIn(t, phoneNumber(9641))
    for (let made = 0; made < DATA_EXPORTS_PER_DAY; made++) {
      await requested(t, session)
      await t.runJobs(['data-export'])
    }
    const refused = await requestExport(t, session)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    t.clock.advance(DAY_MS)
    expect((await requested(t, session)).status).toBe('pending')
  })

  it('deleting the account deletes its archive, row and blob', async () => {
    const session = await signIn(t, phoneNumber(9651))
    await requested(t, session)
    await t.runJobs(['data-export'])
    const [row] = await database.db.select().from(dataExports)
    expect(await blobs.store.stat(row!.blobName!)).toBeDefined()
    const deleted = await t.app.request(
      `${endpoints.deleteCandidate.path}?candidateId=${session.userId}`,
      {
        method: 'POST',
        headers: { ...authorization(session), 'Content-Type': 'application/json' },
        body: JSON.stringify({ reasons: ["I've found a job"], otherReason: '' }),
      },
    )
    expect(deleted.status).toBe(200)
    expect(await database.db.select().from(dataExports)).toEqual([])
    await t.runJobs(['blob-erasure'])
    expect(await blobs.store.stat(row!.blobName!)).toBeUndefined()
    expect(await readBlob(blobs.store, row!.blobName!).catch(() => 'gone')).toBe('gone')
  })
})
