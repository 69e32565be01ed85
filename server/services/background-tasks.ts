import type { Logger } from '../logger'

/**
 * Work that outlives the request (resume analysis). A failure is logged, never thrown into the
 * void; idle() lets shutdown (and tests) wait for what is running before closing the database.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void
  idle(): Promise<void>
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>()
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, 'Background task failed'),
        )
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
