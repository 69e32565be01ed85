import type { JobHandler, QueueName } from './job-queue'
import { QUEUE_NAMES } from './queue-policies'

/** A handler per queue this server works; a queue without one is only sent to from here. */
export type JobHandlers = { [N in QueueName]?: JobHandler<N> }

/** The handlers as [queue, handler] pairs, in QUEUE_NAMES order. */
export function handlerEntries(handlers: JobHandlers): Array<[QueueName, JobHandler<QueueName>]> {
  // JobHandlers pairs each name with its own payload type; TypeScript cannot follow that
  // pairing through a loop over the names.
  return QUEUE_NAMES.flatMap((name) => {
    const handler = handlers[name] as JobHandler<QueueName> | undefined
    return handler ? [[name, handler] as [QueueName, JobHandler<QueueName>]] : []
  })
}
