import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { dashboardCompletionStatusResponseSchema } from '../../contract/onboarding'
import { openDatabase } from '../../server/db/client'
import { resumes } from '../../server/db/schema'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import { startServerChild, type ServerChild } from '../support/server-child'
import { jobRows } from './support/job-queue'
import { eventually, signInOverHttp, type ApiSession } from './support/running-server'
import { saveProfileWithResume } from './support/profile-over-http'

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

async function analysisStatus(server: ServerChild, session: ApiSession): Promise<string> {
  const response = await fetch(
    `${server.url}/api/Candidate/GetDashboardCompletionStatus?candidateId=${session.userId}`,
    { headers: bearer(session) },
  )
  return v.parse(dashboardCompletionStatusResponseSchema, await response.json()).data
    .profileAnalysisStatus
}

describe('a server killed (kill -9) while a job runs, on embedded PGlite', () => {
  const cleanups: Array<() => Promise<void> | void> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('finishes the resume analysis exactly once after a restart on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-crash-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    // Blob storage is a service of its own (Azure in production): it outlives the crash.
    const azurite = await startEmbeddedAzurite(join(dataDir, 'blobs'))
    cleanups.push(() => azurite.stop())
    const env = {
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      BLOB_CONNECTION_STRING: azurite.connectionString,
      // The job queue is under test, not the recruiter's voice: no Festival or PocketSphinx
      // processes to start (and orphan at kill -9) in each server child.
      SPEECH: 'espeak',
      TRANSCRIBER: 'none',
    }

    const first = await startServerChild({ ...env, SLOW_JOBS_MS: '600000' })
    cleanups.push(() => first.kill())
    const session = await signInOverHttp(first, '2065559301')
    await saveProfileWithResume(first.url, session)
    // The check also queued the upload's erasure: only the analysis is watched here.
    const started = await first.waitFor('job-started', { queue: 'resume-analysis' })
    expect(started).toMatchObject({ queue: 'resume-analysis', retryCount: 0 })
    await first.kill()
    expect(first.events.filter((line) => line.event === 'job-finished')).toEqual([])

    const second = await startServerChild({ ...env, SLOW_JOBS_MS: '0' })
    cleanups.push(() => second.stop())
    const finished = await second.waitFor('job-finished', {
      timeoutMs: 20_000,
      queue: 'resume-analysis',
    })
    expect(finished).toMatchObject({
      queue: 'resume-analysis',
      jobId: started.jobId,
      retryCount: 1,
      lastAttempt: false,
    })
    // Returned at start, not after its 30 s expiry: this process alone owns the PGlite files.
    expect(second.logs()).toContainEqual(
      expect.objectContaining({
        msg: 'Returned jobs a stopped process left running',
        jobs: expect.arrayContaining([{ name: 'resume-analysis', id: started.jobId }]),
      }),
    )
    expect(
      await eventually(
        () => analysisStatus(second, session),
        (status) => status === 'completed',
      ),
    ).toBe('completed')
    await second.stop()

    // Once in effect: one finished run, one completed job, the analysis written once.
    expect(
      second.events.filter(
        (line) => line.event === 'job-started' && line.queue === 'resume-analysis',
      ),
    ).toHaveLength(1)
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') })
    cleanups.push(() => database.close())
    expect(await jobRows(database.db, 'resume-analysis')).toEqual([
      expect.objectContaining({ id: started.jobId, state: 'completed', retryCount: 1 }),
    ])
    const [resume] = await database.db
      .select()
      .from(resumes)
      .where(eq(resumes.candidateId, session.userId))
    expect(resume).toMatchObject({ id: started.jobId, analysisStatus: 'completed' })
    expect(resume?.draftProfile).toBeTruthy()
  }, 90_000) // two server processes, a kill -9 and a restart: slower than one request
})
