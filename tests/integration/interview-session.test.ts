import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  NORMAL_CLOSE,
  SERVER_DROPPED_CLOSE,
  type ServerSignal,
  type WebrtcSetup,
} from '../../contract/interview'
import { candidates, engagements } from '../../server/db/schema'
import type { AnswerRecord } from '../../server/interview/agent/interview-record'
import {
  MAX_QUESTIONS,
  SLOT_PROMPTS,
  closingText,
  greetingText,
  preferencesSchema,
  readBackQuestion,
  type InterviewSlot,
} from '../../server/interview/dialogue'
import {
  FRAME_SAMPLES,
  PromptCache,
  SAMPLE_RATE,
  encodeOpusFrames,
  levelDb,
  resample,
  synthesise,
} from '../../server/interview/voice'
import { concatSignals, noise } from '../support/test-signals'
import { readBlob } from './support/blob-store'
import {
  callInterview,
  isCaption,
  type CaptionSignal as Caption,
  type InterviewCaller,
} from '../support/interview-caller'
import {
  createEngagementOverHttp,
  engagementStatusOverHttp,
  eventually,
  onboardingStepsOverHttp,
  signInOverHttp,
  useRunningServer,
  type ApiSession,
} from './support/running-server'

/**
 * The live interview end to end over a real server: a werift caller (tests/support/
 * interview-caller) plays the browser, with its signalling socket, its peer connection and a
 * microphone that streams Opus. The server runs on PostgreSQL so the test can read what it stored.
 */

// No transcriber: voice answers are recorded and pass their question (the embedded one has its
// own suite, interview-embedded-transcriber).
const running = useRunningServer({
  database: 'postgres',
  env: { INTERVIEW_RESUME_WINDOW_SECONDS: '5', TRANSCRIBER: 'none' },
})

/** Calls can be slow on a 2-core machine: the greeting alone is ~9 s of real-time audio. */
const CALL_TIMEOUT_MS = 90_000

type State = Extract<ServerSignal, { type: 'state' }>

const SPOKEN_ANSWER = 'I want to drive a forklift on first shift.'
/** The microphone's room noise before the words (a real microphone is never digitally silent). */
const ROOM_NOISE_MS = 400

/** The spoken answer as the caller's microphone frames, and the frame where the voice starts. */
let spoken: { frames: Uint8Array[]; voiceStartFrame: number }

beforeAll(async () => {
  const pcm = await synthesise(SPOKEN_ANSWER)
  const speech = resample(pcm.samples, pcm.sampleRate, SAMPLE_RATE)
  let onset = 0
  while (
    onset * FRAME_SAMPLES < speech.length &&
    levelDb(speech.subarray(onset * FRAME_SAMPLES, (onset + 1) * FRAME_SAMPLES)) < -40
  )
    onset += 1
  spoken = {
    frames: encodeOpusFrames(concatSignals([noise(ROOM_NOISE_MS, -65), speech])),
    voiceStartFrame: ROOM_NOISE_MS / 20 + onset,
  }
}, 60_000)

const callers: InterviewCaller[] = []
afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.drop()
})

let nextPhone = 0
interface Call {
  candidate: ApiSession
  setup: WebrtcSetup
  caller: InterviewCaller
}

async function call(setup?: WebrtcSetup, candidate?: ApiSession): Promise<Call> {
  const who =
    candidate ??
    (await signInOverHttp(running.server, `20655${String(8200 + nextPhone++).padStart(5, '0')}`))
  const engagement = setup ?? (await createEngagementOverHttp(running.server, who))
  const caller = await callInterview(engagement.callEndpointUri, {
    origin: running.server.url,
    accessToken: who.accessToken,
  })
  callers.push(caller)
  return { candidate: who, setup: engagement, caller }
}

/** The next signal after the first `from` that matches (signals before `from` are ignored). */
function nextSignal(
  caller: InterviewCaller,
  from: number,
  predicate: (signal: ServerSignal) => boolean,
  timeoutMs = 30_000,
): Promise<ServerSignal> {
  return caller.waitFor(
    (signal) => caller.signals.indexOf(signal) >= from && predicate(signal),
    timeoutMs,
  )
}

