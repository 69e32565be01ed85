import PgBoss from 'pg-boss'
import type { DatabaseHandle } from '../db/client'
import type { Logger } from '../logger'
import { BOSS_SCHEMA, trackedBossDb, transactionBossDb, type TrackedBossDb } from './boss-database'
import type { JobHandler, JobQueue, QueueName, QueuePayloads, SendOptions } from './job-queue'
import { QUEUE_NAMES, QUEUE_POLICIES, deadLetterQueueOf, type QueuePolicy } from './queue-policies'
import { fetchJob, QueueWorker, runJob } from './queue-worker'
import { returnActiveJobs } from './return-active-jobs'

export interface JobQueueOptions {
  /** The server's database: pg-boss keeps its tables there, beside the jobs' own data. */
  database: Pick<DatabaseHandle, 'executeSql' | 'kind' | 'startupTurn'>
  logger: Logger
  /** Per-queue retries and expiry; QUEUE_POLICIES unless a test needs short ones. */
  policies?: Record<QueueName, QueuePolicy>
  /** How often an idle worker looks for a job another process (or a transaction) queued. */
  pollIntervalMs?: number
  /** How often pg-boss expires overdue runs and archives old jobs (one node at a time). */
  maintenanceIntervalSeconds?: number
  /** How long stop() waits for running handlers before handing their jobs back. */
  stopTimeoutMs?: number
}

const DEFAULTS = { pollIntervalMs: 1000, maintenanceIntervalSeconds: 15, stopTimeoutMs: 10_000 }

/**
 * On PGlite every job is sent by this process, which wakes its worker, so polling is only a
 * backstop (retries whose delay ran out). It must be rare: PGlite runs each query on the main
 * thread, and a fetch three times a second stalled live interview calls (end-of-answer
 * detection slipped ~240 ms at 40 calls instead of ~5 ms; bench 'interview calls').
 */
const PGLITE_POLL_INTERVAL_MS = 30_000

/** After a delayed job's due time: pg-boss compares it with the database's clock. */
const DUE_WAKE_MARGIN_MS = 100

/**
 * The durable job queue (docs/adr/0050) on pg-boss, in the server's own database: PostgreSQL
 * through its pool, PGlite through its client (pg-boss's `db` option). Creates pg-boss's schema
 * on first start and every queue with its policy and dead letter queue. On PGlite it first
 * returns the jobs a crashed process left active; on PostgreSQL other nodes may be running
 * those, so they come back by expiry.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<PgBossJobQueue> {
  const settings = {
    ...DEFAULTS,
    ...(options.database.kind === 'pglite' ? { pollIntervalMs: PGLITE_POLL_INTERVAL_MS } : {}),
    ...options,
  }
  const db = trackedBossDb(options.database.executeSql)
  const boss = new PgBoss({
    db,
    schema: BOSS_SCHEMA,
    // Cron scheduling would add its own queue, worker and clock checks; nothing here uses it.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  })
  boss.on('error', (error) => options.logger.error({ err: error }, 'Job queue maintenance failed'))
  // In the database's startup turn: two nodes creating the same queues at once deadlock.
  await options.database.startupTurn(async () => {
    await boss.start()
    try {
      await createQueues(boss, options.policies ?? QUEUE_POLICIES)
    } catch (error) {
      await boss.stop({ graceful: false, close: false })
      throw error
    }
  })
  try {
    if (options.database.kind === 'pglite') {
      const returned = await returnActiveJobs(db)
      if (returned.length > 0) {
        options.logger.warn({ jobs: returned }, 'Returned jobs a stopped process left running')
      }
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: false })
    throw error
  }
  return new PgBossJobQueue(boss, db, options.logger, settings)
}

/** createQueue keeps an existing queue as it was, so the policy is written again each start. */
async function createQueues(boss: PgBoss, policies: Record<QueueName, QueuePolicy>) {
  for (const name of QUEUE_NAMES) {
    const policy = policies[name]
    const deadLetter = deadLetterQueueOf(name)
    const queue = {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff ?? true,
      expireInSeconds: policy.expireInSeconds,
      deadLetter,
    }
    await boss.createQueue(deadLetter, { name: deadLetter })
    await boss.createQueue(name, queue)
    await boss.updateQueue(name, queue)
  }
}

