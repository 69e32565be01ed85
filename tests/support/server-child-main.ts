import type { JobHandler, QueueName } from '../../server/queue/job-queue'
import { handlerEntries, type JobHandlers } from '../../server/queue/register-workers'
import { startServer } from '../../server/start-server'

/**
 * The real server in a child process, for tests that kill it (started by server-child.ts).
 * Configured from the environment like main.ts, on a free port, logging to stderr, plus:
 *
 * - SLOW_JOBS_MS: every job handler waits this long before doing its work (so a test can kill
 *   the server while a job runs).
 *
 * Prints one JSON line per event on stdout: {event: 'ready', url}, then for every job run
 * {event: 'job-started' | 'job-finished', queue, data, jobId, retryCount, lastAttempt}.
 * SIGTERM closes the server as main.ts does.
 */

const emit = (event: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ event, ...fields })}\n`)

const slowJobsMs = Number(process.env.SLOW_JOBS_MS ?? 0)

function announced<N extends QueueName>(name: N, handler: JobHandler<N>): JobHandler<N> {
  return async (data, context) => {
    emit('job-started', { queue: name, data, ...context })
    await new Promise((resolve) => setTimeout(resolve, slowJobsMs))
    await handler(data, context)
    emit('job-finished', { queue: name, data, ...context })
  }
}

const server = await startServer({
  port: 0,
  logDestination: process.stderr,
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
