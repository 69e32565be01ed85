import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { NORMAL_CLOSE, type ServerSignal } from '../../contract/interview'
import { candidates, engagements } from '../../server/db/schema'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import {
  CHOICE_LABELS,
  INTERVIEW_SLOTS,
  SLOT_PROMPTS,
  SLOT_QUESTIONS,
  SPANISH_PROMPTS,
  closingText,
  readBackQuestion,
  type InterviewSlot,
  type SlotQuestion,
} from '../../server/interview/dialogue'
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
  signInOverHttp,
  useRunningServer,
} from './support/running-server'

/**
 * The interview answered by tapping over a real server (docs/adr/0008: every closed question can be
 * answered by tap): the werift caller plays the browser, answers every closed question only with
 * the options its caption carries, and types the open ones; the preferences saved are what was
 * tapped and typed. No transcriber: nothing here is heard.
 */

const running = useRunningServer({ database: 'postgres', env: { TRANSCRIBER: 'none' } })

const CALL_TIMEOUT_MS = 90_000

const callers: InterviewCaller[] = []
afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.drop()
})

let nextPhone = 0
async function call(language: 'en' | 'es' = 'en') {
  const candidate = await signInOverHttp(
    running.server,
    `20655${String(8900 + nextPhone++).padStart(5, '0')}`,
  )
  if (language !== 'en') {
    await running.db
      .update(candidates)
      .set({ appLanguage: language })
      .where(eq(candidates.id, candidate.userId))
  }
  const setup = await createEngagementOverHttp(running.server, candidate)
  const caller = await callInterview(setup.callEndpointUri, {
    origin: running.server.url,
    accessToken: candidate.accessToken,
  })
  callers.push(caller)
  return { candidate, setup, caller }
}

/** The first signal at or after index `from` that matches. */
const nextSignal = (caller: InterviewCaller, from: number, match: (s: ServerSignal) => boolean) =>
  caller.waitFor((signal) => caller.signals.indexOf(signal) >= from && match(signal), 30_000)

const nextCaption = async (caller: InterviewCaller, from: number) =>
  (await nextSignal(caller, from, isCaption)) as Caption

/** Sends a message and returns the caption of the turn it leads to. */
async function answerWith(caller: InterviewCaller, message: unknown) {
  const from = caller.signals.length
  caller.send(message)
  return nextCaption(caller, from)
}

const tap = (caller: InterviewCaller, caption: Caption, optionIds: string[]) =>
  answerWith(caller, { type: 'choice', captionId: caption.id, optionIds })

/** The slot a question asks about (its caption ends with the question or its follow-up). */
const slotOf = (caption: Caption): InterviewSlot | undefined =>
  INTERVIEW_SLOTS.find(
    (slot) =>
      caption.text.endsWith(SLOT_PROMPTS[slot].question) ||
      caption.text.endsWith(SLOT_PROMPTS[slot].followUp),
  )

/** The taps for the closed questions. */
const TAPPED: Partial<Record<InterviewSlot, string[]>> = {
  jobTypes: ['forklift-operator', 'order-picker'],
  shifts: ['weekend', 'first'],
  relocation: ['maybe'],
  benefits: ['health', 'paid-time-off'],
}
/** The typed answers for the open ones. */
const TYPED: Partial<Record<InterviewSlot, string>> = {
  location: 'Columbus, Ohio',
  commute: '20 miles',
  pay: '$17 to $20 an hour',
  skills: 'RF scanner',
  yearsOfExperience: '5 years',
}

async function engagementRow(engagementId: string) {
  const [row] = await running.db.select().from(engagements).where(eq(engagements.id, engagementId))
  if (!row) throw new Error(`engagement ${engagementId} not found`)
  return row
}

