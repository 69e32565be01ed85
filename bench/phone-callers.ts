/**
 * The load generator of the phone interview benchmark, in its own process so its CPU is not
 * counted as the server's: Twilio-side media streams (scripts/dev-phone) that answer the given
 * calls, wait for the recruiter to listen (after a question or the read-back), speak a recorded
 * answer as 8 kHz mu-law and repeat, until the closing.
 * Reads a JSON job on stdin and prints one JSON report on stdout (bench/run-callers.ts), like
 * interview-callers.ts.
 */
import { AGENT_SAMPLE_RATE } from '../server/interview/agent/agent-link'
import {
  answerStream,
  type CallerEvent,
  type TwilioStreamCaller,
} from '../scripts/dev-phone/twilio-stream-caller'
import { answersTurn, type CallerReport } from './caller-job'
import { runCallers } from './run-callers'

/** True once the nth turn to answer is followed by the recruiter listening. */
function listeningAfterTurn(events: readonly CallerEvent[], n: number): boolean {
  let turns = 0
  let afterNth = false
  for (const event of events) {
    if (event.type === 'caption' && answersTurn(event.caption.kind)) {
      turns++
      afterNth = turns === n
    } else if (afterNth && event.type === 'listening') {
      return true
    }
  }
  return false
}

/** The recruiter said its closing: the interview is over, nothing more to answer. */
const closed = (events: readonly CallerEvent[]) =>
  events.some((event) => event.type === 'caption' && event.caption.kind === 'closing')

async function runCall(
  call: { endpoint: string; callSid?: string | undefined },
  pcm: Int16Array,
  markIndex: number,
  answers: number,
): Promise<CallerReport> {
  const report: CallerReport = { endpoint: call.endpoint, connectMs: null, lastVoicedSentAt: [] }
  const started = Date.now()
  let caller: TwilioStreamCaller | undefined
  try {
    // Epoch milliseconds, as the server's timestamps are compared in (bench/groups).
    caller = await answerStream(call.endpoint, { callSid: call.callSid ?? '', now: Date.now })
    const opened = caller
    await opened.waitFor((event) => event.type === 'caption', { timeoutMs: 60_000 })
    // The caption mark comes before the greeting's audio; connected means hearing it.
    for (let waited = 0; opened.media.length === 0 && waited < 60_000; waited += 5)
      await new Promise((resolve) => setTimeout(resolve, 5))
    report.connectMs = Math.round((opened.media[0]?.at ?? Date.now()) - started)
    for (let i = 0; i < answers; i++) {
      const current = caller
      // The (i+1)th turn (a question, or the read-back) has been said and the recruiter listens.
      await current.waitFor(
        () => listeningAfterTurn(current.events, i + 1) || closed(current.events),
        { timeoutMs: 60_000 },
      )
      if (closed(current.events)) break
      const said = await current.say(pcm)
      const markSentAt = said.frameSentAt[markIndex]
      if (markSentAt !== undefined) report.lastVoicedSentAt.push(markSentAt)
    }
    // Let the last answer be decided before hanging up.
    await new Promise((resolve) => setTimeout(resolve, 1500))
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error)
  } finally {
    await caller?.hangUp()
  }
  return report
}

void runCallers({
  sampleRate: AGENT_SAMPLE_RATE,
  prepare: (pcm) => pcm,
  runCall: (call, job, answer) =>
    runCall(call, answer.frames, answer.markIndex, job.answersPerCall),
})
