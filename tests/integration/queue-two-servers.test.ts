import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import type { JobHandler } from '../../server/queue/job-queue'
import { startServer, type RunningServer } from '../../server/start-server'
import { createPostgresDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import { eventually } from './support/running-server'

const JOBS = 40

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

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-two-servers-'))
    const database = await createPostgresDatabase()
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
          jobHandlers: (handlers) => ({ ...handlers, 'resume-analysis': counting(name) }),
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
})
