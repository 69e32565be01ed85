import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { candidates, engagements } from '../../server/db/schema'
import type { AnswerRecord } from '../../server/interview/agent/interview-record'
import {
  ENGLISH_PROMPTS,
  SPANISH_PROMPTS,
  type DialoguePrompts,
  type InterviewSlot,
} from '../../server/interview/dialogue'
import type { CallerEvent, TwilioStreamCaller } from '../../scripts/dev-phone/twilio-stream-caller'
import { answeredPhoneInterview, fixtureAnswer, type SpokenAnswer } from './support/phone-call'
import { engagementStatusOverHttp, eventually, useRunningServer } from './support/running-server'
import { useStandInTranscriber } from './support/stand-in-transcriber'

/**
 * The phone interview answered on the keypad, end to end over a real server: the dev phone's
 * caller presses keys as Twilio sends them (dtmf messages on the media stream), alone, mixed with
 * spoken answers (a stand-in transcriber gives those their words), and in Spanish. The keys
 * fill the preferences the interview saves, exactly as the same answers said would.
 */

const env: Record<string, string> = { TELEPHONY_PROVIDER: 'dev' }
const transcriber = useStandInTranscriber(env)
/**
 * A silent turn passes its question after this wait (15 s in production): what the silence
 * does to the interview is the same, without a quarter of a minute of real time per turn.
 */
const ANSWER_TIMEOUT_MS = 5_000
const running = useRunningServer({ database: 'postgres', env, answerTimeoutMs: ANSWER_TIMEOUT_MS })

/** Real time on a 2-core machine: the greeting, eight questions, one answer timeout. */
const CALL_TIMEOUT_MS = 240_000

let spoken: SpokenAnswer
beforeAll(async () => {
  spoken = await fixtureAnswer()
})

const callers: TwilioStreamCaller[] = []
afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.hangUp()
})

type CaptionEvent = Extract<CallerEvent, { type: 'caption' }>

/**
 * A state to wait for, not a speed bar: after a silent turn the next prompt is made and sent,
 * which a loaded 2-core machine has taken over 15 s to do.
 */
const EVENT_TIMEOUT_MS = 60_000

const nextCaption = (caller: TwilioStreamCaller, after: number) =>
  caller.waitFor((event) => event.type === 'caption', {
    after,
    timeoutMs: EVENT_TIMEOUT_MS,
  }) as Promise<CaptionEvent>

/** How the candidate answers one turn: keys pressed, words said (the transcript), or nothing. */
type Step = { keys: string } | { say: string } | { silent: true }
/** A turn's steps: all but the last get a turn that asks again, whose text is given. */
type Reply = { steps: Array<{ step: Step; again?: string }>; last: Step }

const keys = (pressed: string): Reply => ({ steps: [], last: { keys: pressed } })

/** The slot a question asks about (its caption holds the slot's question, then any hint). */
function slotOf(prompts: DialoguePrompts, text: string): InterviewSlot | undefined {
  const slots = Object.keys(prompts.slots) as InterviewSlot[]
  return slots.find(
    (slot) =>
      text.includes(prompts.slots[slot].question) || text.includes(prompts.slots[slot].followUp),
  )
}

async function give(caller: TwilioStreamCaller, step: Step, asked: CaptionEvent): Promise<void> {
  if ('keys' in step) return caller.press(step.keys)
  if ('silent' in step) return
  // Spoken after the question, as a candidate who waits for the recruiter does.
  await caller.waitFor((event) => event.type === 'listening', {
    after: caller.events.indexOf(asked),
    timeoutMs: EVENT_TIMEOUT_MS,
  })
  transcriber.queue(step.say)
  await caller.say(spoken.pcm16k)
}

/**
 * Answers every question as `replies` says until the read-back, then the read-back; returns the
 * slots asked, in order, and the read-back's and closing's captions.
 */
