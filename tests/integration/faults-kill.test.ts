import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devApplicationsResponseSchema } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client'
import {
  applicationFeedback,
  applicationStateHistory,
  applications,
  blobErasures,
  candidates,
  deletionReasonCounts,
  engagements,
  jobMatches,
  profileAnalyses,
  resumes,
  sessions,
  unseenApplicationUpdates,
} from '../../server/db/schema'
import { openAzureBlobStore } from '../../server/providers/blob/azure-blob-store'
import type { BlobStore } from '../../server/providers/blob/blob-store'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import { startServerChild, type ServerChild } from '../support/server-child'
import type { PausePoint } from '../support/query-pause'
import { TEST_PUBLIC_ORIGIN } from './support/blob-store'
import { insertApplication, insertJobs } from './support/applications'
import { WAREHOUSE_DALLAS } from './support/candidate-answers'
import { createPostgresDatabase } from './support/databases'
import {
  createEngagementOverHttp,
  eventually,
  signInOverHttp,
  type ApiSession,
} from './support/running-server'
import { saveProfileWithResume } from './support/profile-over-http'

/**
 * Faults (docs/adr/0097), part one: the real server in a child process is killed (kill -9) inside
 * each of three operations, then started again on the same PostgreSQL database, keys and blob
 * store. Each operation is one transaction; each is killed twice, at two points of it that a
 * stdin command of the child arms (tests/support/query-pause.ts):
 *
 * - before-commit: every statement of the transaction ran, COMMIT was not sent. Absent: nothing
 *   of the operation may be left, and nothing it would have queued may run.
 * - after-commit: PostgreSQL acknowledged COMMIT, the process died before answering or working
 *   any job. Whole: all of it is there, and the work it queued finishes after the restart.
 *
 * Three candidates on one database, one per operation (a deletion would take the other
 * operations' queued jobs with it). Seven server starts in all. The work queued by the three is
 * checked last, together: a job the dying process had fetched comes back only at its expiry,
 * and those waits then overlap.
 */

const APPLIED = 10
/**
 * A job a killed process had fetched comes back at its expiry (30 s for these queues), noticed
 * by pg-boss's maintenance (every 15 s), plus its retry delay: a queued job may take that long
 * to finish after a kill.
 */
const JOB_EXPIRY_WAIT_MS = 90_000

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

/** pg-boss's jobs of one queue whose data names this value. */
async function queuedJobs(db: Database, name: string, named: string) {
  const result = (await db.execute(sql`
    SELECT id::text AS id, state::text AS state, data FROM pgboss.job
    WHERE name = ${name} AND data::text LIKE ${`%${named}%`} ORDER BY created_on, id`)) as unknown as {
    rows: Array<{ id: string; state: string; data: Record<string, unknown> }>
  }
  return result.rows
}

async function applicationsOverHttp(server: ServerChild, candidateId: string) {
  const response = await fetch(
    `${server.url}${endpoints.devApplications.path}?candidateId=${candidateId}`,
  )
  expect(response.status).toBe(200)
  return v.parse(devApplicationsResponseSchema, await response.json()).applications
}

/** What the engagement's completion writes, in one transaction. */
async function completionState(db: Database, candidateId: string, engagementId: string) {
  const [engagement] = await db
    .select({ status: engagements.status, endedAt: engagements.endedAt })
    .from(engagements)
    .where(eq(engagements.id, engagementId))
  const [candidate] = await db
    .select({ preferences: candidates.preferences, step4: candidates.step4CompletedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
  const analyses = await db
    .select({ status: profileAnalyses.status })
    .from(profileAnalyses)
    .where(eq(profileAnalyses.candidateId, candidateId))
  return {
    engagement: engagement?.status,
    ended: engagement?.endedAt !== null,
    preferences: candidate?.preferences !== null,
    step4: candidate?.step4 !== null,
    analyses: analyses.map((row) => row.status),
    jobs: (await queuedJobs(db, 'profile-analysis', candidateId)).length,
  }
}

/** What a status move writes, in one transaction. */
async function moveState(db: Database, applicationId: string, candidateId: string, jobId: string) {
  const [application] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId))
  const history = await db
    .select({
      id: applicationStateHistory.id,
      from: applicationStateHistory.previousStatus,
      to: applicationStateHistory.currentStatus,
    })
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.applicationId, applicationId))
    .orderBy(applicationStateHistory.createdAt)
  const unseen = await db
    .select({ historyId: unseenApplicationUpdates.historyId })
    .from(unseenApplicationUpdates)
    .where(
      and(
        eq(unseenApplicationUpdates.candidateId, candidateId),
        eq(unseenApplicationUpdates.jobId, jobId),
      ),
    )
  return {
    status: application?.status,
    history,
    unseen: unseen.map((row) => row.historyId),
    jobs: await queuedJobs(db, 'application-status-changed', applicationId),
  }
}

