import { createHash } from 'node:crypto'
import type { JobQueue, QueuePayloads } from './job-queue'

const HOUR_MS = 60 * 60 * 1000

/** Any fixed UUID: it only keeps these job ids apart from other name-based ones. */
const JOB_ID_NAMESPACE = Buffer.from('4b0e8f2a91c34d6e8a7b5c1d2e3f4a5b', 'hex')

/**
 * A name-based (version 5) UUID: every node names the same hour's job alike, and every run of a
 * job the job it sends next.
 */
export function uuidFromName(name: string): string {
  const hash = createHash('sha1').update(JOB_ID_NAMESPACE).update(name).digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The queues of a sweep run once an hour, whose payload names the hour. */
type HourlyQueue = {
  [N in keyof QueuePayloads]: QueuePayloads[N] extends { hour: string } ? N : never
}[keyof QueuePayloads]

/**
 * Queues this hour's run of a sweep. Each node's hourly timer calls this; the job's id is the
 * hour's, so the queue keeps one run per hour however many nodes ask.
 */
export async function queueHourlyRun(queue: JobQueue, name: HourlyQueue, now: Date): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString()
  await queue.send(name, { hour }, { id: uuidFromName(`${name} ${hour}`) })
}