async function interview(
  caller: TwilioStreamCaller,
  prompts: DialoguePrompts,
  replies: Partial<Record<InterviewSlot | 'readBack', Reply>>,
) {
  const asked: InterviewSlot[] = []
  const greeting = await nextCaption(caller, 0)
  expect(greeting.caption.kind).toBe('greeting')
  let turn = await nextCaption(caller, caller.events.indexOf(greeting) + 1)
  let readBack: CaptionEvent | undefined
  while (turn.caption.kind !== 'closing') {
    const slot = turn.caption.kind === 'readBack' ? 'readBack' : slotOf(prompts, turn.caption.text)
    if (slot === undefined) throw new Error(`no slot in "${turn.caption.text}"`)
    if (slot === 'readBack') readBack = turn
    else asked.push(slot)
    const reply = replies[slot]
    if (!reply) throw new Error(`no reply for "${turn.caption.text}"`)
    for (const { step, again } of reply.steps) {
      const before = caller.events.length
      await give(caller, step, turn)
      turn = await nextCaption(caller, before)
      expect(turn.caption.text).toBe(again)
    }
    const before = caller.events.length
    await give(caller, reply.last, turn)
    turn = await nextCaption(caller, before)
  }
  return { asked, readBack: readBack?.caption, closing: turn.caption }
}

async function placeCall(
  national: string,
  who: { firstName: string; lastName: string },
  language: 'en' | 'es' = 'en',
) {
  const { candidate, engagementId, phone } = await answeredPhoneInterview(
    running.server,
    national,
    { ...who, titles: ['Forklift Operator'] },
    async (session) => {
      if (language === 'en') return
      await running.db
        .update(candidates)
        .set({ appLanguage: language })
        .where(eq(candidates.id, session.userId))
    },
  )
  callers.push(phone)
  return { candidate, engagementId, caller: phone }
}

async function saved(candidateId: string, engagementId: string) {
  const [candidate] = await running.db
    .select()
    .from(candidates)
    .where(eq(candidates.id, candidateId))
  const [row] = await running.db.select().from(engagements).where(eq(engagements.id, engagementId))
  const answers = (row?.answers ?? []) as AnswerRecord[]
  return {
    preferences: candidate?.preferences,
    answers: answers.map(({ slot, source, keys: pressed, text, choice }) => ({
      slot,
      source,
      ...(pressed === undefined ? {} : { keys: pressed }),
      ...(text === undefined ? {} : { text }),
      ...(choice === undefined ? {} : { choice }),
    })),
  }
}

