/**
 * The load generator of the interview benchmark, run as its own process so its CPU is not
 * counted as the server's: werift callers that connect to the given call endpoints, wait for
 * the recruiter to listen, speak a recorded answer and repeat. Reads a JSON job on stdin and
 * prints one JSON report on stdout.
 */
import * as v from 'valibot'
import {
  FRAME_MS,
  FRAME_SAMPLES,
  SAMPLE_RATE,
  VoiceActivityDetector,
  encodeOpusFrames,
  resample,
  synthesise,
} from '../server/interview/voice'
import type { ServerSignal } from '../contract/interview'
import { callInterview } from '../tests/support/interview-caller'

const jobSchema = v.object({
  origin: v.string(),
  endpoints: v.array(v.string()),
  answersPerCall: v.number(),
  /** Spread the starts so the calls do not all answer in the same 20 ms. */
  staggerMs: v.number(),
})

export interface CallerReport {
  endpoint: string
  connectMs: number | null
  /** Per spoken answer: when the last voiced frame was sent (epoch ms). */
  lastVoicedSentAt: number[]
  error?: string
}

const ANSWER_TEXT = 'I would like to work as a forklift operator on the first shift, close to home.'

/** The index of the last 20 ms frame the server's VAD would call voiced. */
function lastVoicedFrame(pcm: Int16Array): number {
  const vad = new VoiceActivityDetector()
  const lead = new Int16Array(SAMPLE_RATE) // 1 s of silence: the floor is learned as in a call
  let last = -1
  const feed = new Int16Array(lead.length + pcm.length + SAMPLE_RATE * 2)
  feed.set(pcm, lead.length)
  for (let i = 0; i < feed.length; i += FRAME_SAMPLES) {
    for (const event of vad.push(feed.subarray(i, i + FRAME_SAMPLES))) {
      if (event.type === 'speechEnd') last = event.speechAtMs
    }
  }
  return Math.max(0, Math.round((last - 1000) / FRAME_MS) - 1)
}

/** True once the nth question's caption is followed by the recruiter listening. */
function listeningAfterQuestion(signals: ServerSignal[], n: number): boolean {
  let questions = 0
  let afterNth = false
  for (const signal of signals) {
    if (signal.type === 'caption' && signal.kind !== 'greeting') {
      questions++
      afterNth = questions === n
    } else if (afterNth && signal.type === 'state' && signal.phase === 'listening') {
      return true
    }
  }
  return false
}

async function runCall(
  endpoint: string,
  origin: string,
  frames: Uint8Array[],
  markIndex: number,
  answers: number,
): Promise<CallerReport> {
  const report: CallerReport = { endpoint, connectMs: null, lastVoicedSentAt: [] }
  const started = performance.now()
  try {
    const caller = await callInterview(endpoint, { origin })
    await caller.connected
    report.connectMs = Math.round(performance.now() - started)
    for (let i = 0; i < answers; i++) {
      // The (i+1)th question has been put and the recruiter has finished saying it.
      await caller.waitFor(() => listeningAfterQuestion(caller.signals, i + 1), 60_000)
      const { markSentAt } = await caller.speak(frames, markIndex)
      report.lastVoicedSentAt.push(markSentAt)
    }
    // Let the last answer be decided before hanging up.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await caller.hangUp()
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error)
  }
  return report
}

async function main() {
  let input = ''
  for await (const chunk of process.stdin) input += String(chunk)
  const job = v.parse(jobSchema, JSON.parse(input))
  const speech = await synthesise(ANSWER_TEXT)
  const pcm = resample(speech.samples, speech.sampleRate, SAMPLE_RATE)
  const frames = encodeOpusFrames(pcm)
  const markIndex = lastVoicedFrame(pcm)
  const reports = await Promise.all(
    job.endpoints.map(async (endpoint, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * job.staggerMs))
      return runCall(endpoint, job.origin, frames, markIndex, job.answersPerCall)
    }),
  )
  process.stdout.write(`${JSON.stringify(reports)}\n`)
  process.exit(0)
}

void main()