export class PgBossJobQueue implements JobQueue {
  private readonly workers = new Map<QueueName, QueueWorker<QueueName>>()
  private stopped: Promise<void> | undefined

  constructor(
    private readonly boss: PgBoss,
    private readonly db: TrackedBossDb,
    private readonly logger: Logger,
    private readonly settings: typeof DEFAULTS,
  ) {}

  async send<N extends QueueName>(
    name: N,
    data: QueuePayloads[N],
    options: SendOptions = {},
  ): Promise<void> {
    const id = await this.boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      // As a moment, not a number of seconds: pg-boss's insert uses its startAfter placeholder
      // both as text and as a timestamp, and inside a transaction (toDrizzleSql) each use is
      // its own parameter, so seconds ('960') would be bound as a timestamp and refused.
      ...(options.startAfterSeconds
        ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
        : {}),
      ...(options.tx ? { db: transactionBossDb(options.tx) } : {}),
    })
    // pg-boss answers null for a duplicate id, and also when the queue is missing.
    if (id === null && !options.id) throw new Error(`The job queue ${name} does not exist.`)
    // A job sent in a transaction is visible only after its commit. On PGlite the woken
    // worker's fetch waits for that transaction to end, so it finds the job; on PostgreSQL it
    // may run first and miss it, and the next poll (1 s) finds it.
    this.workers.get(name)?.wake()
    // A delayed job is due later: its worker is woken then too, or PGlite's rare poll would find
    // it up to 30 s late (a queued phone call looks for room every few seconds).
    if (options.startAfterSeconds)
      setTimeout(
        () => this.workers.get(name)?.wake(),
        options.startAfterSeconds * 1000 + DUE_WAKE_MARGIN_MS,
      ).unref()
  }

  async work<N extends QueueName>(name: N, handler: JobHandler<N>): Promise<void> {
    if (this.stopped) throw new Error('The job queue is stopped.')
    if (this.workers.has(name)) throw new Error(`The queue ${name} already has a worker.`)
    const worker = new QueueWorker(name, handler, {
      boss: this.boss,
      logger: this.logger,
      pollIntervalMs: this.settings.pollIntervalMs,
    })
    this.workers.set(name, worker as unknown as QueueWorker<QueueName>)
    worker.start()
  }

  /**
   * For tests that drive the queue by hand: runs this queue's jobs, retries included (their
   * delays skipped), until none is left. Returns how many runs it made.
   */
  async runQueuedJobs<N extends QueueName>(name: N, handler: JobHandler<N>): Promise<number> {
    let runs = 0
    for (;;) {
      const job = await fetchJob(this.boss, name, { ignoreStartAfter: true })
      if (!job) return runs
      await runJob(this.boss, this.logger, name, job, handler)
      runs += 1
    }
  }

  stop(): Promise<void> {
    return (this.stopped ??= this.shutDown())
  }

  private async shutDown(): Promise<void> {
    const workers = [...this.workers.values()]
    const allDone = Promise.all(workers.map((worker) => worker.stop())).then(() => true)
    let timer: NodeJS.Timeout | undefined
    const outOfTime = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.settings.stopTimeoutMs)
    })
    const finished = await Promise.race([allDone, outOfTime])
    clearTimeout(timer)
    if (!finished) {
      // Still running: hand the jobs back so the next start (or another node) runs them again.
      const running = workers.flatMap((worker) =>
        worker.current ? [{ name: worker.name, id: worker.current }] : [],
      )
      const returned = await returnActiveJobs(this.db, running)
      this.logger.warn({ jobs: returned }, 'Stopped with jobs still running; returned them')
    }
    await this.boss.stop({ graceful: false, close: false })
    await this.db.settled()
  }
}
