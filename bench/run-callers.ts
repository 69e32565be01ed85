import * as v from 'valibot'
import { resample, synthesise } from '../server/interview/voice'
import {
  ANSWER_TEXT,
  callerJobSchema,
  type CallerJob,
  type CallerOutput,
  type CallerReport,
} from './caller-job'
import { lastVoicedFrame } from './last-voiced-frame'

/** The answer every call speaks: ANSWER_TEXT at the caller's rate, and its last voiced frame. */
export interface SpokenAnswer<Frames> {
  /** The speech as the caller sends it (made once, shared by every call). */
  frames: Frames
  markIndex: number
}

/**
 * A caller process's main (bench/interview-callers.ts, bench/phone-callers.ts): reads the job on
 * stdin, synthesises the answer at `sampleRate`, starts each call `staggerMs` after the one
 * before, prints the reports and its own CPU time as one JSON line on stdout and exits.
 */
export async function runCallers<Frames>(options: {
  sampleRate: number
  /** The answer's PCM at sampleRate as the caller sends it (e.g. Opus packets). */
  prepare: (pcm: Int16Array) => Frames
  runCall: (
    call: CallerJob['calls'][number],
    job: CallerJob,
    answer: SpokenAnswer<Frames>,
  ) => Promise<CallerReport>
}): Promise<void> {
  let input = ''
  for await (const chunk of process.stdin) input += String(chunk)
  const job = v.parse(callerJobSchema, JSON.parse(input))
  const speech = await synthesise(ANSWER_TEXT)
  const pcm = resample(speech.samples, speech.sampleRate, options.sampleRate)
  const answer = {
    frames: options.prepare(pcm),
    markIndex: lastVoicedFrame(pcm, options.sampleRate),
  }
  const reports = await Promise.all(
    job.calls.map(async (call, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * job.staggerMs))
      return options.runCall(call, job, answer)
    }),
  )
  const output: CallerOutput = { reports }
  process.stdout.write(`${JSON.stringify(output)}\n`)
  // The benchmark stops sampling the server's CPU while this process is alive, then lets it go
  // (once reaped, its time is in the server's cutime, which the sampler never counts).
  if (process.send) process.once('message', () => process.exit(0))
  else process.exit(0)
}
