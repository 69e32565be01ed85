import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { engagements } from '../../server/db/schema'
import type { AnswerRecord } from '../../server/interview/agent/interview-record'
import { SLOT_PROMPTS } from '../../server/interview/dialogue'
import { TRANSCRIPTION_TIMEOUT_MS } from '../../server/interview/transcribe/pocketsphinx-transcriber'
import type { TwilioStreamCaller } from '../../scripts/dev-phone/twilio-stream-caller'
import { type InterviewCaller } from '../support/interview-caller'
import { answeredPhoneInterview, fixtureAnswer } from './support/phone-call'
import { eventually, useRunningServer } from './support/running-server'
import { callToFirstQuestion, nextCaption, spokenAnswerFrames } from './support/live-interview'

/**
 * A recogniser that never answers: the server runs TRANSCRIBER=pocketsphinx with a stand-in
 * pocketsphinx_batch found first on PATH, which logs every utterance it is asked for and
 * answers none. A web answer then waits TRANSCRIPTION_TIMEOUT_MS, is kept as a recording
 * without text, and the recruiter moves on as when nothing was understood. A phone answer (8
 * kHz, heard with its answers confirmed) waits the same and is kept the same.
 */
const bin = mkdtempSync(join(tmpdir(), 'hirelane-hung-recogniser-'))
const requests = join(bin, 'requests.log')
writeFileSync(requests, '')
writeFileSync(
  join(bin, 'pocketsphinx_batch'),
  `#!/bin/sh\nwhile read name; do echo "$name" >> "${requests}"; done\nsleep 1000\n`,
)
chmodSync(join(bin, 'pocketsphinx_batch'), 0o755)
afterAll(() => rmSync(bin, { recursive: true, force: true }))

const running = useRunningServer({
  database: 'postgres',
  env: {
    TRANSCRIBER: 'pocketsphinx',
    PATH: bin,
    TELEPHONY_PROVIDER: 'dev',
    INTERVIEW_RESUME_WINDOW_SECONDS: '5',
  },
})

const asked = () => readFileSync(requests, 'utf8').split('\n').filter(Boolean)

const engagementRow = async (engagementId: string) => {
  const [row] = await running.db.select().from(engagements).where(eq(engagements.id, engagementId))
  if (!row) throw new Error(`engagement ${engagementId} not found`)
  return row
}

describe('a transcription that never comes', () => {
  const callers: InterviewCaller[] = []
  afterEach(async () => {
    for (const caller of callers.splice(0)) await caller.drop()
  })

  it('keeps the answer as a recording without text, and the recruiter moves on', async () => {
    const frames = spokenAnswerFrames((await fixtureAnswer()).pcm16k, 16_000)
    const { caller, engagementId, question } = await callToFirstQuestion(
      running.server,
      '2065558992',
      callers,
    )

    const from = caller.signals.length
    await caller.speak(frames)
    // The recruiter thinks while the recogniser is asked, then gives up on it.
    await caller.waitFor(
      (signal) =>
        caller.signals.indexOf(signal) >= from &&
        signal.type === 'state' &&
        signal.phase === 'thinking',
      30_000,
    )
    const next = await nextCaption(caller, from, TRANSCRIPTION_TIMEOUT_MS + 30_000)
    // Nothing understood: the question is passed, as when no transcriber runs.
    expect(next).toMatchObject({ kind: 'question', text: SLOT_PROMPTS.shifts.question })
    // Asked once, or twice when a pause in the answer started an early transcription first.
    expect(asked().length).toBeGreaterThanOrEqual(1)

    const row = await eventually(
      () => engagementRow(engagementId),
      (value) => (value.answers as AnswerRecord[]).length === 2,
    )
    const voice = (row.answers as AnswerRecord[])[1]
    expect(voice).toMatchObject({
      slot: 'jobTypes',
      source: 'voice',
      recording: `interviews/${engagementId}/answer-${question.id}-2.ogg`,
    })
    expect(voice?.text).toBe(undefined)
  }, 90_000)
})

describe('a phone answer', () => {
  const phones: TwilioStreamCaller[] = []
  afterEach(async () => {
    for (const phone of phones.splice(0)) await phone.hangUp()
  })
  let pcm16k: Int16Array
  beforeAll(async () => {
    pcm16k = (await fixtureAnswer()).pcm16k
  })

  it('is kept as a recording without text when the recogniser never answers', async () => {
    const before = asked().length
    const { engagementId, phone } = await answeredPhoneInterview(running.server, '2065558993', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      titles: ['Order Picker'],
    })
    phones.push(phone)

    // The greeting runs into the first question; then the recruiter listens.
    await phone.waitFor((event) => event.type === 'listening', { after: 0 })
    const beforeAnswer = phone.events.length
    await phone.say(pcm16k)
    const next = await phone.waitFor((event) => event.type === 'caption', { after: beforeAnswer })
    expect(next.type).toBe('caption')

    const row = await eventually(
      () => engagementRow(engagementId),
      (value) => (value.answers as AnswerRecord[]).some((answer) => answer.source === 'voice'),
    )
    const voice = (row.answers as AnswerRecord[]).find((answer) => answer.source === 'voice')
    expect(voice?.recording).toMatch(
      new RegExp(`^interviews/${engagementId}/answer-\\d+-\\d+\\.wav$`),
    )
    expect(voice?.text).toBe(undefined)
    // The recogniser was asked (the words never came).
    expect(asked().length).toBeGreaterThan(before)
  }, 90_000)
})
