import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { engagements } from '../../server/db/schema'
import { KEYPAD_PROMPTS, SLOT_PROMPTS } from '../../server/interview/dialogue'
import { extractSlots } from '../../server/interview/extract'
import { createPocketSphinxTranscriber } from '../../server/interview/transcribe/pocketsphinx-transcriber'
import { findPocketSphinx } from '../../server/interview/transcribe/pocketsphinx-installation'
import { resample } from '../../server/interview/voice'
import { parseWav } from '../../server/interview/voice/wav'
import { createLogger } from '../../server/logger'
import { type InterviewCaller } from '../support/interview-caller'
import {
  type CallerEvent,
  type TwilioStreamCaller,
} from '../../scripts/dev-phone/twilio-stream-caller'
import { eventually, useRunningServer } from './support/running-server'
import { answeredPhoneInterview } from './support/phone-call'
import { callToFirstQuestion, nextCaption, spokenAnswerFrames } from './support/live-interview'

/**
 * The embedded transcriber (TRANSCRIBER=pocketsphinx, the default where Debian's pocketsphinx
 * and pocketsphinx-en-us are installed) on a Festival-synthesised answer
 * (scripts/generate-spoken-answers.ts): its words fill the slots the extractor maps them to,
 * on their own and through a live call.
 */
const FIXTURE = new URL('../fixtures/interview/spoken-forklift-night-shift.wav', import.meta.url)
const SAID = 'i want to work as a forklift operator on night shift'

const found = findPocketSphinx()
if (!('installation' in found))
  throw new Error(`${found.missing}: apt-get install pocketsphinx pocketsphinx-en-us`)
const { installation } = found

const answer = parseWav(readFileSync(FIXTURE))

