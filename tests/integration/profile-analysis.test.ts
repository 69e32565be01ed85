import { and, asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, expect, it } from 'vitest'
import { TOP_MATCH_SCORE } from '../../contract/applications'
import {
  jobMatchStatisticsResponseSchema,
  profileAnalysisStatusResponseSchema,
} from '../../contract/matches'
import { preferencesSchema } from '../../contract/preferences'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import {
  applicationStateHistory,
  applications,
  candidates,
  engagements,
  jobMatches,
  jobs,
  profileAnalyses,
  resumes,
} from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import { matchCandidate } from '../../server/matching/match-candidate'
import type { SlotValues } from '../../server/interview/extract'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import { finalPreferences } from '../../server/interview/dialogue'
import { completeEngagement, findEngagement } from '../../server/services/engagements'
import {
  runProfileAnalysis,
  type ProfileAnalysisDeps,
} from '../../server/services/profile-analysis/run-profile-analysis'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'
import { FORKLIFT_NIGHTS_DALLAS, WAREHOUSE_DALLAS } from './support/candidate-answers'

/**
 * The analysis (docs/adr/0052) through the app: the interview completes, the profile analysis job
 * merges, matches and applies, and the calls of /check-profile report it, each for the signed-in
 * candidate only.
 */

const statusPath = (candidateId: string) =>
  `/api/Candidate/GetProfileAnalysisStatus?candidateId=${candidateId}`
const retryPath = (candidateId: string) =>
  `/api/Candidate/RetryProfileAnalysis?candidateId=${candidateId}`
const statisticsPath = (candidateId: string) =>
  `/api/CandidateApplication/GetJobMatchStatistics?candidateId=${candidateId}`

async function analysisOf(t: TestApp, accessToken: string, candidateId: string) {
  const response = await getWithToken(t, statusPath(candidateId), accessToken)
  expect(response.status).toBe(200)
  return v.parse(profileAnalysisStatusResponseSchema, await response.json()).data.data
}

async function statisticsOf(t: TestApp, accessToken: string, candidateId: string) {
  const response = await getWithToken(t, statisticsPath(candidateId), accessToken)
  expect(response.status).toBe(200)
  return v.parse(jobMatchStatisticsResponseSchema, await response.json()).data.data
}

function retry(t: TestApp, accessToken: string, candidateId: string) {
  return t.app.request(retryPath(candidateId), {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  })
}

/** 'I agree', then the recruiter's completion with these answers, as the live call does it. */
async function completeInterview(
  t: TestApp,
  database: TestDatabase,
  session: { accessToken: string; userId: string },
  slots: SlotValues,
) {
  const response = await getWithToken(
    t,
    `/api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=${session.userId}`,
    session.accessToken,
  )
  expect(response.status).toBe(200)
  const { engagementId } = ((await response.json()) as { data: { data: { engagementId: string } } })
    .data.data
  const row = await findEngagement(database.db, engagementId)
  if (!row) throw new Error('the engagement was not stored')
  const progress = readEngagementProgress(row)
  const completed = await completeEngagement(
    database.db,
    await database.queue(),
    engagementId,
    {
      ...progress,
      slots,
      state: { ...progress.state, collected: slots },
      preferences: finalPreferences({ ...progress.state, collected: slots }),
    },
    t.clock.now(),
  )
  expect(completed).toBe(true)
  return engagementId
}

async function applicationsOf(database: TestDatabase, candidateId: string) {
  return database.db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      status: applications.status,
      matchScore: applications.matchScore,
      shifts: jobs.shifts,
      state: jobs.state,
      metroArea: jobs.metroArea,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.matchScore))
}

async function historyOf(database: TestDatabase, candidateId: string) {
  return database.db
    .select()
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.candidateId, candidateId))
}

