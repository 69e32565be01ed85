/**
 * The load generator of the interview benchmark, run as its own process so its CPU is not
 * counted as the server's: werift callers that connect to the given call endpoints, wait for
 * the recruiter to listen, speak a recorded answer and repeat. Reads a JSON job on stdin and
 * prints one JSON report on stdout.
 */
import * as v from 'valibot'
import { SAMPLE_RATE, encodeOpusFrames, resample, synthesise } from '../server/interview/voice'
import type { ServerSignal } from '../contract/interview'
import { callInterview } from '../tests/support/interview-caller'
import { ANSWER_TEXT, callerJobSchema, type CallerReport } from './caller-job'
import { lastVoicedFrame } from './last-voiced-frame'

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
  const job = v.parse(callerJobSchema, JSON.parse(input))
  const speech = await synthesise(ANSWER_TEXT)
  const pcm = resample(speech.samples, speech.sampleRate, SAMPLE_RATE)
  const frames = encodeOpusFrames(pcm)
  const markIndex = lastVoicedFrame(pcm, SAMPLE_RATE)
  const reports = await Promise.all(
    job.calls.map(async ({ endpoint }, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * job.staggerMs))
      return runCall(endpoint, job.origin, frames, markIndex, job.answersPerCall)
    }),
  )
  process.stdout.write(`${JSON.stringify(reports)}\n`)
  process.exit(0)
}

void main()