const isPhase = (phase: State['phase']) => (signal: ServerSignal) =>
  signal.type === 'state' && signal.phase === phase

async function nextCaption(caller: InterviewCaller, from: number, timeoutMs?: number) {
  const signal = await nextSignal(caller, from, isCaption, timeoutMs)
  if (!isCaption(signal)) throw new Error('not a caption')
  return signal
}

/** The slot a caption asks about (questions end with the slot's fixed question or follow-up). */
function slotOf(caption: Caption): InterviewSlot | undefined {
  const slots = Object.keys(SLOT_PROMPTS) as InterviewSlot[]
  return slots.find(
    (slot) =>
      caption.text.endsWith(SLOT_PROMPTS[slot].question) ||
      caption.text.endsWith(SLOT_PROMPTS[slot].followUp),
  )
}

/** Types an answer and returns the caption of the turn it leads to. */
async function typeAnswer(caller: InterviewCaller, text: string) {
  const from = caller.signals.length
  caller.send({ type: 'text', text })
  return nextCaption(caller, from)
}

async function engagementRow(engagementId: string) {
  const [row] = await running.db.select().from(engagements).where(eq(engagements.id, engagementId))
  if (!row) throw new Error(`engagement ${engagementId} not found`)
  return row
}

async function candidateRow(candidateId: string) {
  const [row] = await running.db.select().from(candidates).where(eq(candidates.id, candidateId))
  if (!row) throw new Error(`candidate ${candidateId} not found`)
  return row
}

type StoredAnswer = AnswerRecord

const FORKLIFT_FIRST_SHIFT = 'I want forklift work on first shift, I can drive a forklift'

/** Typed answers for the questions left after FORKLIFT_FIRST_SHIFT, each filling its slot. */
const TYPED_ANSWERS: Partial<Record<InterviewSlot, string>> = {
  location: 'Columbus, Ohio',
  commute: '20 miles',
  relocation: 'no',
  pay: '$17 to $20 an hour',
  benefits: 'health insurance',
  yearsOfExperience: '5 years',
}

const READ_BACK_COLUMBUS =
  'I have you down for forklift work on days near Columbus, $17 to $20 an hour.'

/** Answers every question as TYPED_ANSWERS says, up to the read-back, and returns its caption. */
async function toReadBack(caller: InterviewCaller, from: Caption) {
  let caption = from
  while (caption.kind === 'question') {
    const slot = slotOf(caption)
    const reply = slot && TYPED_ANSWERS[slot]
    if (!reply) throw new Error(`no answer for "${caption.text}"`)
    caption = await typeAnswer(caller, reply)
  }
  expect(caption.kind).toBe('readBack')
  return caption
}

/** Connects, waits for the greeting caption, then answers it by typing (the greeting is long). */
async function pastGreeting(caller: InterviewCaller) {
  const greeting = await nextCaption(caller, 0)
  expect(greeting).toMatchObject({ kind: 'greeting', text: greetingText('') })
  const question = await typeAnswer(caller, FORKLIFT_FIRST_SHIFT)
  expect(question).toMatchObject({ kind: 'question' })
  expect(slotOf(question)).toBe('location')
  return question
}

/**
 * The engagement is completed, onboarding steps 3 and 4 are done (1 and 2 were skipped by these
 * tests), and the stored preferences have the contract's shape; returns them.
 */
async function completedPreferences(candidate: ApiSession, engagementId: string) {
  expect(await engagementStatusOverHttp(running.server, candidate, engagementId)).toBe('completed')
  expect(await onboardingStepsOverHttp(running.server, candidate)).toEqual([
    false,
    false,
    true,
    true,
  ])
  const stored = await candidateRow(candidate.userId)
  expect(v.is(preferencesSchema, stored.preferences)).toBe(true)
  return stored.preferences
}

