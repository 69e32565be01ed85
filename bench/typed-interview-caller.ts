/**
 * One candidate's interview for the profile analysis benchmark, run as its own process so the
 * werift caller's work (DTLS, RTP, closing the peer) is not on the server's event loop, as a
 * browser's would not be: connects to the call endpoint, types one answer once greeted, and
 * ends the interview once the recruiter has taken it. Reads a JSON job on stdin and prints one
 * JSON report on stdout.
 */
import * as v from 'valibot'
import type { ServerSignal } from '../contract/interview'
import { callInterview } from '../tests/support/interview-caller'

const jobSchema = v.object({
  origin: v.string(),
  endpoint: v.string(),
  /** The sign-in that agreed: the signalling socket's hello proves it (docs/adr/0090). */
  accessToken: v.string(),
  answer: v.string(),
  timeoutMs: v.number(),
})

export interface TypedInterviewReport {
  /** When the recruiter said 'completed' (epoch ms); null when the call failed. */
  completedAt: number | null
  error?: string
}

const isCaption = (signal: ServerSignal) => signal.type === 'caption'

async function interview(job: v.InferOutput<typeof jobSchema>): Promise<number> {
  const caller = await callInterview(job.endpoint, {
    origin: job.origin,
    accessToken: job.accessToken,
  })
  try {
    await caller.waitFor(isCaption, job.timeoutMs)
    const from = caller.signals.length
    caller.send({ type: 'text', text: job.answer })
    // The recruiter's next turn (a question, the read-back or the closing) means the answer was
    // taken; End interview then ends it there, as the latency measured starts at its end.
    await caller.waitFor(
      (signal) => caller.signals.indexOf(signal) >= from && isCaption(signal),
      job.timeoutMs,
    )
    caller.send({ type: 'end' })
    await caller.waitFor(
      (signal) => signal.type === 'state' && signal.phase === 'completed',
      job.timeoutMs,
    )
    return Date.now()
  } finally {
    await caller.drop()
  }
}

async function main() {
  let input = ''
  for await (const chunk of process.stdin) input += String(chunk)
  const job = v.parse(jobSchema, JSON.parse(input))
  let report: TypedInterviewReport
  try {
    report = { completedAt: await interview(job) }
  } catch (error) {
    report = { completedAt: null, error: error instanceof Error ? error.message : String(error) }
  }
  process.stdout.write(`${JSON.stringify(report)}\n`)
  process.exit(0)
}

void main()
