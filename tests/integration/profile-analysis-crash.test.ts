import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devApplicationsResponseSchema } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { profileAnalysisStatusResponseSchema } from '../../contract/matches'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import {
  applicationStateHistory,
  applications,
  candidates,
  jobMatches,
  profileAnalyses,
} from '../../server/db/schema'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import { finalPreferences } from '../../server/interview/dialogue'
import type { SlotValues } from '../../server/interview/extract'
import { createLogger } from '../../server/logger'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import { startJobQueue } from '../../server/queue/pg-boss-queue'
import { completeEngagement, findEngagement } from '../../server/services/engagements'
import { startServerChild, type ChildEvent, type ServerChild } from '../support/server-child'
import { jobRows } from './support/job-queue'
import { createEngagementOverHttp, signInOverHttp, type ApiSession } from './support/running-server'
import { WAREHOUSE_DALLAS } from './support/candidate-answers'

/**
 * The crash test (docs/adr/0052): the server is killed (kill -9, a child process) while a
 * candidate's profile analysis runs, and started again on the same PGlite directory. The job must
 * finish, the candidate must not stay 'analysing' for ever, and no job may be applied to twice.
 *
 * The kill lands at a chosen point of the run: the child freezes there (PAUSE_JOB_AT in
 * server-child-main.ts) and the test kills the frozen process. Each case checks, on a copy of
 * the killed server's files, that the run really died where it says.
 */

/** AUTO_APPLY_LIMIT's default: the agency applies to the best ten. */
const APPLIED = 10

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

/** Opens a server's PGlite files in this process (only while no server has them open). */
async function withDatabase<T>(
  dataDir: string,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') })
  try {
    return await use(database)
  } finally {
    await database.close()
  }
}

/**
 * The recruiter completes the interview with these answers, as the live call does (the
 * services, in this process): the completion queues the analysis in its own transaction.
 * Only while no server runs: the PGlite directory belongs to one process at a time.
 */
async function completeInterviewOffline(dataDir: string, engagementId: string, slots: SlotValues) {
  await withDatabase(dataDir, async (database) => {
    const queue = await startJobQueue({ database, logger: createLogger('silent') })
    try {
      const row = await findEngagement(database.db, engagementId)
      if (!row) throw new Error('The engagement was not stored.')
      const progress = readEngagementProgress(row)
      const state = { ...progress.state, collected: slots }
      const completed = await completeEngagement(
        database.db,
        queue,
        engagementId,
        { ...progress, slots, state, preferences: finalPreferences(state) },
        new Date(),
      )
      expect(completed).toBe(true)
    } finally {
      await queue.stop()
    }
  })
}

async function analysisOverHttp(server: ServerChild, session: ApiSession) {
  const response = await fetch(
    `${server.url}${endpoints.getProfileAnalysisStatus.path}?candidateId=${session.userId}`,
    { headers: bearer(session) },
  )
  expect(response.status).toBe(200)
  return v.parse(profileAnalysisStatusResponseSchema, await response.json()).data.data
}

async function applicationsOverHttp(server: ServerChild, session: ApiSession) {
  const response = await fetch(
    `${server.url}${endpoints.devApplications.path}?candidateId=${session.userId}`,
  )
  expect(response.status).toBe(200)
  return v.parse(devApplicationsResponseSchema, await response.json()).applications
}

/** Everything the analysis wrote for the candidate, and the queue's rows of its job. */
async function storedState(database: DatabaseHandle, candidateId: string) {
  const { db } = database
  const [analysis] = await db
    .select()
    .from(profileAnalyses)
    .where(eq(profileAnalyses.candidateId, candidateId))
  const [candidate] = await db
    .select({ preferenceSlots: candidates.preferenceSlots })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
  return {
    analysis,
    preferenceSlots: candidate?.preferenceSlots,
    matches: await db
      .select({ jobId: jobMatches.jobId, matchScore: jobMatches.matchScore })
      .from(jobMatches)
      .where(eq(jobMatches.candidateId, candidateId)),
    applications: await db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        status: applications.status,
        matchScore: applications.matchScore,
      })
      .from(applications)
      .where(eq(applications.candidateId, candidateId)),
    history: await db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.candidateId, candidateId)),
    jobs: await jobRows(db, 'profile-analysis'),
  }
}

