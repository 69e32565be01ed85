import { expect } from 'vitest'
import type { ServerSignal } from '../../../contract/interview'
import { SLOT_PROMPTS } from '../../../server/interview/dialogue'
import { SAMPLE_RATE, encodeOpusFrames, resample } from '../../../server/interview/voice'
import { concatSignals, noise } from '../../support/test-signals'
import type { RunningServer } from '../../../server/start-server'
import { callInterview, type InterviewCaller } from '../../support/interview-caller'
import { createEngagementOverHttp, signInOverHttp } from './running-server'

type Caption = Extract<ServerSignal, { type: 'caption' }>

/** The first caption the caller got at or after signal number `from`. */
export const nextCaption = (
  caller: InterviewCaller,
  from: number,
  timeoutMs = 30_000,
): Promise<Caption> =>
  caller.waitFor(
    (signal) => caller.signals.indexOf(signal) >= from && signal.type === 'caption',
    timeoutMs,
  ) as Promise<Caption>

/** Speech as a browser's microphone sends it: a quiet room around the words, Opus at 48 kHz. */
export function spokenAnswerFrames(samples: Int16Array, sampleRate: number): Uint8Array[] {
  return encodeOpusFrames(
    concatSignals([noise(400, -65), resample(samples, sampleRate, SAMPLE_RATE), noise(200, -65)]),
  )
}

/**
 * A new candidate on a live browser call, up to the recruiter listening for the answer to the
 * first question (the job question); 'Hello' typed over the greeting skips it. The caller is
 * added to `callers`, for the suite to drop after each test.
 */
export async function callToFirstQuestion(
  server: Pick<RunningServer, 'url'>,
  nationalNumber: string,
  callers: InterviewCaller[],
): Promise<{ caller: InterviewCaller; engagementId: string; question: Caption }> {
  const candidate = await signInOverHttp(server, nationalNumber)
  const setup = await createEngagementOverHttp(server, candidate)
  const caller = await callInterview(setup.callEndpointUri, {
    origin: server.url,
    accessToken: candidate.accessToken,
  })
  callers.push(caller)

  await nextCaption(caller, 0)
  const from = caller.signals.length
  caller.send({ type: 'text', text: 'Hello' })
  const question = await nextCaption(caller, from)
  expect(question.text).toBe(SLOT_PROMPTS.jobTypes.question)
  await caller.waitFor(
    (signal) =>
      caller.signals.indexOf(signal) > caller.signals.indexOf(question) &&
      signal.type === 'state' &&
      signal.phase === 'listening',
    30_000,
  )
  return { caller, engagementId: setup.engagementId, question }
}
