/**
 * The load generator of the interview benchmark, run as its own process so its CPU is not
 * counted as the server's: werift callers that connect to the given call endpoints, wait for
 * the recruiter to listen (after a question or the read-back), speak a recorded answer and
 * repeat, until the closing. Reads a JSON job on stdin and prints one JSON report on stdout.
 */
import { SAMPLE_RATE, encodeOpusFrames } from '../server/interview/voice'
import type { ServerSignal } from '../contract/interview'
import { callInterview } from '../tests/support/interview-caller'
import { answersTurn, type CallerReport } from './caller-job'
import { runCallers } from './run-callers'

/** True once the nth turn to answer is followed by the recruiter listening. */
function listeningAfterTurn(signals: ServerSignal[], n: number): boolean {
  let turns = 0
  let afterNth = false
  for (const signal of signals) {
    if (signal.type === 'caption' && answersTurn(signal.kind)) {
      turns++
      afterNth = turns === n
    } else if (afterNth && signal.type === 'state' && signal.phase === 'listening') {
      return true
    }
  }
  return false
}

/** The recruiter said its closing: the interview is over, nothing more to answer. */
const closed = (signals: ServerSignal[]) =>
  signals.some((signal) => signal.type === 'caption' && signal.kind === 'closing')

async function runCall(
  endpoint: string,
  accessToken: string,
  origin: string,
  frames: Uint8Array[],
  markIndex: number,
  answers: number,
): Promise<CallerReport> {
  const report: CallerReport = { endpoint, connectMs: null, lastVoicedSentAt: [] }
  const started = performance.now()
  try {
    const caller = await callInterview(endpoint, { origin, accessToken })
    await caller.connected
    report.connectMs = Math.round(performance.now() - started)
    for (let i = 0; i < answers; i++) {
      // The (i+1)th turn (a question, or the read-back) has been said and the recruiter listens.
      await caller.waitFor(
        () => listeningAfterTurn(caller.signals, i + 1) || closed(caller.signals),
        60_000,
      )
      if (closed(caller.signals)) break
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

void runCallers({
  sampleRate: SAMPLE_RATE,
  prepare: encodeOpusFrames,
  runCall: ({ endpoint, accessToken }, job, answer) =>
    runCall(
      endpoint,
      accessToken ?? '',
      job.origin,
      answer.frames,
      answer.markIndex,
      job.answersPerCall,
    ),
})