/** The candidate's rows, table by table, and their blobs: a deletion leaves all or none. */
async function candidateFootprint(db: Database, blobs: BlobStore, candidateId: string) {
  const count = async (
    table: Parameters<Database['$count']>[0],
    where: Parameters<Database['$count']>[1],
  ) => db.$count(table, where)
  return {
    candidates: await count(candidates, eq(candidates.id, candidateId)),
    sessions: await count(sessions, eq(sessions.candidateId, candidateId)),
    resumes: await count(resumes, eq(resumes.candidateId, candidateId)),
    engagements: await count(engagements, eq(engagements.candidateId, candidateId)),
    analyses: await count(profileAnalyses, eq(profileAnalyses.candidateId, candidateId)),
    matches: await count(jobMatches, eq(jobMatches.candidateId, candidateId)),
    applications: await count(applications, eq(applications.candidateId, candidateId)),
    history: await count(
      applicationStateHistory,
      eq(applicationStateHistory.candidateId, candidateId),
    ),
    feedback: await count(applicationFeedback, eq(applicationFeedback.candidateId, candidateId)),
    unseen: await count(
      unseenApplicationUpdates,
      eq(unseenApplicationUpdates.candidateId, candidateId),
    ),
    blobs: (await blobs.list(`${candidateId}/`)).length,
  }
}

const deletionTotals = (db: Database) => db.$count(deletionReasonCounts)
const erasureRows = (db: Database) => db.$count(blobErasures)

/** Every 'blob-erasure' job (their data names an erasure row, not the candidate). */
async function erasureJobRows(db: Database) {
  const result = (await db.execute(
    sql`SELECT id::text AS id, state::text AS state, data->>'final' AS final FROM pgboss.job
        WHERE name = 'blob-erasure' ORDER BY data->>'final', id`,
  )) as unknown as { rows: Array<{ id: string; state: string; final: string }> }
  return result.rows
}

