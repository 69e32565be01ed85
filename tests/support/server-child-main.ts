import { AsyncLocalStorage } from 'node:async_hooks'
import type { Clock } from '../../server/clock'
import type { JobHandler, QueueName } from '../../server/queue/job-queue'
import { handlerEntries, type JobHandlers } from '../../server/queue/register-workers'
import { startServer } from '../../server/start-server'

/**
 * The real server in a child process, for tests that kill it (started by server-child.ts).
 * Configured from the environment like main.ts, on a free port, logging to stderr, plus:
 *
 * - SLOW_JOBS_MS: every job handler waits this long before doing its work (so a test can kill
 *   the server while a job runs).
 * - PAUSE_JOB_AT: `<queue>@<n>` freezes the whole process, as a hung machine, at the n-th time a
 *   run of that queue's handler reads the clock (the profile analysis reads it as it begins and
 *   before each stage writes, so n picks the stage); `<queue>@end` freezes it after the handler
 *   returned, before the queue records the job finished. It prints {event: 'job-paused', queue,
 *   at, jobId} first; only a kill ends it. Test-only: the server's handlers run unchanged, inside
 *   an async context that this file's clock (passed to startServer) recognises.
 *
 * Prints one JSON line per event on stdout: {event: 'ready', url}, then for every job run
 * {event: 'job-started' | 'job-finished', queue, data, jobId, retryCount, lastAttempt}.
 * SIGTERM closes the server as main.ts does.
 */

// Writes to a pipe are synchronous on Linux: a line is out before the process freezes.
const emit = (event: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ event, ...fields })}\n`)

const slowJobsMs = Number(process.env.SLOW_JOBS_MS ?? 0)

const pause = /^(?<queue>[a-z-]+)@(?<at>end|\d+)$/.exec(process.env.PAUSE_JOB_AT ?? '')?.groups

/** The job run a clock read is made for (the handler's own async context), if any. */
interface JobRun {
  queue: QueueName
  jobId: string
  clockReads: number
}
const currentRun = new AsyncLocalStorage<JobRun>()

/** Blocks this thread for good: no timer, socket or query of this process runs again. */
function freeze(run: JobRun, at: string): never {
  emit('job-paused', { queue: run.queue, at, jobId: run.jobId })
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
}

const clock: Clock = {
  now: () => {
    const run = currentRun.getStore()
    if (run && pause?.queue === run.queue) {
      run.clockReads += 1
      if (String(run.clockReads) === pause.at) freeze(run, `clock-read-${run.clockReads}`)
    }
    return new Date()
  },
}

function announced<N extends QueueName>(name: N, handler: JobHandler<N>): JobHandler<N> {
  return async (data, context) => {
    emit('job-started', { queue: name, data, ...context })
    await new Promise((resolve) => setTimeout(resolve, slowJobsMs))
    const run: JobRun = { queue: name, jobId: context.jobId, clockReads: 0 }
    await currentRun.run(run, () => handler(data, context))
    if (pause?.queue === name && pause.at === 'end') freeze(run, 'end')
    emit('job-finished', { queue: name, data, ...context })
  }
}

const server = await startServer({
  port: 0,
  logDestination: process.stderr,
  clock,
  jobHandlers: (handlers): JobHandlers =>
    Object.fromEntries(handlerEntries(handlers).map(([name, run]) => [name, announced(name, run)])),
})
emit('ready', { url: server.url })

process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
})