describe('the live interview', () => {
  it(
    'greets, asks, fills slots from typed answers and completes with the preferences stored',
    async () => {
      const { candidate, setup, caller } = await call()
      await caller.connected
      // The server answers as the DTLS server: werift's DTLS client drops the handshake when a
      // stalled event loop makes it resend its hello (server/interview/web-call/call-peer.ts).
      const answer = caller.signals.find((signal) => signal.type === 'answer')
      expect(answer && 'sdp' in answer ? answer.sdp : '').toMatch(/^a=setup:passive\r?$/m)

      const greeting = await nextCaption(caller, 0)
      expect(greeting).toMatchObject({ kind: 'greeting', text: greetingText('') })
      // The greeting is played to the end, then the first question follows.
      const first = await nextCaption(caller, caller.signals.indexOf(greeting) + 1, 60_000)
      expect(first).toMatchObject({ kind: 'question', text: SLOT_PROMPTS.jobTypes.question })
      expect(first.id).toBeGreaterThan(greeting.id)
      const greetingPrompt = await new PromptCache({ dataDir: running.dataDir }).get(
        greetingText(''),
      )
      // Counted by talkspurt, not at the caption: on a loaded machine the caption can overtake
      // the last packets of the greeting, which are still played in full before the question.
      const talkspurts = await eventually(
        async () => caller.talkspurts(),
        (spurts) => spurts.length >= 2,
      )
      expect(talkspurts[0]).toBeGreaterThanOrEqual(Math.floor(greetingPrompt.frames.length * 0.9))
      expect(caller.signals).toContainEqual({
        type: 'state',
        phase: 'speaking',
        questionsAsked: 1,
        maxQuestions: MAX_QUESTIONS,
      })
      expect(await engagementStatusOverHttp(running.server, candidate, setup.engagementId)).toBe(
        'in_progress',
      )

      // One answer fills several slots (the skill is volunteered): each is confirmed, and the
      // next question is another slot's.
      const second = await typeAnswer(caller, FORKLIFT_FIRST_SHIFT)
      expect(second.kind).toBe('question')
      expect(second.id).toBeGreaterThan(first.id)
      expect(second.text).toBe(
        `Got it, forklift operator. Okay, first shift. Great, forklift operation. ${SLOT_PROMPTS.location.question}`,
      )
      const afterFirstAnswer = await eventually(
        () => engagementRow(setup.engagementId),
        (row) => (row.answers as unknown[]).length === 1,
      )
      expect(afterFirstAnswer.slots).toEqual({
        jobTypes: ['Forklift Operator'],
        shiftPreferences: ['first'],
        skills: ['Forklift operation'],
      })

      let caption = second
      const asked: InterviewSlot[] = ['jobTypes']
      while (caption.kind === 'question') {
        const slot = slotOf(caption)
        if (!slot) throw new Error(`no slot asks "${caption.text}"`)
        asked.push(slot)
        const reply = TYPED_ANSWERS[slot]
        if (!reply) throw new Error(`no answer for ${slot}`)
        const next = await typeAnswer(caller, reply)
        expect(next.id).toBeGreaterThan(caption.id)
        expect(next.text).not.toBe(caption.text)
        caption = next
      }
      expect(asked).toEqual([
        'jobTypes',
        'location',
        'commute',
        'relocation',
        'pay',
        'benefits',
        'yearsOfExperience',
      ])
      // After the last question, what was understood is read back (not counted as a question).
      expect(caption).toMatchObject({
        kind: 'readBack',
        text: `${READ_BACK_COLUMBUS} ${readBackQuestion('web')}`,
      })
      expect(
        await nextSignal(caller, caller.signals.indexOf(caption), isPhase('speaking')),
      ).toMatchObject({ questionsAsked: asked.length })
      const closing = await typeAnswer(caller, 'Yes, that is right')
      expect(closing).toMatchObject({ kind: 'closing', text: closingText('') })

      // The closing is said to the end, then the call completes and closes normally.
      await nextSignal(caller, caller.signals.indexOf(closing), isPhase('completed'), 30_000)
      expect(await caller.closed).toBe(NORMAL_CLOSE)
      expect(await completedPreferences(candidate, setup.engagementId)).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['first'],
        },
        location: {
          preferredLocations: ['Columbus, OH'],
          maximumCommuteDistance: '20 miles',
          relocation: 'No',
        },
        salaryAndBenefits: {
          hourlyRateRange: '$17 - $20',
          requiredBenefits: ['Health insurance'],
        },
        skillsAndExperience: {
          skills: ['Forklift operation'],
          yearsOfExperience: 5,
        },
      })
      expect((await candidateRow(candidate.userId)).step4CompletedAt).not.toBe(null)

      const row = await engagementRow(setup.engagementId)
      expect(row.status).toBe('completed')
      expect(row.startedAt).not.toBe(null)
      expect(row.endedAt).not.toBe(null)
      const answers = row.answers as StoredAnswer[]
      expect(answers.map((entry) => [entry.slot, entry.source, entry.text])).toEqual([
        ['jobTypes', 'text', FORKLIFT_FIRST_SHIFT],
        ...asked.slice(1).map((slot) => [slot, 'text', TYPED_ANSWERS[slot]]),
        [undefined, 'text', 'Yes, that is right'],
      ])
      const questions = row.questions as Array<{ id: number; kind: string; text: string }>
      expect(questions.map((question) => question.kind)).toEqual([
        'greeting',
        ...asked.map(() => 'question'),
        'readBack',
        'closing',
      ])
      expect(questions.map((question) => question.text)).toEqual(
        caller.captions().map((shown) => shown.text),
      )
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'corrects a misheard answer at the read-back: a bare no, what to change, and the new pay is saved',
    async () => {
      const { candidate, setup, caller } = await call()
      const first = await pastGreeting(caller)
      const readBack = await toReadBack(caller, first)
      expect(readBack.text).toBe(`${READ_BACK_COLUMBUS} ${readBackQuestion('web')}`)

      // A bare no: the recruiter asks what to change (once), and listens again.
      const what = await typeAnswer(caller, 'No')
      expect(what).toMatchObject({ kind: 'readBack', text: 'What should I change?' })
      await nextSignal(caller, caller.signals.indexOf(what), isPhase('listening'))
      // The pay was $17 to $20; the candidate meant at least 20: it replaces the pay.
      const closing = await typeAnswer(caller, 'at least 20 an hour')
      expect(closing).toMatchObject({
        kind: 'closing',
        text: `Got it, at least $20 an hour. ${closingText('')}`,
      })
      await nextSignal(caller, caller.signals.indexOf(closing), isPhase('completed'), 30_000)
      expect(await caller.closed).toBe(NORMAL_CLOSE)

      expect(await completedPreferences(candidate, setup.engagementId)).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['first'],
        },
        location: {
          preferredLocations: ['Columbus, OH'],
          maximumCommuteDistance: '20 miles',
          relocation: 'No',
        },
        salaryAndBenefits: { hourlyRateRange: '$20+', requiredBenefits: ['Health insurance'] },
        skillsAndExperience: { skills: ['Forklift operation'], yearsOfExperience: 5 },
      })
      const row = await engagementRow(setup.engagementId)
      expect((row.answers as StoredAnswer[]).slice(-2)).toMatchObject([
        { source: 'text', text: 'No', questionId: readBack.id },
        { source: 'text', text: 'at least 20 an hour', questionId: what.id },
      ])
      expect((row.slots as { hourlyRateRange?: unknown }).hourlyRateRange).toEqual({ min: 20 })
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'closes after a spoken answer to the read-back that cannot be understood (no transcriber)',
    async () => {
      const { candidate, setup, caller } = await call()
      const readBack = await toReadBack(caller, await pastGreeting(caller))
      await nextSignal(caller, caller.signals.indexOf(readBack), isPhase('listening'), 60_000)
      const from = caller.signals.length
      await caller.speak(spoken.frames)
      const closing = await nextCaption(caller, from)
      expect(closing).toMatchObject({ kind: 'closing', text: closingText('') })
      await nextSignal(caller, from, isPhase('completed'), 30_000)
      // What was read back is what is saved.
      expect(await completedPreferences(candidate, setup.engagementId)).toMatchObject({
        jobTypeAndSchedule: { shiftPreferences: ['first'] },
        salaryAndBenefits: { hourlyRateRange: '$17 - $20' },
      })
      const answers = (await engagementRow(setup.engagementId)).answers as StoredAnswer[]
      expect(answers.at(-1)).toMatchObject({ questionId: readBack.id, source: 'voice' })
      expect(answers.at(-1)?.slot).toBeUndefined()
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'reads back again after a connection dropped during the read-back',
    async () => {
      const { candidate, setup, caller } = await call()
      const readBack = await toReadBack(caller, await pastGreeting(caller))
      await caller.drop()

      const again = await call(setup, candidate)
      const resumed = await nextCaption(again.caller, 0)
      expect(resumed).toMatchObject({
        kind: 'readBack',
        text: `Let's pick up where we left off. ${READ_BACK_COLUMBUS} ${readBackQuestion('web')}`,
      })
      expect(resumed.id).toBeGreaterThan(readBack.id)
      const closing = await typeAnswer(again.caller, 'yes')
      expect(closing).toMatchObject({ kind: 'closing', text: closingText('') })
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'ends early on End interview, storing what was collected',
    async () => {
      const { candidate, setup, caller } = await call()
      await pastGreeting(caller)
      const from = caller.signals.length
      caller.send({ type: 'end' })
      await nextSignal(caller, from, isPhase('completed'))
      expect(await caller.closed).toBe(NORMAL_CLOSE)
      // Nothing more is said after End interview.
      expect(caller.signals.slice(from).filter(isCaption)).toEqual([])

      expect(await completedPreferences(candidate, setup.engagementId)).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['first'],
        },
        location: { preferredLocations: [], maximumCommuteDistance: '', relocation: '' },
        salaryAndBenefits: { hourlyRateRange: '', requiredBenefits: [] },
        skillsAndExperience: { skills: ['Forklift operation'], yearsOfExperience: null },
      })
      // The ended engagement's address opens nothing any more.
      await expect(
        callInterview(setup.callEndpointUri, {
          origin: running.server.url,
          accessToken: candidate.accessToken,
        }),
      ).rejects.toThrow('upgrade refused: 401')
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'resumes after a dropped connection with the question that was waiting',
    async () => {
      const { candidate, setup, caller } = await call()
      const pending = await pastGreeting(caller)
      await caller.drop()
      expect(await engagementStatusOverHttp(running.server, candidate, setup.engagementId)).toBe(
        'in_progress',
      )

      const again = await call(setup, candidate)
      await again.caller.connected
      const resumed = await nextCaption(again.caller, 0)
      expect(resumed).toMatchObject({
        kind: 'question',
        text: `Let's pick up where we left off. ${SLOT_PROMPTS.location.question}`,
      })
      expect(resumed.text.startsWith("Let's pick up where we left off.")).toBe(true)
      expect(resumed.id).toBeGreaterThan(pending.id)
      // The question is said again, and it is still the same question (not a new one counted).
      await eventually(
        () => Promise.resolve(again.caller.received()),
        (count) => count > 10,
      )
      expect(again.caller.received()).toBeGreaterThan(10)
      expect(again.caller.signals).toContainEqual({
        type: 'state',
        phase: 'speaking',
        questionsAsked: 1,
        maxQuestions: MAX_QUESTIONS,
      })

      // The interview carries on from there.
      const next = await typeAnswer(again.caller, 'Columbus, Ohio')
      expect(slotOf(next)).toBe('commute')
      await again.caller.hangUp()
      expect(await again.caller.closed).toBe(NORMAL_CLOSE)
      const stored = await candidateRow(candidate.userId)
      expect(stored.preferences).toMatchObject({
        jobTypeAndSchedule: { jobTypes: ['Forklift Operator'], shiftPreferences: ['first'] },
        location: { preferredLocations: ['Columbus, OH'] },
      })
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'says the current turn again when a new offer on the same socket replaces the media',
    async () => {
      const { caller } = await call()
      const pending = await pastGreeting(caller)
      // Mid-question (the recruiter is speaking), the caller's media is set up anew.
      const from = caller.signals.length
      await caller.renegotiate()
      const again = await nextCaption(caller, from)
      expect(again).toMatchObject({
        kind: 'question',
        text: `Let's pick up where we left off. ${SLOT_PROMPTS.location.question}`,
      })
      expect(again.id).toBeGreaterThan(pending.id)
      // It is heard over the new connection.
      const heard = await eventually(
        () => Promise.resolve(caller.received()),
        (count) => count > 10,
      )
      expect(heard).toBeGreaterThan(10)
      const next = await typeAnswer(caller, 'Columbus, Ohio')
      expect(slotOf(next)).toBe('commute')
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'pauses through a signal dip (the media path cut both ways) and resumes at the same question, never abandoning',
    async () => {
      const { candidate, setup, caller } = await call()
      const pending = await pastGreeting(caller)
      expect(slotOf(pending)).toBe('location')
      // While the recruiter says the question, every packet is lost; the socket stays up.
      const from = caller.signals.length
      const restore = caller.interruptMedia()
      // The server hears nothing: the recruiter stops talking into the dead path and waits.
      await nextSignal(caller, from, isPhase('waiting'), 30_000)
      // A dip longer than the resume window (5 s here) ends nothing: only a closed socket counts.
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      expect(caller.signals.slice(from).filter(isCaption)).toEqual([])
      expect(await engagementStatusOverHttp(running.server, candidate, setup.engagementId)).toBe(
        'in_progress',
      )

      const beforeRestore = caller.signals.length
      const receivedBeforeRestore = caller.received()
      restore()
      const resumed = await nextCaption(caller, beforeRestore)
      expect(resumed).toMatchObject({
        kind: 'question',
        text: `Let's pick up where we left off. ${SLOT_PROMPTS.location.question}`,
      })
      expect(resumed.id).toBeGreaterThan(pending.id)
      // It is heard over the same peer connection, which came back by itself.
      await eventually(
        () => Promise.resolve(caller.received()),
        (count) => count > receivedBeforeRestore + 10,
      )
      expect(caller.received()).toBeGreaterThan(receivedBeforeRestore + 10)
      expect(caller.signals.filter((signal) => signal.type === 'answer')).toHaveLength(1)

      const next = await typeAnswer(caller, 'Columbus, Ohio')
      expect(slotOf(next)).toBe('commute')
      await caller.hangUp()
      expect(await caller.closed).toBe(NORMAL_CLOSE)
      expect(await engagementStatusOverHttp(running.server, candidate, setup.engagementId)).toBe(
        'completed',
      )
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'abandons the engagement when nobody comes back within the resume window',
    async () => {
      const { candidate, setup, caller } = await call()
      await pastGreeting(caller)
      const droppedAt = Date.now()
      await caller.drop()
      const status = await eventually(
        () => engagementStatusOverHttp(running.server, candidate, setup.engagementId),
        (value) => value === 'abandoned',
        { timeoutMs: 30_000, intervalMs: 250 },
      )
      expect(status).toBe('abandoned')
      // Not before the 5 s window (with a little slack for timer granularity).
      expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(4_500)

      await expect(
        callInterview(setup.callEndpointUri, {
          origin: running.server.url,
          accessToken: candidate.accessToken,
        }),
      ).rejects.toThrow('upgrade refused: 401')
      const row = await engagementRow(setup.engagementId)
      expect(row.endedAt).not.toBe(null)
      expect((row.answers as StoredAnswer[]).map((entry) => entry.text)).toEqual([
        FORKLIFT_FIRST_SHIFT,
      ])
      const stored = await candidateRow(candidate.userId)
      expect(stored.step4CompletedAt).toBe(null)
      expect(stored.preferences).toBe(null)
      // The candidate may start again.
      expect((await createEngagementOverHttp(running.server, candidate)).engagementId).not.toBe(
        setup.engagementId,
      )
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'takes a spoken answer: the interview moves on and the recording is stored as Ogg Opus',
    async () => {
      const { setup, caller } = await call()
      await nextCaption(caller, 0)
      // Typed during the greeting, a greeting fills nothing: the first question comes at once.
      const question = await typeAnswer(caller, 'Hello')
      expect(question).toMatchObject({ kind: 'question', text: SLOT_PROMPTS.jobTypes.question })
      // The question is played to the end before the recruiter listens.
      await nextSignal(caller, caller.signals.indexOf(question), isPhase('listening'))
      const from = caller.signals.length
      await caller.speak(spoken.frames)
      // No transcriber is configured: the voice answer is recorded and the question passed.
      const next = await nextCaption(caller, from)
      expect(next).toMatchObject({ kind: 'question', text: SLOT_PROMPTS.shifts.question })

      const row = await eventually(
        () => engagementRow(setup.engagementId),
        (value) => (value.answers as StoredAnswer[]).length === 2,
      )
      const voice = (row.answers as StoredAnswer[])[1]
      expect(voice).toMatchObject({
        questionId: question.id,
        slot: 'jobTypes',
        source: 'voice',
        recording: `interviews/${setup.engagementId}/answer-${question.id}-2.ogg`,
      })
      expect(voice?.text).toBe(undefined)
      // The recording covers the words (it starts at speech, with a short pre-roll).
      const spokenMs = (spoken.frames.length - spoken.voiceStartFrame) * 20
      expect(voice?.durationMs).toBeGreaterThan(spokenMs * 0.6)

      const blobs = running.server.blobs
      const name = voice?.recording ?? ''
      const stat = await eventually(
        () => blobs.stat(name),
        (value) => value !== undefined,
      )
      expect(stat).toMatchObject({ contentType: 'audio/ogg' })
      expect(stat?.size).toBeGreaterThan(1000)
      const bytes = await readBlob(blobs, name)
      expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('OggS')
      expect(Buffer.from(bytes).includes(Buffer.from('OpusHead'))).toBe(true)
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'stops talking when the candidate talks over the recruiter (barge-in)',
    async () => {
      const { caller } = await call()
      const greeting = await nextCaption(caller, 0)
      expect(greeting.kind).toBe('greeting')
      // Well into the greeting (~1 s of it played)...
      await eventually(
        () => Promise.resolve(caller.received()),
        (count) => count >= 50,
        { timeoutMs: 30_000, intervalMs: 20 },
      )
      const from = caller.signals.length
      const atSpeech = caller.received()
      const speaking = caller.speak(spoken.frames)
      // ...the candidate speaks: the recruiter stops and listens.
      await nextSignal(caller, from, isPhase('listening'), 15_000)

      // When the answer ends the first question comes, and nothing was said in between.
      await speaking
      const question = await nextCaption(caller, from)
      expect(question).toMatchObject({ kind: 'question', text: SLOT_PROMPTS.jobTypes.question })
      // The greeting's talkspurt is whole once the question's has begun: what it played in all.
      const [greetingPlayed = 0] = await eventually(
        () => Promise.resolve(caller.talkspurts()),
        (spurts) => spurts.length >= 2,
      )
      // It stopped soon after the voice started: ~300 ms (15 packets) plus generous slack for
      // a loaded machine (a stalled pacer catches up in a burst).
      expect(greetingPlayed - atSpeech).toBeLessThanOrEqual(spoken.voiceStartFrame + 15 + 50)
      const greetingPrompt = await new PromptCache({ dataDir: running.dataDir }).get(
        greetingText(''),
      )
      expect(greetingPlayed).toBeLessThan(greetingPrompt.frames.length / 2)
      const between = caller.signals.slice(from, caller.signals.indexOf(question))
      expect(between.filter(isPhase('speaking'))).toEqual([])
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'lets a second socket for the same engagement replace the first (closed with 4000)',
    async () => {
      const first = await call()
      await nextCaption(first.caller, 0)
      const second = await call(first.setup, first.candidate)
      expect(await first.caller.closed).toBe(SERVER_DROPPED_CLOSE)
      await second.caller.connected
      const greeting = await nextCaption(second.caller, 0)
      expect(greeting.kind).toBe('greeting')
      // The new connection is the live one: it is heard and it can answer.
      const question = await typeAnswer(second.caller, FORKLIFT_FIRST_SHIFT)
      expect(slotOf(question)).toBe('location')
      await second.caller.hangUp()
      expect(await second.caller.closed).toBe(NORMAL_CLOSE)
      expect(
        await engagementStatusOverHttp(running.server, first.candidate, first.setup.engagementId),
      ).toBe('completed')
    },
    CALL_TIMEOUT_MS,
  )
})