/** Two server starts and copies of their files per case (one more before them): generous. */
const CASE_TIMEOUT_MS = 120_000

const profileRuns = (server: ServerChild, event: string) =>
  server.events.filter((line) => line.event === event && line.queue === 'profile-analysis')

describe('a server killed (kill -9) during a profile analysis, on embedded PGlite', () => {
  let root: string
  let stopAzurite: (() => Promise<void>) | undefined
  let env: (dataDir: string) => Record<string, string>
  /** A server's files with the candidate signed in and the interview just completed. */
  let template: string
  let session: ApiSession
  const children: ServerChild[] = []

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hirelane-analysis-crash-'))
    // Blob storage is a service of its own (Azure in production): it outlives the crashes.
    const azurite = await startEmbeddedAzurite(join(root, 'blobs'))
    stopAzurite = () => azurite.stop()
    env = (dataDir) => ({
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, 'no-build'),
      LOG_LEVEL: 'warn',
      BLOB_CONNECTION_STRING: azurite.connectionString,
    })

    template = join(root, 'template')
    const setup = await startServerChild(env(template))
    children.push(setup)
    session = await signInOverHttp(setup, '2065559401')
    const { engagementId } = await createEngagementOverHttp(setup, session)
    await setup.stop()
    await completeInterviewOffline(template, engagementId, WAREHOUSE_DALLAS)
  }, CASE_TIMEOUT_MS)

  afterEach(async () => {
    for (const child of children.splice(0)) await child.kill()
  })

  afterAll(async () => {
    for (const child of children.splice(0)) await child.kill()
    await stopAzurite?.()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  /** A server on its own copy of the template, frozen at `pauseAt`, then killed. */
  async function killedAt(name: string, pauseAt: string) {
    const dataDir = join(root, name)
    cpSync(template, dataDir, { recursive: true })
    const first = await startServerChild({ ...env(dataDir), PAUSE_JOB_AT: pauseAt })
    children.push(first)
    const started = await first.waitFor('job-started')
    expect(started).toMatchObject({
      queue: 'profile-analysis',
      data: { candidateId: session.userId },
      retryCount: 0,
    })
    const paused = await first.waitFor('job-paused')
    expect(paused).toMatchObject({ queue: 'profile-analysis', jobId: started.jobId })
    await first.kill()
    expect(profileRuns(first, 'job-finished')).toEqual([])

    // What the dead server left, read from a copy: the restart below must recover the files
    // exactly as the kill left them.
    const inspected = join(root, `${name}-inspected`)
    cpSync(dataDir, inspected, { recursive: true })
    const atKill = await withDatabase(inspected, (database) =>
      storedState(database, session.userId),
    )
    return { dataDir, started, atKill }
  }

  /** Starts the server again on the same files and waits for the analysis job to finish. */
  async function restarted(dataDir: string, started: ChildEvent) {
    const second = await startServerChild(env(dataDir))
    children.push(second)
    const finished = await second.waitFor('job-finished', { timeoutMs: 20_000 })
    expect(finished).toMatchObject({
      queue: 'profile-analysis',
      jobId: started.jobId,
      retryCount: 1,
      lastAttempt: false,
    })
    // Handed back at start, not after its expiry: this process alone owns the PGlite files.
    expect(second.logs()).toContainEqual(
      expect.objectContaining({
        msg: 'Returned jobs a stopped process left running',
        jobs: [{ name: 'profile-analysis', id: started.jobId }],
      }),
    )
    return second
  }

  /** The end state every case must reach: completed, ten applications, each job once. */
  async function expectAppliedOnce(second: ServerChild, dataDir: string, started: ChildEvent) {
    expect(await analysisOverHttp(second, session)).toEqual({
      percentageComplete: 100,
      status: 'completed',
    })
    const listed = await applicationsOverHttp(second, session)
    expect(listed).toHaveLength(APPLIED)
    expect(new Set(listed.map((application) => application.jobId)).size).toBe(APPLIED)
    await second.stop()
    // One run after the restart, and it finished.
    expect(profileRuns(second, 'job-started')).toHaveLength(1)
    expect(profileRuns(second, 'job-finished')).toHaveLength(1)

    const end = await withDatabase(dataDir, (database) => storedState(database, session.userId))
    expect(end.jobs).toEqual([
      expect.objectContaining({ id: started.jobId, state: 'completed', retryCount: 1 }),
    ])
    expect(end.applications).toHaveLength(APPLIED)
    expect(new Set(end.applications.map((application) => application.jobId)).size).toBe(APPLIED)
    for (const application of end.applications) expect(application.status).toBe('InReview')
    // The best matches: no job left out scores above one applied to.
    const appliedJobs = new Set(end.applications.map((application) => application.jobId))
    const lowestApplied = Math.min(...end.applications.map((application) => application.matchScore))
    const left = end.matches.filter((match) => !appliedJobs.has(match.jobId))
    expect(end.matches.length).toBeGreaterThan(APPLIED)
    expect(Math.max(...left.map((match) => match.matchScore))).toBeLessThanOrEqual(lowestApplied)
    // Exactly one stage-history row per application: the first one, made with it.
    expect(end.history).toHaveLength(APPLIED)
    expect(end.history.map((entry) => entry.applicationId).sort()).toEqual(
      end.applications.map((application) => application.id).sort(),
    )
    for (const entry of end.history) {
      expect(entry).toMatchObject({ previousStatus: null, currentStatus: 'InReview' })
    }
    return end
  }

  it(
    'finishes an analysis killed while matching, applying to each job once',
    { timeout: CASE_TIMEOUT_MS },
    async () => {
      // The run reads the clock as it begins, before the merge stage writes and before the
      // matching stage writes: the third read is after merging, while matching.
      const { dataDir, started, atKill } = await killedAt('during-matching', 'profile-analysis@3')
      // Died mid-run: merged and matching, nothing matched or applied yet, the job still active.
      expect(atKill.analysis).toMatchObject({
        status: 'matching',
        percentageComplete: 50,
        attempts: 1,
      })
      expect(atKill.preferenceSlots).toMatchObject({ jobTypes: WAREHOUSE_DALLAS.jobTypes })
      expect(atKill.matches).toEqual([])
      expect(atKill.applications).toEqual([])
      expect(atKill.jobs).toEqual([
        expect.objectContaining({ id: started.jobId, state: 'active', retryCount: 0 }),
      ])

      const second = await restarted(dataDir, started)
      const end = await expectAppliedOnce(second, dataDir, started)
      // The restart ran the analysis again from the start: a second attempt.
      expect(end.analysis).toMatchObject({ status: 'completed', attempts: 2, lastError: null })
    },
  )

  it(
    'applies to nothing again when killed after applying, before the job was recorded done',
    { timeout: CASE_TIMEOUT_MS },
    async () => {
      const { dataDir, started, atKill } = await killedAt('after-applying', 'profile-analysis@end')
      // The work was all written; only the queue does not know it finished.
      expect(atKill.analysis).toMatchObject({
        status: 'completed',
        percentageComplete: 100,
        attempts: 1,
      })
      expect(atKill.applications).toHaveLength(APPLIED)
      expect(atKill.jobs).toEqual([
        expect.objectContaining({ id: started.jobId, state: 'active', retryCount: 0 }),
      ])

      const second = await restarted(dataDir, started)
      const end = await expectAppliedOnce(second, dataDir, started)
      // The job ran again and left the completed analysis alone: the same applications.
      expect(end.analysis).toMatchObject({ status: 'completed', attempts: 1 })
      expect(end.applications.map((application) => application.id).sort()).toEqual(
        atKill.applications.map((application) => application.id).sort(),
      )
    },
  )
})
