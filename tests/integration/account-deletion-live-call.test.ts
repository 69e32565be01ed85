import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../contract/endpoints'
import { blobErasures, engagements } from '../../server/db/schema'
import {
  FRAME_SAMPLES,
  SAMPLE_RATE,
  encodeOpusFrames,
  levelDb,
  resample,
  synthesise,
} from '../../server/interview/voice'
import { concatSignals, noise } from '../support/test-signals'
import type { AnswerRecord } from '../../server/interview/agent/interview-record'
import {
  callInterview,
  isCaption,
  type CaptionSignal as Caption,
  type InterviewCaller,
} from '../support/interview-caller'
import { databaseTables, rowsMentioning } from './support/candidate-traces'
import {
  createEngagementOverHttp,
  eventually,
  signInOverHttp,
  useRunningServer,
} from './support/running-server'

/**
 * DeleteCandidate during a live interview, on a real server (PostgreSQL, embedded Azurite, the
 * real recruiter and its job workers): the recruiter records a spoken answer, the candidate
 * deletes their account, the call ends, and the recording and every row go by themselves.
 */

const running = useRunningServer({ database: 'postgres' })

/** Calls can be slow on a 2-core machine: the greeting alone is ~9 s of real-time audio. */
const CALL_TIMEOUT_MS = 90_000

let spoken: Uint8Array[]

beforeAll(async () => {
  const pcm = await synthesise('I want to drive a forklift on first shift.')
  const speech = resample(pcm.samples, pcm.sampleRate, SAMPLE_RATE)
  let onset = 0
  while (
    onset * FRAME_SAMPLES < speech.length &&
    levelDb(speech.subarray(onset * FRAME_SAMPLES, (onset + 1) * FRAME_SAMPLES)) < -40
  )
    onset += 1
  spoken = encodeOpusFrames(
    concatSignals([noise(400, -65), speech.subarray(onset * FRAME_SAMPLES)]),
  )
}, 60_000)

const callers: InterviewCaller[] = []
afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.drop()
})

async function nextCaption(caller: InterviewCaller, from: number): Promise<Caption> {
  const signal = await caller.waitFor(
    (s) => caller.signals.indexOf(s) >= from && isCaption(s),
    30_000,
  )
  if (!isCaption(signal)) throw new Error('not a caption')
  return signal
}

describe('deleting an account during a live interview', () => {
  it(
    'ends the call, and erases the recording and every row of the candidate',
    async () => {
      const nationalNumber = '2065583001'
      const who = await signInOverHttp(running.server, nationalNumber)
      const setup = await createEngagementOverHttp(running.server, who)
      const caller = await callInterview(setup.callEndpointUri, {
        origin: running.server.url,
        accessToken: who.accessToken,
      })
      callers.push(caller)
      await nextCaption(caller, 0)
      // Typed during the greeting, a greeting fills nothing: the first question comes at once.
      let from = caller.signals.length
      caller.send({ type: 'text', text: 'Hello' })
      const question = await nextCaption(caller, from)
      await caller.waitFor(
        (s) =>
          caller.signals.indexOf(s) > caller.signals.indexOf(question) &&
          s.type === 'state' &&
          s.phase === 'listening',
        30_000,
      )
      from = caller.signals.length
      await caller.speak(spoken)
      await nextCaption(caller, from)

      const answers = async () => {
        const [row] = await running.db
          .select({ answers: engagements.answers })
          .from(engagements)
          .where(eq(engagements.id, setup.engagementId))
        return (row?.answers ?? []) as AnswerRecord[]
      }
      const recorded = await eventually(answers, (list) => list.some((a) => a.recording))
      const recording = recorded.find((answer) => answer.recording)?.recording ?? ''
      expect(recording.startsWith(`interviews/${setup.engagementId}/`)).toBe(true)
      await eventually(
        () => running.server.blobs.stat(recording),
        (stat) => stat !== undefined,
      )

      const deleted = await fetch(
        `${running.server.url}${endpoints.deleteCandidate.path}?candidateId=${who.userId}`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${who.accessToken}`,
          },
          body: JSON.stringify({ reasons: ["I'm concerned about privacy"], otherReason: '' }),
        },
      )
      expect(deleted.status).toBe(200)

      // The call ends, and the token is dead.
      expect(typeof (await caller.closed)).toBe('number')
      const after = await fetch(
        `${running.server.url}${endpoints.getDetails.path}?candidateId=${who.userId}`,
        { headers: { Authorization: `Bearer ${who.accessToken}` } },
      )
      expect(after.status).toBe(401)

      // The server's own worker erases the recording.
      const left = await eventually(
        () => running.server.blobs.list(`interviews/${setup.engagementId}/`),
        (names) => names.length === 0,
      )
      expect(left).toEqual([])
      expect(await running.server.blobs.list(`${who.userId}/`)).toEqual([])

      // No row names them, but the erasure's own to-do list, kept for its final sweep.
      const tables = await databaseTables(running.db)
      const counts = await rowsMentioning(running.db, tables, [
        who.userId,
        setup.engagementId,
        nationalNumber,
      ])
      expect(Object.entries(counts).filter(([, count]) => count > 0)).toEqual([
        ['public.blob_erasures', 1],
      ])
      const [todo] = await running.db.select().from(blobErasures)
      expect(todo?.prefixes).toEqual([`${who.userId}/`, `interviews/${setup.engagementId}/`])
    },
    CALL_TIMEOUT_MS,
  )
})
