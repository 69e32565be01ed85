import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { applicationPath, endpoints, headers } from '../../contract/endpoints'
import {
  DELETE_ACCOUNT_MESSAGES,
  deleteCandidateResponseSchema,
  generateProfileImageUrlResponseSchema,
  type DeleteCandidateRequest,
} from '../../contract/profile'
import {
  agencyReportDeliveries,
  applications,
  blobErasures,
  candidates,
  deletionReasonCounts,
  jobs,
  phoneCallSlots,
  resumes,
} from '../../server/db/schema'
import type { SlotValues } from '../../server/interview/extract'
import type { BlobStore } from '../../server/providers/blob/blob-store'
import { createLogger } from '../../server/logger'
import { eraseBlobs } from '../../server/services/blob-erasure'
import { insertJobs } from './support/applications'
import { putLikeBrowser, smallPdf, useEmbeddedBlobStore } from './support/blob-store'
import {
  blobsMentioning,
  databaseTables,
  rowsMentioning,
  schemaTableNames,
} from './support/candidate-traces'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { tinyPng } from './support/images'
import { completeInterviewWith } from './support/interview'
import { jobRows } from './support/job-queue'
import { browserSubscription } from './support/push-service'
import {
  createTestApp,
  errorOf,
  getWithToken,
  latestCode,
  phoneNumber,
  signIn,
  startLogin,
  validateOtp,
  wrongCodeFor,
  type TestApp,
} from './support/test-app'

/**
 * DeleteCandidate (docs/adr/0064): the account is erased now. A candidate with everything (sign-in
 * state, resume, interview with recordings, matches, applications, stage history, feedback
 * with an Idempotency-Key, profile image, a push subscription and an unseen status change,
 * queued jobs) is deleted, then every table of the
 * database and every blob of the store is searched for them: nothing is left.
 */

const blobs = useEmbeddedBlobStore()

/**
 * Tables that hold no one's data, so a candidate need not have rows there (they are searched
 * after the deletion all the same):
 * - jobs: the job catalogue, the same for everyone;
 * - agencies: the agency partners who fill those jobs;
 * - agency_deletion_notices: a deleted candidate's notices to agencies, which name only the
 *   reports sent (never the candidate), and go once sent;
 * - rate_limit_buckets: per-IP token buckets (no candidate or phone), deleted once full again;
 * - deletion_reason_counts: the anonymous totals of deletion reasons (reason -> count);
 * - blob_erasures: a deletion's own to-do list, emptied by its final job.
 */
const NOT_PER_CANDIDATE = new Set([
  'jobs',
  'agencies',
  'agency_deletion_notices',
  'rate_limit_buckets',
  'deletion_reason_counts',
  'blob_erasures',
])

/** What the candidate types in Other reason: it must not be kept anywhere. */
const OTHER_TEXT = 'Moving to Spokane for family reasons'

const REASONS: DeleteCandidateRequest = {
  reasons: ["I've found a job", "I'm concerned about privacy"],
  otherReason: OTHER_TEXT,
}

/** Slots a Dallas forklift driver gives: the test catalogue's Dallas jobs match them. */
const FORKLIFT_DALLAS: SlotValues = {
  jobTypes: ['Forklift Operator'],
  preferredLocations: ['Dallas, TX'],
  maximumCommuteDistance: '30 miles',
  relocation: 'no',
  hourlyRateRange: { min: 16 },
  skills: ['Forklift certification'],
  yearsOfExperience: 3,
}

/** A few bytes that start like the recruiter's Ogg Opus recordings. */
const oggBytes = () => new Uint8Array(Buffer.from('OggS\u0000\u0002recording', 'latin1'))