describe('the server killed (kill -9) inside an operation, then restarted, on PostgreSQL', () => {
  let root: string
  let stopAzurite: (() => Promise<void>) | undefined
  let blobs: BlobStore | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  let database: DatabaseHandle | undefined
  let env: Record<string, string>
  let server: ServerChild
  /** Completes the interview; moved (an application); deletes the account. */
  let interviewee: ApiSession
  let moved: ApiSession
  let leaving: ApiSession
  let kills = 0
  /** The operations whose every check passed, their queued work included. */
  const survived: string[] = []
  const children: ServerChild[] = []
  /** What the three left to the queue, checked in the last test. */
  let engagementId = ''
  let movedApplication = { id: '', jobId: '' }
  let erasureJobsBefore = new Set<string>()
  let leavingBlobs = 0

  const db = () => {
    if (!database) throw new Error('The database opens in beforeAll.')
    return database.db
  }
  const store = () => {
    if (!blobs) throw new Error('The blob store opens in beforeAll.')
    return blobs
  }

  const start = async () => {
    const child = await startServerChild(env)
    children.push(child)
    return child
  }

  /**
   * Arms the freeze in the running child, starts the operation, waits until the child froze
   * there, kills it and starts a new one on the same database: the new child is `server`.
   */
  async function killInside(at: PausePoint, marker: string, operation: () => Promise<unknown>) {
    server.send({ command: 'pause-transaction', at, marker })
    await server.waitFor('armed')
    // The answer never comes: the process dies holding the request.
    const answered = operation().then(
      () => 'answered',
      () => 'no answer',
    )
    const paused = await server.waitFor('transaction-paused')
    expect(paused).toMatchObject({ at })
    await server.kill()
    kills += 1
    expect(await answered).toBe('no answer')
    server = await start()
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hirelane-faults-'))
    // Blob storage is a service of its own (Azure in production): it outlives the kills.
    const azurite = await startEmbeddedAzurite(join(root, 'blobs'))
    stopAzurite = () => azurite.stop()
    const created = await createPostgresDatabase()
    dropDatabase = created.drop
    env = {
      DATA_DIR: join(root, 'data'),
      STATIC_DIR: join(root, 'no-build'),
      DATABASE_URL: created.url,
      LOG_LEVEL: 'warn',
      BLOB_CONNECTION_STRING: azurite.connectionString,
      // No Festival or PocketSphinx processes to start in each child (and orphan at kill -9).
      SPEECH: 'espeak',
      TRANSCRIBER: 'none',
    }
    server = await start()
    database = await openDatabase({ url: created.url })
    blobs = await openAzureBlobStore({
      connectionString: azurite.connectionString,
      container: 'resumes',
      publicOrigin: TEST_PUBLIC_ORIGIN,
      now: () => new Date(),
    })
    interviewee = await signInOverHttp(server, '2065559501')
    moved = await signInOverHttp(server, '2065559502')
    leaving = await signInOverHttp(server, '2065559503')
    // The agency's side, written as the agency's analysis would: one application each.
    const [forMove, forLeaving] = await insertJobs(db(), 2, new Date())
    if (!forMove || !forLeaving) throw new Error('The jobs were not stored.')
    const appliedAt = new Date(Date.now() - 60 * 60 * 1000)
    const movedId = await insertApplication(db(), {
      candidateId: moved.userId,
      job: forMove,
      path: ['InReview'],
      appliedAt,
    })
    movedApplication = { id: movedId, jobId: forMove.id }
    await insertApplication(db(), {
      candidateId: leaving.userId,
      job: forLeaving,
      path: ['InReview', 'Interview'],
      appliedAt,
    })
    // The leaving candidate has a resume (a blob) and an interview too.
    await saveProfileWithResume(server.url, leaving)
    await createEngagementOverHttp(server, leaving)
  }, 60_000)

  afterAll(async () => {
    for (const child of children.splice(0)) await child.kill()
    await database?.close()
    await dropDatabase?.()
    await stopAzurite?.()
    if (root) rmSync(root, { recursive: true, force: true })
    console.log(
      `Faults (kill -9): ${survived.length} of 3 operations survived ${kills} kills ` +
        `(${survived.join(', ')}: absent when killed before COMMIT, whole after it, ` +
        'queued work finished after the restart)',
    )
  })

  it('completes an engagement whole or not at all', async () => {
    engagementId = (await createEngagementOverHttp(server, interviewee)).engagementId
    const complete = async () => {
      server.send({ command: 'complete-engagement', engagementId, slots: WAREHOUSE_DALLAS })
      // The live session has no HTTP answer to wait for: it ends when the child dies.
      await server.waitFor('engagement-completed')
    }
    const state = () => completionState(db(), interviewee.userId, engagementId)
    const before = await state()
    expect(before).toEqual({
      engagement: 'connecting',
      ended: false,
      preferences: false,
      step4: false,
      analyses: [],
      jobs: 0,
    })

    await killInside('before-commit', 'insert into "profile_analyses"', complete)
    // Absent: the engagement still open, no preferences, no analysis queued.
    expect(await state()).toEqual(before)

    await killInside('after-commit', 'insert into "profile_analyses"', complete)
    // Whole: completed with the preferences, step 4 done and the analysis queued together.
    expect(await state()).toMatchObject({
      engagement: 'completed',
      ended: true,
      preferences: true,
      step4: true,
      jobs: 1,
    })
  }, 60_000)

  it('moves an application with its history, badge and push job, or not at all', async () => {
    const { id, jobId } = movedApplication
    const move = () =>
      fetch(`${server.url}/api/dev/applications/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ candidateId: moved.userId, jobId, status: 'Interview' }),
      })
    const state = () => moveState(db(), id, moved.userId, jobId)
    const before = await state()
    expect(before).toMatchObject({
      status: 'InReview',
      history: [{ from: null, to: 'InReview' }],
      unseen: [],
      jobs: [],
    })

    // The marker is the status update, which only a move runs: the interviewee's analysis,
    // queued by the test before and possibly running now, inserts stage-history rows too, and
    // would be the transaction frozen while the move committed.
    const moveMarker = 'update "applications" set "status"'
    await killInside('before-commit', moveMarker, move)
    expect(await state()).toEqual(before)

    await killInside('after-commit', moveMarker, move)
    const after = await state()
    const historyId = after.history[1]?.id
    expect(after).toMatchObject({
      status: 'Interview',
      history: [
        { from: null, to: 'InReview' },
        { from: 'InReview', to: 'Interview' },
      ],
      unseen: [historyId],
      jobs: [{ id: historyId, data: { applicationId: id, historyId } }],
    })
    // The restarted server sees the committed move: the same move again is refused.
    expect((await move()).status).toBe(409)
  }, 60_000)

  it('deletes an account whole or not at all', async () => {
    const remove = () =>
      fetch(`${server.url}${endpoints.deleteCandidate.path}?candidateId=${leaving.userId}`, {
        method: 'POST',
        headers: { ...bearer(leaving), 'Content-Type': 'application/json' },
        body: JSON.stringify({ reasons: ["I've found a job"], otherReason: '' }),
      })
    const footprint = () => candidateFootprint(db(), store(), leaving.userId)
    const before = await footprint()
    expect(before).toMatchObject({
      candidates: 1,
      sessions: 1,
      resumes: 1,
      engagements: 1,
      applications: 1,
      history: 2,
    })
    expect(before.blobs).toBeGreaterThan(0)
    leavingBlobs = before.blobs
    const totalsBefore = await deletionTotals(db())
    const erasuresBefore = await erasureRows(db())
    erasureJobsBefore = new Set((await erasureJobRows(db())).map((job) => job.id))
    const newErasureJobs = async () =>
      (await erasureJobRows(db())).filter((job) => !erasureJobsBefore.has(job.id))

    await killInside('before-commit', 'insert into "deletion_reason_counts"', remove)
    // Absent: every row and blob still there, no reasons counted, no erasure queued.
    expect(await footprint()).toEqual(before)
    expect(await deletionTotals(db())).toBe(totalsBefore)
    expect(await erasureRows(db())).toBe(erasuresBefore)
    expect(await newErasureJobs()).toEqual([])

    await killInside('after-commit', 'insert into "deletion_reason_counts"', remove)
    // Whole: every row gone, the reason counted, the erasure queued (its row and both sweeps).
    const { blobs: blobsLeft, ...rows } = await footprint()
    expect(rows).toEqual(Object.fromEntries(Object.keys(rows).map((table) => [table, 0])))
    expect(blobsLeft).toBeLessThanOrEqual(before.blobs)
    expect(await deletionTotals(db())).toBeGreaterThan(totalsBefore)
    expect(await erasureRows(db())).toBe(erasuresBefore + 1)
    expect((await newErasureJobs()).map((job) => job.final)).toEqual(['false', 'true'])
  }, 60_000)

  it(
    'finishes the work the three queued, in the restarted server',
    async () => {
      const queued = async () => ({
        analysis: await completionState(db(), interviewee.userId, engagementId),
        applied: (await applicationsOverHttp(server, interviewee.userId)).length,
        push: (await moveState(db(), movedApplication.id, moved.userId, movedApplication.jobId))
          .jobs,
        erasure: {
          blobs: (await store().list(`${leaving.userId}/`)).length,
          jobs: (await erasureJobRows(db()))
            .filter((job) => !erasureJobsBefore.has(job.id))
            .map(({ state, final }) => ({ state, final })),
        },
      })
      // A job the dying process had fetched (its fetch ran in PostgreSQL just after the COMMIT)
      // comes back at its expiry, as after any crash on PostgreSQL: hence the long wait.
      const done = await eventually(
        queued,
        (now) =>
          now.analysis.analyses[0] === 'completed' &&
          now.applied === APPLIED &&
          now.push[0]?.state === 'completed' &&
          now.erasure.jobs[0]?.state === 'completed',
        { timeoutMs: JOB_EXPIRY_WAIT_MS },
      )
      // The analysis ran once and applied to the best ten.
      expect(done.analysis).toMatchObject({ analyses: ['completed'], jobs: 1 })
      expect(done.applied).toBe(APPLIED)
      expect(
        (await queuedJobs(db(), 'profile-analysis', interviewee.userId)).map((job) => job.state),
      ).toEqual(['completed'])
      survived.push('engagement completion')
      // The push for the move was worked (the candidate has no device: nothing to send).
      expect(done.push.map((job) => job.state)).toEqual(['completed'])
      survived.push('application status change')
      // The erasure's first sweep removed every blob; the final one waits for the upload URLs'
      // expiry (FINAL_SWEEP_AFTER_SECONDS) and is only checked to be queued.
      expect(leavingBlobs).toBeGreaterThan(0)
      expect(done.erasure).toEqual({
        blobs: 0,
        jobs: [
          { state: 'completed', final: 'false' },
          { state: 'created', final: 'true' },
        ],
      })
      survived.push('account deletion')
    },
    JOB_EXPIRY_WAIT_MS + 30_000,
  )
})