describe('the phone interview on the keypad', () => {
  it(
    'is answered by keys alone, read back and saved as the same answers said would be',
    async () => {
      const { candidate, engagementId, caller } = await placeCall('2065557321', {
        firstName: 'Maria',
        lastName: 'Lopez',
      })
      const hints = ENGLISH_PROMPTS.keypad.hints
      const { asked, readBack, closing } = await interview(caller, ENGLISH_PROMPTS, {
        // Days and nights: 1 and 3, then pound.
        shifts: keys('13#'),
        // A ZIP code, kept as its town.
        location: keys('43215#'),
        commute: keys('20#'),
        // 9 is no option: a short sorry and the options again, then no.
        relocation: {
          steps: [
            { step: { keys: '9' }, again: `${ENGLISH_PROMPTS.keypad.sorry} ${hints.relocation}` },
          ],
          last: { keys: '2' },
        },
        pay: keys('18#'),
        benefits: keys('14#'),
        // The keypad answers no skills: the recruiter asks to say it; the candidate says nothing.
        skills: {
          steps: [
            {
              step: { keys: '1' },
              again: `${ENGLISH_PROMPTS.keypad.sayIt} ${ENGLISH_PROMPTS.slots.skills.question}`,
            },
          ],
          last: { silent: true },
        },
        yearsOfExperience: keys('5#'),
        // 2 to change something, 4 for the pay, and the pay again: 20 then pound.
        readBack: {
          steps: [
            { step: { keys: '2' }, again: `What should I change? ${hints.change}` },
            {
              step: { keys: '4' },
              again: `${ENGLISH_PROMPTS.slots.pay.question} ${hints.pay}`,
            },
          ],
          last: { keys: '20#' },
        },
      })
      expect(asked).toEqual([
        'shifts',
        'location',
        'commute',
        'relocation',
        'pay',
        'benefits',
        'skills',
        'yearsOfExperience',
      ])
      // The phone says the options after each question the keypad answers.
      const shiftsAsked = caller.captions().find((caption) => caption.text.includes(hints.shifts))
      expect(shiftsAsked?.text).toBe(`${ENGLISH_PROMPTS.slots.shifts.question} ${hints.shifts}`)
      expect(caller.captions().map((caption) => caption.text)).toContain(
        `Okay, first shift and third shift. ${ENGLISH_PROMPTS.slots.location.question} ${hints.location}`,
      )
      expect(readBack?.text).toBe(
        'I have you down for forklift work on days and nights near Columbus, at least $18 an hour. ' +
          `${ENGLISH_PROMPTS.readBackQuestion('phone')} ${hints.readBack}`,
      )
      expect(closing.text).toBe(`Got it, at least $20 an hour. ${ENGLISH_PROMPTS.closing('Maria')}`)
      // Keys pressed while the recruiter spoke stopped it, as speech does.
      expect(caller.clears().length).toBeGreaterThan(0)
      expect(await caller.closed).toEqual({ code: 1000, reason: 'interview completed' })
      expect(await engagementStatusOverHttp(running.server, candidate, engagementId)).toBe(
        'completed',
      )

      const { preferences, answers } = await saved(candidate.userId, engagementId)
      expect(preferences).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['first', 'third'],
        },
        location: {
          preferredLocations: ['Columbus, OH'],
          maximumCommuteDistance: '20 miles',
          relocation: 'No',
        },
        salaryAndBenefits: {
          hourlyRateRange: '$20+',
          requiredBenefits: ['Health insurance', 'Paid time off'],
        },
        skillsAndExperience: { skills: [], yearsOfExperience: 5 },
      })
      // Only answers are recorded: the keys that did not answer changed nothing.
      expect(answers).toEqual([
        {
          slot: 'shifts',
          source: 'keypad',
          keys: '13#',
          text: 'Days (1st shift), Nights (3rd shift)',
          choice: ['first', 'third'],
        },
        { slot: 'location', source: 'keypad', keys: '43215#', text: 'Columbus, OH' },
        { slot: 'commute', source: 'keypad', keys: '20#', text: '20 miles' },
        { slot: 'relocation', source: 'keypad', keys: '2', text: 'No', choice: ['no'] },
        { slot: 'pay', source: 'keypad', keys: '18#', text: '$18+' },
        {
          slot: 'benefits',
          source: 'keypad',
          keys: '14#',
          text: 'Health insurance, Paid time off',
          choice: ['health', 'paid-time-off'],
        },
        { slot: 'skills', source: 'silence' },
        { slot: 'yearsOfExperience', source: 'keypad', keys: '5#', text: '5' },
        {
          slot: undefined,
          source: 'keypad',
          keys: '2',
          text: 'No, change something',
          choice: ['no'],
        },
        { slot: undefined, source: 'keypad', keys: '4', text: 'The pay', choice: ['pay'] },
        { slot: 'pay', source: 'keypad', keys: '20#', text: '$20+' },
      ])
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'takes keys and spoken answers in one call',
    async () => {
      const { candidate, engagementId, caller } = await placeCall('2065557322', {
        firstName: 'Dana',
        lastName: 'Reyes',
      })
      const { asked, closing } = await interview(caller, ENGLISH_PROMPTS, {
        shifts: keys('3#'),
        location: { steps: [], last: { say: 'Columbus, Ohio' } },
        commute: { steps: [], last: { say: 'Up to 20 miles, and I would not move' } },
        pay: keys('18#'),
        // 'None needed': the question is passed, nothing is required.
        benefits: keys('7#'),
        skills: { steps: [], last: { say: 'I am forklift certified with 5 years of experience' } },
        readBack: keys('1'),
      })
      expect(asked).toEqual(['shifts', 'location', 'commute', 'pay', 'benefits', 'skills'])
      expect(closing.text).toBe(ENGLISH_PROMPTS.closing('Dana'))
      expect(await caller.closed).toEqual({ code: 1000, reason: 'interview completed' })

      const { preferences, answers } = await saved(candidate.userId, engagementId)
      expect(preferences).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['third'],
        },
        location: {
          preferredLocations: ['Columbus, OH'],
          maximumCommuteDistance: '20 miles',
          relocation: 'No',
        },
        salaryAndBenefits: { hourlyRateRange: '$18+', requiredBenefits: [] },
        skillsAndExperience: {
          skills: ['Forklift certification', 'Forklift operation'],
          yearsOfExperience: 5,
        },
      })
      expect(answers.map((answer) => [answer.slot, answer.source])).toEqual([
        ['shifts', 'keypad'],
        ['location', 'voice'],
        ['commute', 'voice'],
        ['pay', 'keypad'],
        ['benefits', 'keypad'],
        ['skills', 'voice'],
        [undefined, 'keypad'],
      ])
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'works in Spanish: Spanish hints, * says them again, and a pause ends a number as # does',
    async () => {
      const { candidate, engagementId, caller } = await placeCall(
        '2065557323',
        { firstName: 'Rosa', lastName: 'Mendez' },
        'es',
      )
      const hints = SPANISH_PROMPTS.keypad.hints
      const { asked, readBack, closing } = await interview(caller, SPANISH_PROMPTS, {
        shifts: keys('2#'),
        location: {
          steps: [{ step: { keys: '*' }, again: hints.location }],
          last: { keys: '75201#' },
        },
        commute: keys('15#'),
        relocation: keys('3'),
        // No pound: the pause after the last key ends the number.
        pay: keys('17'),
        benefits: keys('1#'),
        skills: { steps: [], last: { silent: true } },
        yearsOfExperience: keys('2#'),
        readBack: keys('1'),
      })
      expect(asked).toEqual([
        'shifts',
        'location',
        'commute',
        'relocation',
        'pay',
        'benefits',
        'skills',
        'yearsOfExperience',
      ])
      expect(readBack?.text).toBe(
        'Tengo anotado que buscas trabajo de montacargas, de tarde, cerca de Dallas, por lo menos $17 la hora. ' +
          `${SPANISH_PROMPTS.readBackQuestion('phone')} ${hints.readBack}`,
      )
      expect(closing.text).toBe(SPANISH_PROMPTS.closing('Rosa'))
      expect(await caller.closed).toEqual({ code: 1000, reason: 'interview completed' })

      const { preferences, answers } = await saved(candidate.userId, engagementId)
      expect(preferences).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator'],
          roles: [],
          shiftPreferences: ['second'],
        },
        location: {
          preferredLocations: ['Dallas, TX'],
          maximumCommuteDistance: '15 miles',
          relocation: 'Maybe',
        },
        salaryAndBenefits: { hourlyRateRange: '$17+', requiredBenefits: ['Health insurance'] },
        skillsAndExperience: { skills: [], yearsOfExperience: 2 },
      })
      // The options' words are recorded as the Spanish caller heard them.
      expect(answers.find((answer) => answer.slot === 'shifts')).toEqual({
        slot: 'shifts',
        source: 'keypad',
        keys: '2#',
        text: 'De tarde (segundo turno)',
        choice: ['second'],
      })
      expect(answers.find((answer) => answer.slot === 'pay')).toMatchObject({ keys: '17' })
      expect(
        await eventually(
          () => engagementStatusOverHttp(running.server, candidate, engagementId),
          (status) => status === 'completed',
        ),
      ).toBe('completed')
    },
    CALL_TIMEOUT_MS,
  )
})