function deleteRequest(t: TestApp, token: string, candidateId: string, body: unknown) {
  return t.app.request(`${endpoints.deleteCandidate.path}?candidateId=${candidateId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function postJson(t: TestApp, path: string, token: string, body: unknown, extra = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify(body),
  })
}

/**
 * A blob store that is down for the first `failures` list or delete calls (the erasure's calls),
 * then works: an outage the erasure job must ride out.
 */
function storeDownFor(store: BlobStore, failures: number): BlobStore & { failed: () => number } {
  let failed = 0
  const outage = () => {
    if (failed >= failures) return false
    failed += 1
    return true
  }
  return {
    ...store,
    origin: store.origin,
    list: (prefix) =>
      outage() ? Promise.reject(new Error('connect ECONNREFUSED')) : store.list(prefix),
    delete: (name) =>
      outage() ? Promise.reject(new Error('connect ECONNREFUSED')) : store.delete(name),
    failed: () => failed,
  }
}

interface Everything {
  candidateId: string
  token: string
  /** 10 digits, as typed at sign-in. */
  phone: string
  engagementId: string
  recordings: string[]
  resumeIds: string[]
  applicationIds: string[]
}

describeEachDatabase('deleting an account', (database: TestDatabase) => {
  const newApp = async (store: BlobStore = blobs.store) =>
    createTestApp(database.db, {}, { blobs: store, queue: await database.queue() })

  /** Sign-in with a wrong code first (phone_login_state), then step 1 with a real resume. */
  async function signUpWithResume(t: TestApp, phone: string) {
    const sessionToken = await startLogin(t, phone)
    const wrong = await validateOtp(t, {
      nationalNumber: phone,
      otp: wrongCodeFor(latestCode(t, phone)),
      sessionToken,
    })
    expect(wrong.status).toBe(400)
    const right = await validateOtp(t, {
      nationalNumber: phone,
      otp: latestCode(t, phone),
      sessionToken,
    })
    expect(right.status).toBe(200)
    const signedIn = (await right.json()) as {
      message: { data: { accessToken: string } }
      data: { userId: string }
    }
    const token = signedIn.message.data.accessToken
    const candidateId = signedIn.data.userId

    const urlResponse = await getWithToken(
      t,
      `${endpoints.generateResumeUrl.path}?candidateId=${candidateId}&fileName=resume&fileFormat=pdf`,
      token,
    )
    const { data: resumeUrl } = (await urlResponse.json()) as { data: string }
    expect((await putLikeBrowser(resumeUrl, smallPdf(), 'application/pdf')).status).toBe(201)
    const step1 = await postJson(
      t,
      `${endpoints.updateCandidateDetails.path}?candidateId=${candidateId}&isCandidateOnboarding=true`,
      token,
      {
        firstName: 'Rosa',
        lastName: 'Diaz',
        emailId: 'rosa@example.com',
        fullName: 'Rosa Diaz',
        isResumeUploaded: true,
      },
    )
    expect(step1.status).toBe(200)
    const step2 = await postJson(t, endpoints.updateUserTitlePreference.path, token, {
      candidateId,
      selectedTitles: ['Forklift Operator'],
      customTitles: [],
    })
    expect(step2.status).toBe(200)
    return { candidateId, token }
  }

  /** The interview, with two voice answers recorded where and as the live session stores them. */
  async function interviewWithRecordings(
    t: TestApp,
    who: { candidateId: string; token: string },
  ): Promise<{ engagementId: string; recordings: string[] }> {
    const recordings: string[] = []
    const engagementId = await completeInterviewWith(t, database, who, FORKLIFT_DALLAS, (id) => {
      const at = t.clock.now().toISOString()
      recordings.push(...[1, 2].map((n) => `interviews/${id}/answer-${n}-${n}.ogg`))
      return recordings.map((recording, index) => ({
        questionId: index + 1,
        slot: index === 0 ? 'jobTypes' : 'preferredLocations',
        source: 'voice' as const,
        recording,
        durationMs: 2400,
        at,
      }))
    })
    // The store and content type of interview-agent.ts's saveRecording.
    for (const name of recordings) await blobs.store.write(name, oggBytes(), 'audio/ogg')
    return { engagementId, recordings }
  }

  async function uploadProfileImage(t: TestApp, who: { candidateId: string; token: string }) {
    const response = await getWithToken(
      t,
      `${endpoints.generateProfileImageUrl.path}?candidateId=${who.candidateId}&fileFormat=png`,
      who.token,
    )
    const url = v.parse(generateProfileImageUrlResponseSchema, await response.json()).data
    expect((await putLikeBrowser(url, tinyPng(), 'image/png')).status).toBe(201)
  }

  /** A candidate with a row in every per-candidate table and blobs of every kind. */
  async function candidateWithEverything(t: TestApp, suffix: number): Promise<Everything> {
    await insertJobs(database.db, 8, t.clock.now())
    const phone = phoneNumber(suffix)
    const who = await signUpWithResume(t, phone)
    const { engagementId, recordings } = await interviewWithRecordings(t, who)
    // The line of the candidate's last phone call (one call at a time), kept after it ended.
    await database.db
      .insert(phoneCallSlots)
      .values({ candidateId: who.candidateId, engagementId, placedAt: t.clock.now() })
    // Resume analysis, then profile analysis: merge, match, apply.
    await t.runJobs()
    const applied = await database.db
      .select({ id: applications.id, jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.candidateId, who.candidateId))
    expect(applied.length).toBeGreaterThan(0)
    const [first] = applied
    if (!first) throw new Error('no application was made')

    // Feedback with an Idempotency-Key, and an agency move (its push job stays queued).
    const feedback = await postJson(
      t,
      `/${applicationPath('giveApplicationFeedback', first.jobId)}`,
      who.token,
      {
        candidateId: who.candidateId,
        jobId: first.jobId,
        decision: 'Interested',
        reasons: ['Great location'],
        otherReason: '',
      },
      { [headers.idempotencyKey]: randomUUID() },
    )
    expect(feedback.status).toBe(200)
    const moved = await t.app.request('/api/dev/applications/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        candidateId: who.candidateId,
        jobId: first.jobId,
        status: 'Interview',
      }),
    })
    expect(moved.status).toBe(200)
    // A phone subscribed to push; the move above is unseen on its badge.
    const push = await postJson(t, endpoints.pushSubscribe.path, who.token, {
      candidateId: who.candidateId,
      subscription: browserSubscription(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`)
        .subscription,
    })
    expect(push.status).toBe(200)
    // 'Download my data': an archive made and kept under their id.
    const dataExport = await postJson(t, endpoints.requestDataExport.path, who.token, {
      candidateId: who.candidateId,
    })
    expect(dataExport.status).toBe(200)
    await t.runJobs(['data-export'])
    // They asked a recruiter to call them (talk to a person) as well.
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000)
    const person = await postJson(t, endpoints.requestPerson.path, who.token, {
      candidateId: who.candidateId,
      phone,
      day: tomorrow.toISOString().slice(0, 10),
      partOfDay: 'evening',
    })
    expect(person.status).toBe(200)

    // Their reports were sent, and they stopped sharing with one of the agencies.
    await t.runJobs(['agency-report-delivery'])
    const [reported] = await database.db
      .select({ agencyId: agencyReportDeliveries.agencyId })
      .from(agencyReportDeliveries)
      .where(eq(agencyReportDeliveries.candidateId, who.candidateId))
    if (!reported) throw new Error('no report was sent')
    const stopped = await postJson(t, endpoints.stopSharing.path, who.token, {
      candidateId: who.candidateId,
      agencyId: reported.agencyId,
    })
    expect(stopped.status).toBe(200)
    // Call-me: the consent to an automated call, and a call scheduled for later.
    const consent = await postJson(t, endpoints.consentToCall.path, who.token, {
      candidateId: who.candidateId,
      language: 'en',
    })
    expect(consent.status).toBe(200)
    const scheduled = await postJson(t, endpoints.scheduleCall.path, who.token, {
      candidateId: who.candidateId,
      at: new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString(),
    })
    expect(scheduled.status).toBe(200)

    // A profile image kept, and another uploaded but never confirmed.
    await uploadProfileImage(t, who)
    const edit = await postJson(
      t,
      `${endpoints.updateCandidateDetails.path}?candidateId=${who.candidateId}&isCandidateOnboarding=false`,
      who.token,
      {
        firstName: 'Rosa',
        lastName: 'Diaz',
        emailId: 'rosa@example.com',
        dateOfBirth: '1990-06-01',
        aboutMe: 'Forklift operator.',
        isProfileImageUploaded: true,
      },
    )
    expect(edit.status).toBe(200)
    await uploadProfileImage(t, who)
    // A second resume upload whose analysis job is still waiting in the queue.
    const resumeUrl = await getWithToken(
      t,
      `${endpoints.generateResumeUrl.path}?candidateId=${who.candidateId}&fileName=cv&fileFormat=pdf`,
      who.token,
    )
    await putLikeBrowser(
      ((await resumeUrl.json()) as { data: string }).data,
      smallPdf(),
      'application/pdf',
    )
    await postJson(
      t,
      `${endpoints.updateCandidateDetails.path}?candidateId=${who.candidateId}&isCandidateOnboarding=true`,
      who.token,
      {
        firstName: 'Rosa',
        lastName: 'Diaz',
        emailId: 'rosa@example.com',
        fullName: 'Rosa Diaz',
        isResumeUploaded: true,
      },
    )
    // The app language switched to Spanish, and a Spanish sign-in code still pending
    // (the language waits on the code row until it is verified).
    const language = await postJson(t, endpoints.updateLanguage.path, who.token, {
      candidateId: who.candidateId,
      language: 'es',
    })
    expect(language.status).toBe(200)
    await startLogin(t, phone, { language: 'es' })

    const resumeRows = await database.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.candidateId, who.candidateId))
    return {
      candidateId: who.candidateId,
      token: who.token,
      phone,
      engagementId,
      recordings,
      resumeIds: resumeRows.map((row) => row.id),
      applicationIds: applied.map((row) => row.id),
    }
  }

  const needlesOf = (c: Everything) => [
    c.candidateId,
    c.phone,
    c.engagementId,
    ...c.resumeIds,
    ...c.applicationIds,
  ]

  it('erases every row in every table and every blob, and keeps only anonymous reason counts', async () => {
    const t = await newApp()
    const gone = await candidateWithEverything(t, 2101)
    // Someone else, who must lose nothing.
    const stays = await signIn(t, phoneNumber(2102))
    const needles = needlesOf(gone)

    // The schema's tables are the database's, and the candidate is in every per-candidate one.
    const tables = await databaseTables(database.db)
    const publicTables = tables
      .filter((table) => table.schema === 'public')
      .map((table) => table.table)
    for (const name of schemaTableNames()) expect(publicTables).toContain(name)
    const before = await rowsMentioning(database.db, tables, needles)
    for (const table of publicTables.filter((name) => !NOT_PER_CANDIDATE.has(name))) {
      expect(before[`public.${table}`], `rows of the candidate in ${table}`).toBeGreaterThan(0)
    }
    // Jobs naming them wait in the queue (the second resume's analysis, the status change's push).
    expect(before['pgboss.job']).toBeGreaterThan(0)
    const blobsBefore = await blobsMentioning(blobs.store, needles)
    expect(
      blobsBefore.filter((name) => name.startsWith(`${gone.candidateId}/profile-image/`)),
    ).toHaveLength(2)
    expect(blobsBefore.filter((name) => name.endsWith('.pdf'))).toHaveLength(2)
    expect(blobsBefore).toEqual(expect.arrayContaining(gone.recordings))

    const response = await deleteRequest(t, gone.token, gone.candidateId, REASONS)
    expect(response.status).toBe(200)
    expect(v.parse(deleteCandidateResponseSchema, await response.json())).toEqual({
      status: true,
      message: 'Profile Deleted successfully',
      data: null,
    })

    // The rows went at once, in the request; the files go with the queued erasure.
    const afterRequest = await rowsMentioning(
      database.db,
      tables.filter((table) => table.schema === 'public' && table.table !== 'blob_erasures'),
      needles,
    )
    expect(
      Object.values(afterRequest).every((count) => count === 0),
      JSON.stringify(afterRequest),
    ).toBe(true)
    await t.runJobs()

    const after = await rowsMentioning(database.db, await databaseTables(database.db), [
      ...needles,
      OTHER_TEXT,
    ])
    const left = Object.entries(after).filter(([, count]) => count > 0)
    expect(left).toEqual([])
    expect(await blobsMentioning(blobs.store, needles)).toEqual([])
    for (const prefix of [`${gone.candidateId}/`, `interviews/${gone.engagementId}/`]) {
      expect(await blobs.store.list(prefix)).toEqual([])
    }

    // Only totals of the reasons are kept: no id, no phone, no date, no text.
    const counts = await database.db
      .select()
      .from(deletionReasonCounts)
      .orderBy(deletionReasonCounts.reason)
    expect(counts).toEqual([
      { reason: "I'm concerned about privacy", count: 1 },
      { reason: "I've found a job", count: 1 },
      { reason: 'Other reason', count: 1 },
    ])
    // The catalogue is untouched, and so is the other candidate.
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n).toBe(8)
    const [other] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, stays.userId))
    expect(other?.phone).toBe(`+1${phoneNumber(2102)}`)
    expect(
      (
        await getWithToken(
          t,
          `${endpoints.getDetails.path}?candidateId=${stays.userId}`,
          stays.accessToken,
        )
      ).status,
    ).toBe(200)
  })

  it('kills the old token (401), and the same phone signs in as a brand-new candidate', async () => {
    const t = await newApp()
    const old = await signIn(t, phoneNumber(2103))
    const deleted = await deleteRequest(t, old.accessToken, old.userId, {
      reasons: ['I created a duplicate account'],
    })
    expect(deleted.status).toBe(200)
    for (const path of [
      `${endpoints.getDetails.path}?candidateId=${old.userId}`,
      `${endpoints.getCandidateProfileById.path}?candidateId=${old.userId}`,
    ]) {
      expect(await errorOf(await getWithToken(t, path, old.accessToken))).toMatchObject({
        status: 401,
        code: 'unauthorized',
      })
    }
    const again = await deleteRequest(t, old.accessToken, old.userId, {
      reasons: ["I've found a job"],
    })
    expect(again.status).toBe(401)

    const fresh = await signIn(t, phoneNumber(2103))
    expect(fresh.userId).not.toBe(old.userId)
    const steps = await getWithToken(
      t,
      `${endpoints.getCandidateOnboardingDetails.path}?candidateId=${fresh.userId}`,
      fresh.accessToken,
    )
    expect(
      ((await steps.json()) as { data: Array<{ completed: boolean }> }).data.map(
        (s) => s.completed,
      ),
    ).toEqual([false, false, false, false])
    const profile = await getWithToken(
      t,
      `${endpoints.getCandidateProfileById.path}?candidateId=${fresh.userId}`,
      fresh.accessToken,
    )
    expect(
      ((await profile.json()) as { data: { data: { personalInfo: { name: string } } } }).data.data
        .personalInfo.name,
    ).toBe('')
    expect(await database.db.select().from(deletionReasonCounts)).toEqual([
      { reason: 'I created a duplicate account', count: 1 },
    ])
  })

  it('erases the files even when the blob store is down at first: the job retries until done', async () => {
    const flaky = storeDownFor(blobs.store, 3)
    const t = await newApp(flaky)
    const who = await signIn(t, phoneNumber(2104))
    const names = [
      `${who.userId}/${randomUUID()}.pdf`,
      `${who.userId}/profile-image/${randomUUID()}.png`,
    ]
    for (const name of names) await blobs.store.write(name, smallPdf(), 'application/pdf')

    expect((await deleteRequest(t, who.accessToken, who.userId, REASONS)).status).toBe(200)
    await t.runJobs()

    expect(flaky.failed()).toBe(3)
    const runs = await jobRows(database.db, 'blob-erasure')
    expect(runs).toHaveLength(2)
    expect(runs.every((job) => job.state === 'completed')).toBe(true)
    expect(runs.reduce((sum, job) => sum + job.retryCount, 0)).toBe(3)
    // The jobs carry only the erasure's id, never the candidate's.
    expect(JSON.stringify(runs.map((job) => job.data))).not.toContain(who.userId)
    for (const name of names) expect(await blobs.store.stat(name)).toBe(undefined)
    expect(await database.db.select().from(blobErasures)).toEqual([])
  })

  it('sweeps again after the upload links expired: a file uploaded after the deletion goes too', async () => {
    const t = await newApp()
    const who = await signIn(t, phoneNumber(2105))
    const link = await getWithToken(
      t,
      `${endpoints.generateResumeUrl.path}?candidateId=${who.userId}&fileName=late&fileFormat=pdf`,
      who.accessToken,
    )
    const { data: url } = (await link.json()) as { data: string }
    expect((await deleteRequest(t, who.accessToken, who.userId, REASONS)).status).toBe(200)
    const erasures = await jobRows(database.db, 'blob-erasure')
    expect(erasures.map((job) => job.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ final: false }),
        expect.objectContaining({ final: true }),
      ]),
    )
    // The first sweep runs at once and finds nothing yet.
    const first = erasures.find((job) => !(job.data as { final: boolean }).final)
    const deps = {
      db: database.db,
      blobs: blobs.store,
      queue: await database.queue(),
      logger: createLogger('silent'),
    }
    await eraseBlobs(deps, first?.data as { erasureId: string; final: boolean }, {
      jobId: first?.id ?? '',
      retryCount: 0,
      lastAttempt: false,
    })
    // The browser finishes its upload after that: the link is still valid for minutes.
    expect((await putLikeBrowser(url, smallPdf(), 'application/pdf')).status).toBe(201)
    expect(await blobs.store.list(`${who.userId}/`)).toHaveLength(1)
    // The final sweep (due once the links have expired) takes it, and the to-do row.
    await t.runJobs()
    expect(await blobs.store.list(`${who.userId}/`)).toEqual([])
    expect(await database.db.select().from(blobErasures)).toEqual([])
  })

  it('refuses bad input with a clear 400 and deletes nothing', async () => {
    const t = await newApp()
    const who = await signIn(t, phoneNumber(2106))
    const cases: Array<[unknown, string]> = [
      [{ reasons: [], otherReason: '' }, DELETE_ACCOUNT_MESSAGES.noReason],
      [{ reasons: [], otherReason: '   ' }, DELETE_ACCOUNT_MESSAGES.noReason],
      [{}, 'reasons is required'],
      [{ reasons: ['Other reason'], otherReason: 'x' }, DELETE_ACCOUNT_MESSAGES.otherInReasons],
      [
        { reasons: ['I hate it'] },
        "reasons must be chosen from: I've found a job; I'm not receiving relevant opportunities; I'm concerned about privacy; I created a duplicate account",
      ],
      [{ reasons: [], otherReason: 'x'.repeat(301) }, DELETE_ACCOUNT_MESSAGES.otherReasonTooLong],
      [{ reasons: 'I have found a job' }, 'reasons must be a list'],
      ['not json', 'The request body is not valid JSON.'],
    ]
    for (const [body, message] of cases) {
      const response = await deleteRequest(t, who.accessToken, who.userId, body)
      expect(await errorOf(response)).toMatchObject({ status: 400, message })
    }
    const bad = await deleteRequest(t, who.accessToken, 'not-a-uuid', REASONS)
    expect(await errorOf(bad)).toMatchObject({ status: 400, message: 'candidateId must be a UUID' })
    expect(
      await database.db.select().from(candidates).where(eq(candidates.id, who.userId)),
    ).toHaveLength(1)
    expect(await database.db.select().from(deletionReasonCounts)).toEqual([])
    expect(
      (
        await getWithToken(
          t,
          `${endpoints.getDetails.path}?candidateId=${who.userId}`,
          who.accessToken,
        )
      ).status,
    ).toBe(200)
  })

  it("refuses another candidate's id (403) and a missing token (401); nothing of theirs goes", async () => {
    const t = await newApp()
    const me = await signIn(t, phoneNumber(2107))
    const other = await signIn(t, phoneNumber(2108))
    const refused = await deleteRequest(t, me.accessToken, other.userId, REASONS)
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'forbidden' })
    const anonymous = await t.app.request(
      `${endpoints.deleteCandidate.path}?candidateId=${other.userId}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(REASONS),
      },
    )
    expect(anonymous.status).toBe(401)
    expect(
      await database.db.select().from(candidates).where(eq(candidates.id, other.userId)),
    ).toHaveLength(1)
    expect(
      (
        await getWithToken(
          t,
          `${endpoints.getDetails.path}?candidateId=${other.userId}`,
          other.accessToken,
        )
      ).status,
    ).toBe(200)
    expect(await database.db.select().from(deletionReasonCounts)).toEqual([])
  })

  it('counts the reasons of many deletions as totals, and Other reason without its text', async () => {
    const t = await newApp()
    const bodies: DeleteCandidateRequest[] = [
      { reasons: ["I've found a job"], otherReason: '' },
      {
        reasons: ["I've found a job", "I'm not receiving relevant opportunities"],
        otherReason: '',
      },
      { reasons: [], otherReason: 'My phone number is 206 555 0199' },
    ]
    for (const [index, body] of bodies.entries()) {
      const who = await signIn(t, phoneNumber(2110 + index))
      expect((await deleteRequest(t, who.accessToken, who.userId, body)).status).toBe(200)
    }
    expect(
      await database.db.select().from(deletionReasonCounts).orderBy(deletionReasonCounts.reason),
    ).toEqual([
      { reason: "I'm not receiving relevant opportunities", count: 1 },
      { reason: "I've found a job", count: 2 },
      { reason: 'Other reason', count: 1 },
    ])
    const tables = await databaseTables(database.db)
    const mentions = await rowsMentioning(database.db, tables, ['206 555 0199'])
    expect(Object.values(mentions).every((count) => count === 0)).toBe(true)
  })
})
