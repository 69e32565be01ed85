import type PgBoss from 'pg-boss'
import type { Logger } from '../logger'
import type { JobContext, JobHandler, QueueName, QueuePayloads } from './job-queue'
import { deadLetterQueueOf } from './queue-policies'

type FetchedJob<N extends QueueName> = PgBoss.JobWithMetadata<QueuePayloads[N]>

/**
 * Fetches the next job of a queue (with the retry metadata lastAttempt needs). ignoreStartAfter
 * also takes jobs still waiting out a retry delay (tests that run the queue by hand).
 */
export async function fetchJob<N extends QueueName>(
  boss: PgBoss,
  name: N,
  options: { ignoreStartAfter?: boolean } = {},
): Promise<FetchedJob<N> | undefined> {
  const [job] = await boss.fetch<QueuePayloads[N]>(name, { includeMetadata: true, ...options })
  return job
}

/**
 * One run of one job: the handler, bounded by the job's expiry (after that pg-boss's
 * maintenance would hand it to another run anyway), then complete or fail, both awaited so a
 * stopping queue never closes the database under them. A failure is retried by pg-boss with
 * backoff; on the last attempt it goes to the queue's dead letter queue.
 */
export async function runJob<N extends QueueName>(
  boss: PgBoss,
  logger: Logger,
  name: N,
  job: FetchedJob<N>,
  handler: JobHandler<N>,
): Promise<void> {
  const context: JobContext = {
    jobId: job.id,
    retryCount: job.retryCount,
    lastAttempt: job.retryCount >= job.retryLimit,
  }
  try {
    await withinSeconds(handler(job.data, context), Number(job.expireInSeconds))
  } catch (error) {
    const fields = { err: error, queue: name, jobId: job.id, retryCount: job.retryCount }
    if (context.lastAttempt) {
      logger.error(
        { ...fields, deadLetterQueue: deadLetterQueueOf(name) },
        'Job given up after its last attempt; kept in its dead letter queue',
      )
    } else {
      logger.warn(fields, 'Job failed; it will be retried')
    }
    await boss.fail(name, job.id, error as object)
    return
  }
  await boss.complete(name, job.id)
}

async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The job ran past its expiry of ${seconds} s.`)),
      seconds * 1000,
    )
  })
  try {
    await Promise.race([work, expired])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One queue's fetch loop in this process: a job at a time, the next fetched as soon as one is
 * done, otherwise a poll every pollIntervalMs (wake() cuts the wait short after a local send).
 * pg-boss 10's own work() completes jobs without awaiting and cannot wait for a fetch in flight
 * when stopping, hence this small loop over its fetch/complete/fail.
 */
export class QueueWorker<N extends QueueName> {
  private stopping = false
  private loop: Promise<void> | undefined
  private endWait: (() => void) | undefined
  /** The id of the job being handled, if any: a stop that runs out of time hands it back. */
  current: string | undefined

  constructor(
    readonly name: N,
    private readonly handler: JobHandler<N>,
    private readonly deps: { boss: PgBoss; logger: Logger; pollIntervalMs: number },
  ) {}

  start(): void {
    this.loop ??= this.run()
  }

  wake(): void {
    this.endWait?.()
  }

  /** Takes no new job; resolves when the job in hand (if any) is finished and recorded. */
  stop(): Promise<void> {
    this.stopping = true
    this.wake()
    return this.loop ?? Promise.resolve()
  }

  private async run(): Promise<void> {
    const { boss, logger } = this.deps
    while (!this.stopping) {
      let handled = false
      try {
        const job = await fetchJob(boss, this.name)
        if (job) {
          this.current = job.id
          await runJob(boss, logger, this.name, job, this.handler)
          handled = true
        }
      } catch (error) {
        // The database went away or answered oddly: the job (if any) expires and is retried.
        logger.error({ err: error, queue: this.name }, 'Job queue worker could not record a job')
      } finally {
        this.current = undefined
      }
      if (!handled && !this.stopping) await this.wait(this.deps.pollIntervalMs)
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endWait?.(), ms)
      this.endWait = () => {
        clearTimeout(timer)
        this.endWait = undefined
        resolve()
      }
    })
  }
}
