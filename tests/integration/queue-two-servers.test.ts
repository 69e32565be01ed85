import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { applicationStateHistory, applications, profileAnalyses } from '../../server/db/schema'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import { finalPreferences } from '../../server/interview/dialogue'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import type { JobHandler } from '../../server/queue/job-queue'
import { completeEngagement, findEngagement } from '../../server/services/engagements'
import { startServer, type RunningServer } from '../../server/start-server'
import { createPostgresDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import {
  createEngagementOverHttp,
  eventually,
  signInOverHttp,
  type ApiSession,
} from './support/running-server'
import { WAREHOUSE_DALLAS } from './support/candidate-answers'

const JOBS = 40
/** Candidates whose analyses the two servers share. */
const CANDIDATES = 10
/** AUTO_APPLY_LIMIT's default: the agency applies to each candidate's best ten. */
const APPLIED = 10

const candidateOf = (data: unknown) => (data as { candidateId: string }).candidateId

describe('two servers on one PostgreSQL database', () => {
  const servers: RunningServer[] = []
  let handle: DatabaseHandle
  let cleanUp: () => Promise<void>
  /** Which servers ran each job id, in order. */
  const runs = new Map<string, string[]>()

  const counting =
    (server: string): JobHandler<'resume-analysis'> =>
    async (_data, { jobId }) => {
      runs.set(jobId, [...(runs.get(jobId) ?? []), server])
      // Long enough that both servers' workers are busy at once.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }

  /** Which servers ran each candidate's profile analysis, in order. */
  const analysedBy = new Map<string, string[]>()
  let databaseUrl: string

  /** The server's own handler, noting who ran it. */
  const noting =
    (
      server: string,
      handler: JobHandler<'profile-analysis'> | undefined,
    ): JobHandler<'profile-analysis'> =>
    async (data, context) => {
      if (!handler) throw new Error('The server has no profile analysis handler.')
      analysedBy.set(data.candidateId, [...(analysedBy.get(data.candidateId) ?? []), server])
      // Long enough that the other server polls while this one is still busy.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await handler(data, context)
    }

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-two-servers-'))
    const database = await createPostgresDatabase()
    databaseUrl = database.url
    const azurite = await startEmbeddedAzurite(join(dataDir, 'blobs'))
    cleanUp = async () => {
      await azurite.stop()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
    for (const name of ['a', 'b']) {
      servers.push(
        await startServer({
          env: {
            DATA_DIR: join(dataDir, name),
            STATIC_DIR: join(dataDir, 'no-build'),
            LOG_LEVEL: 'silent',
            DATABASE_URL: database.url,
            BLOB_CONNECTION_STRING: azurite.connectionString,
          },
          port: 0,
          jobHandlers: (handlers) => ({
            ...handlers,
            'resume-analysis': counting(name),
            'profile-analysis': noting(name, handlers['profile-analysis']),
          }),
        }),
      )
    }
    handle = await openDatabase({ url: database.url })
  })

  afterAll(async () => {
    await handle?.close()
    for (const server of servers) await server.close()
    await cleanUp?.()
  })

  it('share one queue: every job is handled exactly once, by either server', async () => {
    const ids = Array.from({ length: JOBS }, () => randomUUID())
    await Promise.all(
      ids.map((id, index) =>
        servers[index % 2]?.queue.send('resume-analysis', { resumeId: `resume-${index}` }, { id }),
      ),
    )
    const completed = await eventually(
      async () =>
        (await jobRows(handle.db, 'resume-analysis')).filter((row) => row.state === 'completed'),
      (rows) => rows.length === JOBS,
    )
    expect(completed.map((row) => row.id).sort()).toEqual([...ids].sort())
    expect([...runs.keys()].sort()).toEqual([...ids].sort())
    for (const ranOn of runs.values()) expect(ranOn).toHaveLength(1)
    const ranOn = [...runs.values()].flat()
    expect(ranOn).toContain('a')
    expect(ranOn).toContain('b')
  })

  /**
   * Signs candidates in over HTTP (alternating servers: any node answers), has each say 'I
   * agree', and completes their interviews as the live call does, all at once: each
   * completion queues its analysis in its own transaction.
   */
  async function interviewed(phones: readonly string[]): Promise<ApiSession[]> {
    const sessions = await Promise.all(
      phones.map(async (phone, index) => {
        const server = servers[index % 2] as RunningServer
        const session = await signInOverHttp(server, phone)
        const { engagementId } = await createEngagementOverHttp(server, session)
        return { server, session, engagementId }
      }),
    )
    await Promise.all(
      sessions.map(async ({ server, engagementId }) => {
        const row = await findEngagement(handle.db, engagementId)
        if (!row) throw new Error('The engagement was not stored.')
        const progress = readEngagementProgress(row)
        const state = { ...progress.state, collected: WAREHOUSE_DALLAS }
        const completed = await completeEngagement(
          handle.db,
          server.queue,
          engagementId,
          {
            ...progress,
            slots: WAREHOUSE_DALLAS,
            state,
            preferences: finalPreferences(state),
          },
          new Date(),
        )
        expect(completed).toBe(true)
      }),
    )
    return sessions.map(({ session }) => session)
  }

  const analysesOf = (candidateIds: readonly string[]) =>
    handle.db
      .select()
      .from(profileAnalyses)
      .where(inArray(profileAnalyses.candidateId, [...candidateIds]))

  const profileJobsOf = async (candidateIds: readonly string[]) =>
    (await jobRows(handle.db, 'profile-analysis')).filter((job) =>
      candidateIds.includes(candidateOf(job.data)),
    )

  /** Each candidate's applications and stage history: ten jobs, each once, each with its first row. */
  async function expectAppliedOnce(candidateId: string) {
    const applied = await handle.db
      .select({ id: applications.id, jobId: applications.jobId, status: applications.status })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
    expect(applied).toHaveLength(APPLIED)
    expect(new Set(applied.map((application) => application.jobId)).size).toBe(APPLIED)
    const history = await handle.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.candidateId, candidateId))
    expect(history.map((entry) => entry.applicationId).sort()).toEqual(
      applied.map((application) => application.id).sort(),
    )
    for (const entry of history) {
      expect(entry).toMatchObject({ previousStatus: null, currentStatus: 'InReview' })
    }
  }

  it('share the profile analyses: each handled once, by either server, each candidate applied once per job', async () => {
    const phones = Array.from({ length: CANDIDATES }, (_, index) => `20655595${10 + index}`)
    const sessions = await interviewed(phones)
    const candidateIds = sessions.map((session) => session.userId)

    const analyses = await eventually(
      () => analysesOf(candidateIds),
      (rows) => rows.filter((row) => row.status === 'completed').length === CANDIDATES,
      { timeoutMs: 60_000 },
    )
    expect(analyses).toHaveLength(CANDIDATES)
    for (const analysis of analyses) {
      // One worker took it, once: no crash, no retry, no second run.
      expect(analysis).toMatchObject({
        status: 'completed',
        percentageComplete: 100,
        attempts: 1,
        lastError: null,
      })
    }
    // One job per candidate, completed on its first run.
    const queued = await profileJobsOf(candidateIds)
    expect(queued.map((job) => candidateOf(job.data)).sort()).toEqual([...candidateIds].sort())
    for (const job of queued) expect(job).toMatchObject({ state: 'completed', retryCount: 0 })

    for (const candidateId of candidateIds) {
      expect(analysedBy.get(candidateId)).toHaveLength(1)
      await expectAppliedOnce(candidateId)
    }
    // No (candidate, job) twice across everyone, counted by the database itself.
    const [pairs] = (
      (await handle.db.execute(sql`
        SELECT count(*)::int AS "rows",
               count(DISTINCT (candidate_id, job_id))::int AS "distinct"
        FROM applications WHERE candidate_id IN ${candidateIds}`)) as unknown as {
        rows: Array<{ rows: number; distinct: number }>
      }
    ).rows
    expect(pairs).toEqual({ rows: CANDIDATES * APPLIED, distinct: CANDIDATES * APPLIED })
    const ranOn = candidateIds.flatMap((candidateId) => analysedBy.get(candidateId) ?? [])
    expect(ranOn).toContain('a')
    expect(ranOn).toContain('b')
  }, 90_000)

  it('apply to each job once when both run the same candidate at once (the analysis handed out twice)', async () => {
    // The applications table is held, so each run stops at its applying stage until released:
    // both runs are then sure to apply at the same moment.
    const lock = new pg.Client({ connectionString: databaseUrl })
    await lock.connect()
    try {
      await lock.query('BEGIN')
      await lock.query('LOCK TABLE applications IN EXCLUSIVE MODE')
      const [session] = await interviewed(['2065559599'])
      const candidateId = session?.userId ?? ''
      // The first run matched and waits to apply...
      const [first] = await eventually(
        () => analysesOf([candidateId]),
        ([row]) => row?.status === 'applying',
      )
      expect(first?.status).toBe('applying')
      // ...when the queue hands the analysis out again (as after a run outlived its expiry).
      // The first run's server works one job at a time: the other server takes this one.
      await servers[0]?.queue.send('profile-analysis', { candidateId })
      const waitingToApply = async () => {
        const { rows } = await lock.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks
           WHERE relation = 'applications'::regclass AND NOT granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        )
        return rows[0]?.waiting ?? 0
      }
      expect(await eventually(waitingToApply, (waiting) => waiting === 2)).toBe(2)
      await lock.query('COMMIT')

      const jobs = await eventually(
        () => profileJobsOf([candidateId]),
        (rows) => rows.length === 2 && rows.every((row) => row.state === 'completed'),
      )
      // Both runs went through without an error: neither was failed and retried.
      expect(jobs).toEqual([
        expect.objectContaining({ state: 'completed', retryCount: 0 }),
        expect.objectContaining({ state: 'completed', retryCount: 0 }),
      ])
      expect([...(analysedBy.get(candidateId) ?? [])].sort()).toEqual(['a', 'b'])
      const [analysis] = await analysesOf([candidateId])
      expect(analysis).toMatchObject({ status: 'completed', percentageComplete: 100, attempts: 2 })
      await expectAppliedOnce(candidateId)
    } finally {
      await lock.end()
    }
  }, 60_000)
})
