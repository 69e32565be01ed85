import { AsyncLocalStorage } from 'node:async_hooks'
import { createInterface } from 'node:readline'
import type { Clock } from '../../server/clock'
import type { JobHandler, QueueName } from '../../server/queue/job-queue'
import { handlerEntries, type JobHandlers } from '../../server/queue/handler-entries'
import { openDatabase } from '../../server/db/client'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import { finalPreferences } from '../../server/interview/dialogue'
import type { SlotValues } from '../../server/interview/extract'
import { completeEngagement, findEngagement } from '../../server/services/engagements'
import { startServer } from '../../server/start-server'
import { installQueryPause, type PausePoint } from './query-pause'

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
 * - Commands, one JSON line each on stdin (PostgreSQL only, DATABASE_URL):
 *   {command: 'pause-transaction', at: 'before-commit' | 'after-commit', marker} arms a freeze
 *   of the whole process in the next transaction whose SQL matches the marker (query-pause.ts),
 *   printing {event: 'armed'} at once and {event: 'transaction-paused', at} when it freezes;
 *   {command: 'complete-engagement', engagementId, slots} ends the interview as the live session
 *   does (completeEngagement with these answers, in this process), printing
 *   {event: 'engagement-completed', completed}.
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

const queryPause = installQueryPause((pause, sql) => {
  emit('transaction-paused', { at: pause.at, marker: pause.marker.source, sql })
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
})
const databaseUrl = process.env.DATABASE_URL
const database = databaseUrl ? await openDatabase({ url: databaseUrl }) : undefined

type Command =
  | { command: 'pause-transaction'; at: PausePoint; marker: string }
  | { command: 'complete-engagement'; engagementId: string; slots: SlotValues }

async function run(command: Command): Promise<void> {
  if (command.command === 'pause-transaction') {
    queryPause.arm({ at: command.at, marker: new RegExp(command.marker, 'i') })
    emit('armed', { at: command.at, marker: command.marker })
    return
  }
  if (!database) throw new Error('complete-engagement needs DATABASE_URL (PostgreSQL).')
  const row = await findEngagement(database.db, command.engagementId)
  if (!row) throw new Error('The engagement was not stored.')
  const progress = readEngagementProgress(row)
  const state = { ...progress.state, collected: command.slots }
  const completed = await completeEngagement(
    database.db,
    server.queue,
    command.engagementId,
    { ...progress, slots: command.slots, state, preferences: finalPreferences(state) },
    clock.now(),
  )
  emit('engagement-completed', { completed })
}

createInterface({ input: process.stdin }).on('line', (line) => {
  run(JSON.parse(line) as Command).catch((error: unknown) => {
    emit('command-failed', { message: error instanceof Error ? error.message : String(error) })
  })
})

process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
})
