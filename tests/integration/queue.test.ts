import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { JobContext } from '../../server/queue/job-queue'
import { deadLetterQueueOf } from '../../server/queue/queue-policies'
import { describeEachDatabase } from './support/databases'
import { jobRows, policiesOf, QUICK_POLICY, useJobQueues } from './support/job-queue'
import { eventually } from './support/running-server'

const QUEUE = 'resume-analysis'

interface Run {
  resumeId: string
  context: JobContext
  at: number
}

/** A gate a handler waits on until the test opens it. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeEachDatabase('job queue', (database) => {
  const startQueue = useJobQueues(database)

  const stateOf = async (id: string) =>
    (await jobRows(database.db, QUEUE)).find((row) => row.id === id)?.state

  it('runs a sent job once, with its data, and records it completed', async () => {
    const queue = await startQueue()
    const runs: Run[] = []
    await queue.work(QUEUE, async ({ resumeId }, context) => {
      runs.push({ resumeId, context, at: Date.now() })
    })
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'resume-1' }, { id })

    expect(
      await eventually(
        () => stateOf(id),
        (state) => state === 'completed',
      ),
    ).toBe('completed')
    expect(runs.map(({ resumeId, context }) => ({ resumeId, context }))).toEqual([
      { resumeId: 'resume-1', context: { jobId: id, retryCount: 0, lastAttempt: false } },
    ])
  })

  it('runs a delayed job when it is due, without waiting for the next poll', async () => {
    // A poll far off: only the wake at the due time can run the job within the wait below.
    const queue = await startQueue({ pollIntervalMs: 600_000 })
    const ran: string[] = []
    await queue.work(QUEUE, async ({ resumeId }) => {
      ran.push(resumeId)
    })
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'later' }, { id, startAfterSeconds: 1 })
    expect(await stateOf(id)).toBe('created')
    expect(
      await eventually(
        () => stateOf(id),
        (state) => state === 'completed',
      ),
    ).toBe('completed')
    expect(ran).toEqual(['later'])
  })

  it('queues a job id once: sending it again is a no-op, before and after it ran', async () => {
    const queue = await startQueue()
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'first' }, { id })
    await queue.send(QUEUE, { resumeId: 'second' }, { id })
    expect((await jobRows(database.db, QUEUE)).map((row) => row.data)).toEqual([
      { resumeId: 'first' },
    ])

    const runs: string[] = []
    await queue.work(QUEUE, async ({ resumeId }) => {
      runs.push(resumeId)
    })
    await eventually(
      () => stateOf(id),
      (state) => state === 'completed',
    )
    await queue.send(QUEUE, { resumeId: 'third' }, { id })
    // Another job sent afterwards has run, so the repeat would have run by now too.
    const marker = randomUUID()
    await queue.send(QUEUE, { resumeId: 'marker' }, { id: marker })
    await eventually(
      () => stateOf(marker),
      (state) => state === 'completed',
    )
    expect(runs).toEqual(['first', 'marker'])
    expect(await jobRows(database.db, QUEUE)).toHaveLength(2)
  })

  it('sends inside a transaction: a rollback leaves no job, a commit leaves one', async () => {
    const queue = await startQueue()
    const rolledBack = randomUUID()
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(QUEUE, { resumeId: 'rolled-back' }, { tx, id: rolledBack })
        // The job is there inside the transaction...
        const inside = (await tx.execute(
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${rolledBack}`,
        )) as unknown as { rows: Array<{ n: number }> }
        expect(inside.rows[0]?.n).toBe(1)
        throw new Error('the request failed after queueing')
      }),
    ).rejects.toThrow('the request failed after queueing')
    // ...and gone with it.
    expect(await jobRows(database.db, QUEUE)).toEqual([])

    const committed = randomUUID()
    await database.db.transaction(async (tx) => {
      await queue.send(QUEUE, { resumeId: 'committed' }, { tx, id: committed })
    })
    const runs: string[] = []
    await queue.work(QUEUE, async ({ resumeId }) => {
      runs.push(resumeId)
    })
    await eventually(
      () => stateOf(committed),
      (state) => state === 'completed',
    )
    expect(runs).toEqual(['committed'])
  })

  it('retries a failed job after a backoff delay, then completes it', async () => {
    const queue = await startQueue()
    const runs: Run[] = []
    let failedAt = 0
    await queue.work(QUEUE, async ({ resumeId }, context) => {
      runs.push({ resumeId, context, at: Date.now() })
      if (runs.length === 1) {
        failedAt = Date.now()
        throw new Error('blob store unreachable')
      }
    })
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'flaky' }, { id })

    expect(
      await eventually(
        () => stateOf(id),
        (state) => state === 'completed',
      ),
    ).toBe('completed')
    expect(runs.map((run) => run.context)).toEqual([
      { jobId: id, retryCount: 0, lastAttempt: false },
      { jobId: id, retryCount: 1, lastAttempt: false },
    ])
    // The first retry waits at least retryDelaySeconds (pg-boss backoff: 1 to 2 times it).
    expect((runs[1]?.at ?? 0) - failedAt).toBeGreaterThanOrEqual(
      QUICK_POLICY.retryDelaySeconds * 1000 - 100,
    )
    expect(queue.logs.filter((line) => line.msg === 'Job failed; it will be retried')).toEqual([
      expect.objectContaining({ queue: QUEUE, jobId: id, retryCount: 0, level: 40 }),
    ])
  })

  it('gives up after the last attempt: lastAttempt was true, the job is dead-lettered and logged', async () => {
    const queue = await startQueue({
      policies: policiesOf({ ...QUICK_POLICY, retryLimit: 1 }),
    })
    const contexts: JobContext[] = []
    await queue.work(QUEUE, async (_data, context) => {
      contexts.push(context)
      throw new Error(`parser exploded on run ${contexts.length}`)
    })
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'poison' }, { id })

    expect(
      await eventually(
        () => stateOf(id),
        (state) => state === 'failed',
      ),
    ).toBe('failed')
    expect(contexts).toEqual([
      { jobId: id, retryCount: 0, lastAttempt: false },
      { jobId: id, retryCount: 1, lastAttempt: true },
    ])
    const [dead] = await jobRows(database.db, deadLetterQueueOf(QUEUE))
    expect(dead).toMatchObject({
      state: 'created',
      data: { resumeId: 'poison' },
      output: expect.objectContaining({ message: 'parser exploded on run 2' }),
    })
    expect(queue.logs.filter((line) => line.msg?.toString().startsWith('Job given up'))).toEqual([
      expect.objectContaining({
        queue: QUEUE,
        jobId: id,
        deadLetterQueue: deadLetterQueueOf(QUEUE),
        level: 50,
      }),
    ])
  })

  it('fails a run that outlives its expiry and runs the job again', async () => {
    const queue = await startQueue({
      policies: policiesOf({ ...QUICK_POLICY, expireInSeconds: 1 }),
    })
    const hung = gate()
    const contexts: JobContext[] = []
    await queue.work(QUEUE, async (_data, context) => {
      contexts.push(context)
      if (contexts.length === 1) await hung.opened
    })
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'slow' }, { id })

    expect(
      await eventually(
        () => stateOf(id),
        (state) => state === 'completed',
      ),
    ).toBe('completed')
    hung.open()
    expect(contexts.map((context) => context.retryCount)).toEqual([0, 1])
  })

  it('stop() takes no new job, waits for the running handler and records its job', async () => {
    const queue = await startQueue()
    const release = gate()
    const started = gate()
    let finished = false
    await queue.work(QUEUE, async () => {
      started.open()
      await release.opened
      finished = true
    })
    const id = randomUUID()
    await queue.send(QUEUE, { resumeId: 'long' }, { id })
    await started.opened

    let stopped = false
    const stopping = queue.stop().then(() => (stopped = true))
    await settle(300)
    expect(stopped).toBe(false)
    expect(await stateOf(id)).toBe('active')

    release.open()
    await stopping
    expect(finished).toBe(true)
    expect(await stateOf(id)).toBe('completed')
    await expect(queue.work('profile-analysis', async () => {})).rejects.toThrow('stopped')
  })

  it('stop() hands back a job whose handler outlives the stop timeout; the next start runs it', async () => {
    const first = await startQueue({ stopTimeoutMs: 200 })
    const never = gate()
    const started = gate()
    await first.work(QUEUE, async () => {
      started.open()
      await never.opened
    })
    const id = randomUUID()
    await first.send(QUEUE, { resumeId: 'stuck' }, { id })
    await started.opened
    await first.stop()
    expect(await stateOf(id)).toBe('retry')
    expect(
      first.logs.some((line) => line.msg === 'Stopped with jobs still running; returned them'),
    ).toBe(true)

    const second = await startQueue()
    const contexts: JobContext[] = []
    await second.work(QUEUE, async (_data, context) => {
      contexts.push(context)
    })
    expect(
      await eventually(
        () => stateOf(id),
        (state) => state === 'completed',
      ),
    ).toBe('completed')
    expect(contexts).toEqual([{ jobId: id, retryCount: 1, lastAttempt: false }])
    never.open()
  })

  /** What a worker's fetch writes: the job is running, as far as the database knows. */
  const markRunning = (id: string, startedAgo = '0 seconds') =>
    database.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() - ${startedAgo}::interval
          WHERE id = ${id}`,
    )

  if (database.kind === 'pglite') {
    it('at start, returns a job a dead process left running (PGlite has one owner)', async () => {
      // A long expiry: only the start can have brought the job back.
      const policies = policiesOf({ ...QUICK_POLICY, expireInSeconds: 600 })
      const crashed = await startQueue({ policies })
      const id = randomUUID()
      await crashed.send(QUEUE, { resumeId: 'orphan' }, { id })
      await markRunning(id)
      await crashed.stop()
      expect(await stateOf(id)).toBe('active')

      const restarted = await startQueue({ policies })
      expect(await stateOf(id)).toBe('retry')
      expect(restarted.logs).toContainEqual(
        expect.objectContaining({
          msg: 'Returned jobs a stopped process left running',
          jobs: [{ name: QUEUE, id }],
        }),
      )
      const contexts: JobContext[] = []
      await restarted.work(QUEUE, async (_data, context) => {
        contexts.push(context)
      })
      expect(
        await eventually(
          () => stateOf(id),
          (state) => state === 'completed',
        ),
      ).toBe('completed')
      expect(contexts).toEqual([{ jobId: id, retryCount: 1, lastAttempt: false }])
    })
  }

  if (database.kind === 'postgres') {
    it('leaves running jobs to other nodes at start; maintenance expires a crashed one', async () => {
      const policies = policiesOf({ ...QUICK_POLICY, expireInSeconds: 60 })
      const crashed = await startQueue({ policies })
      const id = randomUUID()
      await crashed.send(QUEUE, { resumeId: 'orphan' }, { id })
      await markRunning(id)

      // Another node may well be running it: starting here must not take it.
      const survivor = await startQueue({ policies, maintenanceIntervalSeconds: 1 })
      expect(await stateOf(id)).toBe('active')

      // The run began longer ago than its expiry: the crashed node's run is over.
      await markRunning(id, '2 minutes')
      const contexts: JobContext[] = []
      await survivor.work(QUEUE, async (_data, context) => {
        contexts.push(context)
      })
      expect(
        await eventually(
          () => stateOf(id),
          (state) => state === 'completed',
        ),
      ).toBe('completed')
      expect(contexts).toEqual([{ jobId: id, retryCount: 1, lastAttempt: false }])
    })
  }
})
