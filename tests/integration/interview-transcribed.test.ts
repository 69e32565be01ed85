import { eq } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { engagements } from '../../server/db/schema'
import { SLOT_PROMPTS } from '../../server/interview/dialogue'
import { synthesise } from '../../server/interview/voice'
import { type InterviewCaller } from '../support/interview-caller'
import { eventually, useRunningServer } from './support/running-server'
import { callToFirstQuestion, nextCaption, spokenAnswerFrames } from './support/live-interview'
import { useStandInTranscriber } from './support/stand-in-transcriber'

/**
 * With TRANSCRIBER set, a spoken answer is recorded, sent to the transcription endpoint, and
 * its words fill the slots like a typed answer. The endpoint here is a local stand-in speaking
 * the OpenAI /audio/transcriptions protocol (the real one is not reachable from tests).
 */
const TRANSCRIPT = 'I want forklift work on the night shift'
const env: Record<string, string> = {}
const transcriber = useStandInTranscriber(env)

// Registered after the stand-in, so the server starts with TRANSCRIBER set.
const running = useRunningServer({ database: 'postgres', env })

const callers: InterviewCaller[] = []
afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.drop()
})

it('understands a spoken answer through the transcriber and moves past what it filled', async () => {
  const pcm = await synthesise('Forklift work on nights, please.')
  const frames = spokenAnswerFrames(pcm.samples, pcm.sampleRate)
  const { caller, engagementId } = await callToFirstQuestion(running.server, '2065558990', callers)

  const from = caller.signals.length
  transcriber.queue(TRANSCRIPT)
  await caller.speak(frames)
  const next = await nextCaption(caller, from)
  // Job type and shift were both heard: the recruiter confirms and skips the shift question.
  expect(next.text).toMatch(/forklift/i)
  expect(next.text.endsWith(SLOT_PROMPTS.location.question)).toBe(true)
  expect(transcriber.uploads.at(-1)?.bytes.subarray(0, 4)).toEqual(new TextEncoder().encode('OggS'))

  const row = await eventually(
    async () =>
      (await running.db.select().from(engagements).where(eq(engagements.id, engagementId)))[0],
    (value) => (value?.answers as unknown[]).length === 2,
  )
  expect((row?.answers as Array<Record<string, unknown>>)[1]).toMatchObject({
    source: 'voice',
    text: TRANSCRIPT,
    slot: 'jobTypes',
  })
  expect(row?.slots).toMatchObject({
    jobTypes: ['Forklift Operator'],
    // The catalogue's shifts: a night shift is the third.
    shiftPreferences: ['third'],
  })
}, 90_000)