describe('the interview answered by tapping', () => {
  it(
    'fills every closed question from its options alone, types the rest, corrects the read-back by taps and saves the preferences',
    async () => {
      const { candidate, setup, caller } = await call()
      const greeting = await nextCaption(caller, 0)
      expect(greeting).toMatchObject({ kind: 'greeting' })
      expect(greeting.choices).toBeUndefined()
      // Typed over the greeting to skip it (it fills nothing): the first question follows.
      let caption = await answerWith(caller, { type: 'text', text: 'Hello' })

      const asked: InterviewSlot[] = []
      while (caption.kind === 'question') {
        const slot = slotOf(caption)
        if (!slot) throw new Error(`no slot asks "${caption.text}"`)
        asked.push(slot)
        const taps = TAPPED[slot]
        if (!taps) {
          // An open question: no options, typed.
          expect(caption.choices, slot).toBeUndefined()
          caption = await answerWith(caller, { type: 'text', text: TYPED[slot] })
          continue
        }
        expect(caption.choices?.options.map((option) => option.label)).toEqual(
          Object.values(CHOICE_LABELS[slot as SlotQuestion]),
        )
        const question = caption
        if (slot === 'relocation') {
          // Options of another question are refused, and the question stays.
          const from = caller.signals.length
          caller.send({ type: 'choice', captionId: question.id, optionIds: ['first'] })
          expect(
            await nextSignal(caller, from, (signal) => signal.type === 'choiceRejected'),
          ).toEqual({ type: 'choiceRejected', captionId: question.id, reason: 'invalid' })
        }
        caption = await tap(caller, question, taps)
        expect(caption.id).toBeGreaterThan(question.id)
        if (slot === 'shifts') {
          expect(caption.text).toBe(
            `Okay, first shift and weekends. ${SLOT_PROMPTS.location.question}`,
          )
          // The same tap again is for a question already answered.
          const from = caller.signals.length
          caller.send({ type: 'choice', captionId: question.id, optionIds: taps })
          expect(
            await nextSignal(caller, from, (signal) => signal.type === 'choiceRejected'),
          ).toEqual({ type: 'choiceRejected', captionId: question.id, reason: 'stale' })
        }
      }
      expect(asked).toEqual([...INTERVIEW_SLOTS])
      expect(asked.filter((slot) => TAPPED[slot])).toEqual([...SLOT_QUESTIONS])

      // The read-back, corrected with taps: no, the shifts, nights.
      expect(caption).toMatchObject({
        kind: 'readBack',
        text: `I have you down for forklift or picking work on days and weekends near Columbus, $17 to $20 an hour. ${readBackQuestion('web')}`,
        choices: {
          multiple: false,
          options: [
            { id: 'yes', label: "Yes, that's right" },
            { id: 'no', label: 'No, change something' },
          ],
        },
      })
      const whatToChange = await tap(caller, caption, ['no'])
      expect(whatToChange).toMatchObject({
        kind: 'readBack',
        text: 'What should I change?',
        choices: {
          multiple: false,
          options: [
            { id: 'work', label: 'The work' },
            { id: 'shifts', label: 'The shifts' },
            { id: 'place', label: 'The place' },
            { id: 'pay', label: 'The pay' },
          ],
        },
      })
      const shiftsAgain = await tap(caller, whatToChange, ['shifts'])
      expect(shiftsAgain).toMatchObject({ kind: 'question', text: SLOT_PROMPTS.shifts.question })
      expect(shiftsAgain.choices?.options.map((option) => option.id)).toContain('third')
      const closing = await tap(caller, shiftsAgain, ['third'])
      expect(closing).toMatchObject({
        kind: 'closing',
        text: `Okay, third shift. ${closingText('')}`,
      })
      expect(closing.choices).toBeUndefined()
      await nextSignal(
        caller,
        caller.signals.indexOf(closing),
        (signal) => signal.type === 'state' && signal.phase === 'completed',
      )
      expect(await caller.closed).toBe(NORMAL_CLOSE)

      expect(await engagementStatusOverHttp(running.server, candidate, setup.engagementId)).toBe(
        'completed',
      )
      const [stored] = await running.db
        .select()
        .from(candidates)
        .where(eq(candidates.id, candidate.userId))
      expect(stored?.preferences).toEqual({
        jobTypeAndSchedule: {
          jobTypes: ['Forklift Operator', 'Order Picker'],
          roles: [],
          shiftPreferences: ['third'],
        },
        location: {
          preferredLocations: ['Columbus, OH'],
          maximumCommuteDistance: '20 miles',
          relocation: 'Maybe',
        },
        salaryAndBenefits: {
          hourlyRateRange: '$17 - $20',
          requiredBenefits: ['Health insurance', 'Paid time off'],
        },
        skillsAndExperience: { skills: ['RF scanner'], yearsOfExperience: 5 },
      })

      // Each tap is recorded as the answer to its question: its options and the words shown.
      const progress = readEngagementProgress(await engagementRow(setup.engagementId))
      expect(
        progress.answers.map(({ slot, source, choice, text }) => ({ slot, source, choice, text })),
      ).toEqual([
        { slot: undefined, source: 'text', choice: undefined, text: 'Hello' },
        {
          slot: 'jobTypes',
          source: 'choice',
          choice: ['forklift-operator', 'order-picker'],
          text: 'Forklift Operator, Order Picker',
        },
        {
          slot: 'shifts',
          source: 'choice',
          choice: ['first', 'weekend'],
          text: 'Days (1st shift), Weekends',
        },
        { slot: 'location', source: 'text', choice: undefined, text: TYPED.location },
        { slot: 'commute', source: 'text', choice: undefined, text: TYPED.commute },
        {
          slot: 'relocation',
          source: 'choice',
          choice: ['maybe'],
          text: 'Maybe, for the right job',
        },
        { slot: 'pay', source: 'text', choice: undefined, text: TYPED.pay },
        {
          slot: 'benefits',
          source: 'choice',
          choice: ['health', 'paid-time-off'],
          text: 'Health insurance, Paid time off',
        },
        { slot: 'skills', source: 'text', choice: undefined, text: TYPED.skills },
        {
          slot: 'yearsOfExperience',
          source: 'text',
          choice: undefined,
          text: TYPED.yearsOfExperience,
        },
        { slot: undefined, source: 'choice', choice: ['no'], text: 'No, change something' },
        { slot: undefined, source: 'choice', choice: ['shifts'], text: 'The shifts' },
        { slot: 'shifts', source: 'choice', choice: ['third'], text: 'Nights (3rd shift)' },
      ])
    },
    CALL_TIMEOUT_MS,
  )

  it(
    'offers the options in Spanish in a Spanish interview, and a tap fills the slot the same way',
    async () => {
      const { setup, caller } = await call('es')
      await nextCaption(caller, 0)
      const first = await answerWith(caller, { type: 'text', text: 'Hola' })
      expect(first.text).toBe(SPANISH_PROMPTS.slots.jobTypes.question)
      expect(first.choices?.options.map((option) => option.label)).toEqual(
        Object.values(SPANISH_PROMPTS.choiceLabels.jobTypes),
      )
      const shifts = await tap(caller, first, ['forklift-operator'])
      expect(shifts.text).toBe(
        `Entendido: operador de montacargas. ${SPANISH_PROMPTS.slots.shifts.question}`,
      )
      expect(shifts.choices?.options.find((option) => option.id === 'third')?.label).toBe(
        'De noche (tercer turno)',
      )
      const location = await tap(caller, shifts, ['third'])
      expect(location.text).toBe(
        `Muy bien: tercer turno. ${SPANISH_PROMPTS.slots.location.question}`,
      )
      const saved = await eventually(
        async () => readEngagementProgress(await engagementRow(setup.engagementId)),
        (progress) => progress.answers.length === 3,
      )
      expect(saved.slots).toEqual({ jobTypes: ['Forklift Operator'], shiftPreferences: ['third'] })
      expect(saved.answers.at(-1)).toMatchObject({
        slot: 'shifts',
        source: 'choice',
        choice: ['third'],
        text: 'De noche (tercer turno)',
      })
    },
    CALL_TIMEOUT_MS,
  )
})