describe('the pocketsphinx transcriber', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-pocketsphinx-'))
  const transcriber = createPocketSphinxTranscriber({
    installation,
    dataDir,
    logger: createLogger('silent'),
  })
  afterAll(async () => {
    await transcriber.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('hears the browser (16 kHz and more), and the phone (8 kHz) with its answers confirmed', () => {
    expect(transcriber.hears(48_000)).toBe(true)
    expect(transcriber.hears(16_000)).toBe(true)
    expect(transcriber.hears(8000)).toBe(true)
    expect(transcriber.confirms?.(8000)).toBe(true)
    expect(transcriber.confirms?.(16_000)).toBe(false)
  })

  it('turns a spoken answer into words the extractor maps to the slots', async () => {
    expect(answer.sampleRate).toBe(16_000)
    const text = await transcriber.transcribe({
      recording: new Uint8Array(),
      fileName: 'answer-1-1.ogg',
      contentType: 'audio/ogg',
      pcm16k: answer.samples,
      sourceSampleRate: 48_000,
      language: 'en',
    })
    expect(text).toBe(SAID)
    expect(extractSlots(text, { expectedSlot: 'jobTypes' })).toMatchObject({
      jobTypes: ['Forklift Operator'],
      shiftPreferences: ['third'],
    })
    // The model was built into DATA_DIR/speech/<hash>/.
    const model = await transcriber.model
    expect(model.languageModel.startsWith(join(dataDir, 'speech'))).toBe(true)
  })

  it("decodes an answer to a known question with that question's model, answer after answer", async () => {
    const model = await transcriber.model
    expect(readFileSync(model.questionModels!, 'utf8')).toContain(' jobTypes\n')
    const heard = (expectedSlot?: 'jobTypes' | 'shifts') =>
      transcriber.transcribe({
        recording: new Uint8Array(),
        fileName: '',
        contentType: 'audio/ogg',
        pcm16k: answer.samples,
        sourceSampleRate: 48_000,
        language: 'en',
        ...(expectedSlot ? { expectedSlot } : {}),
      })
    const texts = await Promise.all([heard('jobTypes'), heard('shifts'), heard()])
    expect(texts).toEqual([SAID, SAID, SAID])
  })
})

describe('a live call with the embedded transcriber', () => {
  const running = useRunningServer({
    database: 'postgres',
    env: { TRANSCRIBER: 'pocketsphinx', TELEPHONY_PROVIDER: 'dev' },
  })
  const callers: InterviewCaller[] = []
  const phones: TwilioStreamCaller[] = []
  afterEach(async () => {
    for (const caller of callers.splice(0)) await caller.drop()
    for (const phone of phones.splice(0)) await phone.hangUp()
  })

  it('understands a spoken answer and moves past what it filled', async () => {
    const frames = spokenAnswerFrames(answer.samples, answer.sampleRate)
    const { caller, engagementId, question } = await callToFirstQuestion(
      running.server,
      '2065558991',
      callers,
    )

    const from = caller.signals.length
    await caller.speak(frames)
    const next = await nextCaption(caller, from)
    // Job type and shift were both heard: the recruiter confirms and skips the shift question.
    expect(next.text).toMatch(/forklift operator/i)
    expect(next.text.endsWith(SLOT_PROMPTS.location.question)).toBe(true)

    const row = await eventually(
      async () =>
        (await running.db.select().from(engagements).where(eq(engagements.id, engagementId)))[0],
      (value) => (value?.answers as unknown[]).length === 2,
    )
    expect((row?.answers as Array<Record<string, unknown>>)[1]).toMatchObject({
      source: 'voice',
      text: SAID,
      slot: 'jobTypes',
      recording: `interviews/${engagementId}/answer-${question.id}-2.ogg`,
    })
    expect(row?.slots).toMatchObject({
      jobTypes: ['Forklift Operator'],
      shiftPreferences: ['third'],
    })
  }, 90_000)

  const SHORT_YES = parseWav(
    readFileSync(new URL('../fixtures/interview/short-yes.wav', import.meta.url)),
  )

  it.each([
    {
      how: 'key 1',
      national: '2065558995',
      confirm: (phone: TwilioStreamCaller) => phone.press('1'),
      recorded: { source: 'keypad', text: "Yes, that's right" },
    },
    {
      how: 'a spoken yes',
      national: '2065558996',
      confirm: async (phone: TwilioStreamCaller) => {
        await phone.waitFor((event) => event.type === 'listening', {
          after: phone.events.length - 1,
        })
        await phone.say(resample(SHORT_YES.samples, SHORT_YES.sampleRate, 16_000))
      },
      // Its words vary with the call's timing ('yes', 'yeah', 'yep'): what counts is that they
      // are taken as a yes, which the next question and the saved shifts show.
      recorded: { source: 'voice', text: expect.any(String) },
    },
  ])(
    'says back what a phone answer filled, through mu-law, and keeps it after $how',
    async ({ national, confirm, recorded }) => {
      const { engagementId, phone } = await answeredPhoneInterview(running.server, national, {
        firstName: 'Ana',
        lastName: 'Ruiz',
        titles: ['Forklift Operator'],
      })
      phones.push(phone)
      const captionAfter = async (after: number) =>
        (await phone.waitFor((event) => event.type === 'caption', { after })) as Extract<
          CallerEvent,
          { type: 'caption' }
        >
      const question = await phone.waitFor(
        (event) =>
          event.type === 'caption' && event.caption.text.includes(SLOT_PROMPTS.shifts.question),
        { after: 0 },
      )
      await phone.waitFor((event) => event.type === 'listening', {
        after: phone.events.indexOf(question),
      })
      const beforeAnswer = phone.events.length
      await phone.say(answer.samples)
      const said = await captionAfter(beforeAnswer)
      expect(said.caption.text).toBe(
        `Got it, forklift operator. Okay, third shift. Is that right? Say yes or no. ${KEYPAD_PROMPTS.hints.confirmAnswer}`,
      )
      const beforeYes = phone.events.length
      await confirm(phone)
      const next = await captionAfter(beforeYes)
      expect(next.caption.text).toBe(
        `${SLOT_PROMPTS.location.question} ${KEYPAD_PROMPTS.hints.location}`,
      )

      const row = await eventually(
        async () =>
          (await running.db.select().from(engagements).where(eq(engagements.id, engagementId)))[0],
        (value) => (value?.answers as unknown[]).length >= 2,
      )
      const answers = row?.answers as Array<Record<string, unknown>>
      expect(answers.map(({ slot, source, text }) => ({ slot, source, text }))).toEqual([
        { slot: 'shifts', source: 'voice', text: expect.stringContaining('night') },
        { slot: 'shifts', ...recorded },
      ])
      expect(row?.slots).toMatchObject({ shiftPreferences: ['third'] })
    },
    90_000,
  )
})