describeEachDatabase('profile analysis, matching and applying after the interview', (database) => {
  const logger = createLogger('silent')
  beforeEach(async () => {
    await seedJobCatalogue(database.db, logger)
  })

  const newApp = async () => createTestApp(database.db, {}, { queue: await database.queue() })
  /** What the queue gives the analysis handler, to run it by hand (a repeat, a crash, a failure). */
  const analysisDeps = (
    t: TestApp,
    match: ProfileAnalysisDeps['match'] = matchCandidate,
  ): ProfileAnalysisDeps => ({
    db: database.db,
    logger,
    now: () => t.clock.now(),
    autoApplyLimit: 10,
    match,
    reportTo: t.queue,
  })

  it('runs from the interview to applications, and the calls report each stage', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(901))
    expect(await analysisOf(t, session.accessToken, session.userId)).toEqual({
      percentageComplete: 0,
      status: 'not_started',
    })

    await completeInterview(t, database, session, WAREHOUSE_DALLAS)
    // Queued in the completion's own transaction.
    expect(await analysisOf(t, session.accessToken, session.userId)).toEqual({
      percentageComplete: 10,
      status: 'queued',
    })
    expect(
      (await jobRows(database.db, 'profile-analysis')).filter(
        (job) => (job.data as { candidateId: string }).candidateId === session.userId,
      ),
    ).toHaveLength(1)

    await t.runJobs()
    expect(await analysisOf(t, session.accessToken, session.userId)).toEqual({
      percentageComplete: 100,
      status: 'completed',
    })

    // Matches stored; the statistics are exactly the stored ones.
    const stored = await database.db
      .select({ score: jobMatches.matchScore })
      .from(jobMatches)
      .where(eq(jobMatches.candidateId, session.userId))
    const high = stored.filter((row) => row.score >= TOP_MATCH_SCORE).length
    const good = stored.length - high
    expect(high).toBeGreaterThan(0)
    const statistics = await statisticsOf(t, session.accessToken, session.userId)
    expect(statistics).toEqual({
      highMatches: high,
      goodMatches: good,
      highMatchesPercentage: Math.round((high / stored.length) * 100),
      goodMatchesPercentage: 100 - Math.round((high / stored.length) * 100),
    })

    // The agency applied to the best ten, each with its first history row.
    const applied = await applicationsOf(database, session.userId)
    expect(applied).toHaveLength(10)
    const bestScores = stored
      .map((row) => row.score)
      .sort((a, b) => b - a)
      .slice(0, 10)
    expect(applied.map((row) => row.matchScore).sort((a, b) => b - a)).toEqual(bestScores)
    for (const application of applied) {
      expect(application.status).toBe('InReview')
      expect(application.metroArea).toBe('Dallas-Fort Worth')
    }
    const history = await historyOf(database, session.userId)
    expect(history).toHaveLength(10)
    for (const entry of history) {
      expect(entry).toMatchObject({ previousStatus: null, currentStatus: 'InReview' })
      expect(entry.jobTitle).not.toBe('')
      expect(entry.companyName).not.toBe('')
    }

    // The merged preferences are what GetCandidatePreference serves now.
    const preference = await getWithToken(
      t,
      `/api/Candidate/GetCandidatePreference?candidateId=${session.userId}`,
      session.accessToken,
    )
    const { data } = (await preference.json()) as { data: unknown }
    expect(v.parse(preferencesSchema, data).jobTypeAndSchedule).toEqual({
      jobTypes: ['Warehouse Associate', 'Order Picker', 'Material Handler'],
      roles: [],
      shiftPreferences: [],
    })
  })

  it('applies a forklift driver near Dallas who wants nights and will not move only to night jobs near Dallas', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(910))
    await completeInterview(t, database, session, FORKLIFT_NIGHTS_DALLAS)
    await t.runJobs()
    const applied = await applicationsOf(database, session.userId)
    const statistics = await statisticsOf(t, session.accessToken, session.userId)
    expect(applied.length).toBe(Math.min(10, statistics.highMatches + statistics.goodMatches))
    expect(applied.length).toBeGreaterThan(0)
    for (const application of applied) {
      expect(application.shifts).toContain('third')
      expect(application.state).toBe('TX')
      expect(application.metroArea).toBe('Dallas-Fort Worth')
    }
  })

  it('changes nothing twice: a repeated job, or a run after a crash mid-way, applies to no job again', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(902))
    await completeInterview(t, database, session, WAREHOUSE_DALLAS)
    await t.runJobs()
    const before = await applicationsOf(database, session.userId)
    expect(before).toHaveLength(10)

    const deps = analysisDeps(t)
    const context = { jobId: 'again', retryCount: 0, lastAttempt: false }
    // The same job delivered twice: a completed analysis is left alone.
    await runProfileAnalysis(deps, session.userId, context)
    const [row] = await database.db
      .select()
      .from(profileAnalyses)
      .where(eq(profileAnalyses.candidateId, session.userId))
    expect(row?.attempts).toBe(1)

    // A worker that died after matching: the row still says 'applying', and the job runs again.
    await database.db
      .update(profileAnalyses)
      .set({ status: 'applying', percentageComplete: 80 })
      .where(eq(profileAnalyses.candidateId, session.userId))
    await runProfileAnalysis(deps, session.userId, { ...context, retryCount: 1 })
    expect(await analysisOf(t, session.accessToken, session.userId)).toEqual({
      percentageComplete: 100,
      status: 'completed',
    })
    const after = await applicationsOf(database, session.userId)
    expect(after.map((a) => a.id).sort()).toEqual(before.map((a) => a.id).sort())
    expect(await historyOf(database, session.userId)).toHaveLength(10)
  })

  it('never overwrites what the candidate typed with a resume guess', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(903))
    await database.db
      .update(candidates)
      .set({
        firstName: 'Rosa',
        lastName: 'Diaz',
        fullName: 'Rosa Diaz',
        email: 'rosa@example.com',
      })
      .where(eq(candidates.id, session.userId))
    await database.db.insert(resumes).values({
      id: crypto.randomUUID(),
      candidateId: session.userId,
      blobName: `${session.userId}/resume.txt`,
      fileName: 'resume',
      format: 'txt',
      status: 'uploaded',
      analysisStatus: 'completed',
      createdAt: t.clock.now(),
      uploadedAt: t.clock.now(),
      draftProfile: {
        personalInfo: { name: 'R. DIAZ', gender: '', professionalSummary: 'Forklift operator.' },
        currentExperience: { currentOccupation: 'Forklift Operator' },
        contactInfo: { address: 'Garland, TX', mobile: '', email: 'old@example.com' },
        experienceInfo: { yearsOfExperience: 2, employmentHistory: [] },
        education: { highestDegree: '', educations: [] },
        skillInfo: { skills: ['RF scanner'] },
      },
    })
    await completeInterview(t, database, session, { jobTypes: ['Order Picker'] })
    await t.runJobs()
    const [candidate] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, session.userId))
    expect(candidate?.profile).toMatchObject({
      personalInfo: { name: 'Rosa Diaz', professionalSummary: 'Forklift operator.' },
      contactInfo: { email: 'rosa@example.com', address: 'Garland, TX' },
      skillInfo: { skills: ['RF scanner'] },
    })
    expect(candidate?.profileSources).toMatchObject({
      'personalInfo.name': 'onboarding',
      'contactInfo.email': 'onboarding',
      'contactInfo.address': 'resume',
    })
    expect(candidate?.preferenceSlots).toMatchObject({
      jobTypes: ['Order Picker'],
      preferredLocations: ['Garland, TX'],
      yearsOfExperience: 2,
    })
  })

  it('waits for a resume still being read, except on the last try', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(904))
    await database.db.insert(resumes).values({
      id: crypto.randomUUID(),
      candidateId: session.userId,
      blobName: `${session.userId}/pending.txt`,
      fileName: 'pending',
      format: 'txt',
      status: 'uploaded',
      analysisStatus: 'pending',
      createdAt: t.clock.now(),
      uploadedAt: t.clock.now(),
    })
    await completeInterview(t, database, session, FORKLIFT_NIGHTS_DALLAS)
    const deps = analysisDeps(t)
    await expect(
      runProfileAnalysis(deps, session.userId, { jobId: 'a', retryCount: 0, lastAttempt: false }),
    ).rejects.toThrow('The resume is still being analysed')
    expect((await analysisOf(t, session.accessToken, session.userId)).status).toBe('merging')
    await runProfileAnalysis(deps, session.userId, { jobId: 'a', retryCount: 3, lastAttempt: true })
    expect((await analysisOf(t, session.accessToken, session.userId)).status).toBe('completed')
  })

  it("says 'failed' when every try failed, and RetryProfileAnalysis runs it again", async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(905))
    expect(await errorOf(await retry(t, session.accessToken, session.userId))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'The interview is not complete yet.',
    })
    await completeInterview(t, database, session, WAREHOUSE_DALLAS)
    const failing = analysisDeps(t, () => Promise.reject(new Error('matching is down')))
    await expect(
      runProfileAnalysis(failing, session.userId, { jobId: 'b', retryCount: 3, lastAttempt: true }),
    ).rejects.toThrow('matching is down')
    expect(await analysisOf(t, session.accessToken, session.userId)).toEqual({
      percentageComplete: 0,
      status: 'failed',
    })
    // Nothing of the failed run is half-written: matching's transaction never began.
    expect(await applicationsOf(database, session.userId)).toEqual([])

    const retried = await retry(t, session.accessToken, session.userId)
    expect(retried.status).toBe(200)
    expect(v.parse(profileAnalysisStatusResponseSchema, await retried.json()).data.data).toEqual({
      percentageComplete: 10,
      status: 'queued',
    })
    await t.runJobs()
    expect((await analysisOf(t, session.accessToken, session.userId)).status).toBe('completed')
    expect(await applicationsOf(database, session.userId)).toHaveLength(10)

    // A retry of a completed analysis changes nothing.
    const again = await retry(t, session.accessToken, session.userId)
    expect(v.parse(profileAnalysisStatusResponseSchema, await again.json()).data.data.status).toBe(
      'completed',
    )
  })

  it('counts nothing for a candidate with no match, and shows 0 and 0', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(906))
    // Only excluded shifts and a place with no jobs: nothing can match.
    await completeInterview(t, database, session, {
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Anchorage, AK'],
      relocation: 'no',
      maximumCommuteDistance: '5 miles',
    })
    await t.runJobs()
    expect(await statisticsOf(t, session.accessToken, session.userId)).toEqual({
      highMatches: 0,
      goodMatches: 0,
      highMatchesPercentage: 0,
      goodMatchesPercentage: 0,
    })
    expect(await applicationsOf(database, session.userId)).toEqual([])
    expect((await analysisOf(t, session.accessToken, session.userId)).status).toBe('completed')
  })

  it('answers 403 for another candidate on every call, 400 for a bad id and 401 without a token', async () => {
    const t = await newApp()
    const mine = await signIn(t, phoneNumber(907))
    const theirs = await signIn(t, phoneNumber(908))
    await completeInterview(t, database, theirs, FORKLIFT_NIGHTS_DALLAS)
    const analysisBefore = await database.db.select().from(profileAnalyses)

    for (const path of [statusPath(theirs.userId), statisticsPath(theirs.userId)]) {
      expect(await errorOf(await getWithToken(t, path, mine.accessToken))).toMatchObject({
        status: 403,
        code: 'forbidden',
      })
      expect((await t.app.request(path)).status).toBe(401)
    }
    expect(await errorOf(await retry(t, mine.accessToken, theirs.userId))).toMatchObject({
      status: 403,
    })
    expect(await database.db.select().from(profileAnalyses)).toEqual(analysisBefore)

    for (const path of [statusPath('not-a-uuid'), statisticsPath('not-a-uuid')]) {
      expect(await errorOf(await getWithToken(t, path, mine.accessToken))).toEqual({
        status: 400,
        code: 'validation_failed',
        message: 'candidateId must be a UUID',
      })
    }
    expect(await errorOf(await retry(t, mine.accessToken, 'not-a-uuid'))).toMatchObject({
      status: 400,
    })
  })

  it('the interview completion and the queued analysis commit together', async () => {
    const t = await newApp()
    const session = await signIn(t, phoneNumber(909))
    const engagementId = await completeInterview(t, database, session, FORKLIFT_NIGHTS_DALLAS)
    // Completing it again does nothing: no second analysis is queued.
    const row = await findEngagement(database.db, engagementId)
    if (!row) throw new Error('gone')
    const progress = readEngagementProgress(row)
    expect(
      await completeEngagement(
        database.db,
        await database.queue(),
        engagementId,
        { ...progress, preferences: finalPreferences(progress.state) },
        t.clock.now(),
      ),
    ).toBe(false)
    const queued = (await jobRows(database.db, 'profile-analysis')).filter(
      (job) => (job.data as { candidateId: string }).candidateId === session.userId,
    )
    expect(queued).toHaveLength(1)
    const [engagement] = await database.db
      .select({ status: engagements.status })
      .from(engagements)
      .where(and(eq(engagements.id, engagementId), sql`true`))
    expect(engagement?.status).toBe('completed')
  })
})
