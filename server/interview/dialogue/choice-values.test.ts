import { describe, expect, it } from 'vitest'
import type { AppLanguage } from '../../../contract/app-language'
import { extractSlots, mergeSlots } from '../extract'
import { chosenAnswer } from './choice-values'
import { CLOSED_QUESTIONS, SLOT_QUESTIONS, turnChoices, type SlotQuestion } from './choices'
import {
  answer,
  answerChoice,
  createInterview,
  finalPreferences,
  nextTurn,
  startQuestions,
  passQuestion,
  type InterviewState,
} from './engine'
import { SLOT_PROMPTS } from './prompts'
import { EXPECTED_FIELD, isFilled, type InterviewSlot } from './slots'

/** A tapped option as the slot value it fills, and as an answer the dialogue takes. */

const extractor = { extractSlots, mergeSlots }

const asking = (slot: InterviewSlot, language: AppLanguage = 'en'): InterviewState => ({
  ...createInterview({ knownSlots: [], language }),
  stage: 'asking',
  pending: { slot, kind: 'question' },
  questionsAsked: 1,
})

/** What the option fills, as the dialogue would merge it into an empty interview. */
const valuesOf = (slot: InterviewSlot, ids: string[]) => {
  const chosen = chosenAnswer(asking(slot), ids)
  return chosen?.kind === 'slot' ? chosen.values : undefined
}

describe('a tapped option as a slot value', () => {
  it('maps every job type to the catalogue’s fixed job type', () => {
    expect(valuesOf('jobTypes', ['forklift-operator'])).toEqual({
      jobTypes: ['Forklift Operator'],
    })
    expect(valuesOf('jobTypes', ['warehouse-associate', 'assembler'])).toEqual({
      jobTypes: ['Assembler', 'Warehouse Associate'],
    })
  })

  it('maps shifts in the catalogue’s order, any shift being the three of them', () => {
    expect(valuesOf('shifts', ['third'])).toEqual({ shiftPreferences: ['third'] })
    expect(valuesOf('shifts', ['weekend', 'first'])).toEqual({
      shiftPreferences: ['first', 'weekend'],
    })
    expect(valuesOf('shifts', ['any', 'weekend'])).toEqual({
      shiftPreferences: ['first', 'second', 'third', 'weekend'],
    })
    expect(valuesOf('shifts', ['rotating'])).toEqual({ shiftPreferences: ['rotating'] })
  })

  it('maps relocation to yes, no or maybe', () => {
    for (const id of ['yes', 'no', 'maybe'] as const)
      expect(valuesOf('relocation', [id])).toEqual({ relocation: id })
  })

  it('maps benefits to the catalogue’s labels, and None needed to nothing', () => {
    expect(valuesOf('benefits', ['health', '401k', 'paid-time-off'])).toEqual({
      requiredBenefits: ['Health insurance', 'Paid time off', '401(k)'],
    })
    expect(valuesOf('benefits', ['none'])).toEqual({})
  })

  it('fills what the extractor fills from the same words', () => {
    const cases: [SlotQuestion, string[], string][] = [
      ['jobTypes', ['order-picker'], 'order picker'],
      ['shifts', ['any'], 'any shift'],
      ['shifts', ['second', 'weekend'], 'evenings and weekends'],
      ['relocation', ['maybe'], 'maybe'],
      ['benefits', ['dental', 'vision'], 'dental and vision'],
      ['benefits', ['none'], 'none'],
    ]
    for (const [slot, ids, words] of cases) {
      const { excluded: _excluded, ...said } = extractSlots(words, {
        expectedSlot: EXPECTED_FIELD[slot],
      })
      expect(valuesOf(slot, ids), words).toEqual(said)
    }
  })

  it('keeps the labels the candidate read, in the interview’s language, and the ids in the order shown', () => {
    expect(chosenAnswer(asking('shifts'), ['weekend', 'first'])).toMatchObject({
      text: 'Days (1st shift), Weekends',
      optionIds: ['first', 'weekend'],
    })
    expect(chosenAnswer(asking('shifts', 'es'), ['third'])).toMatchObject({
      text: 'De noche (tercer turno)',
      optionIds: ['third'],
    })
  })

  it('refuses what the current question does not offer', () => {
    const refused: [InterviewSlot, string[]][] = [
      ['shifts', []],
      ['shifts', ['nights']],
      ['shifts', ['yes']],
      ['shifts', ['first', 'first']],
      ['relocation', ['yes', 'no']],
      ['relocation', ['first']],
      ['benefits', ['none', 'health']],
      ['pay', ['yes']],
      ['location', ['first']],
    ]
    for (const [slot, ids] of refused)
      expect(chosenAnswer(asking(slot), ids), `${slot} ${ids.join()}`).toBeUndefined()
    const greeting = createInterview({ knownSlots: [] })
    expect(chosenAnswer(greeting, ['yes'])).toBeUndefined()
    expect(chosenAnswer({ ...greeting, stage: 'correcting' }, ['no'])).toBeUndefined()
    expect(chosenAnswer({ ...greeting, stage: 'closed' }, ['yes'])).toBeUndefined()
  })
})

describe('a tapped answer in the dialogue', () => {
  it('fills its slot every time, for every option of every closed question, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      for (const slot of SLOT_QUESTIONS) {
        for (const id of CLOSED_QUESTIONS[slot].options) {
          const state = asking(slot, language)
          const chosen = chosenAnswer(state, [id])
          expect(chosen, `${slot} ${id}`).toBeDefined()
          const next = answerChoice(state, chosen!, extractor)
          if (id === 'none') {
            // A decline: passed at once, never asked again.
            expect(next.passed).toEqual([slot])
            expect(next.followedUp).toEqual([])
          } else {
            expect(isFilled(next.collected, slot), `${slot} ${id}`).toBe(true)
            expect(next.justFilled).toEqual([slot])
          }
          expect(next.pending?.slot, `${slot} ${id}`).not.toBe(slot)
          expect(next.pending?.kind).toBe('question')
        }
      }
    }
  })

  it('confirms a tap as it confirms words, then asks the next question', () => {
    const state = startQuestions(createInterview({ knownSlots: ['jobTypes'] }))
    expect(nextTurn(state).slot).toBe('shifts')
    const next = answerChoice(state, chosenAnswer(state, ['third', 'weekend'])!, extractor)
    expect(nextTurn(next)).toEqual({
      kind: 'question',
      slot: 'location',
      text: `Okay, third shift and weekends. ${SLOT_PROMPTS.location.question}`,
    })
    // The same as the words would have given (which were also looked at for their language).
    expect(answer(state, 'nights and weekends', extractor)).toEqual({
      ...next,
      languageChecked: true,
    })
  })

  it('adds a tap to what was volunteered before, as the extractor merges', () => {
    const state: InterviewState = {
      ...asking('benefits'),
      collected: {
        shiftPreferences: ['first'],
        excluded: { requiredBenefits: ['Dental insurance'] },
      },
    }
    const next = answerChoice(state, chosenAnswer(state, ['dental', 'health'])!, extractor)
    // Tapping dental takes back the earlier 'no dental'.
    expect(next.collected).toEqual({
      shiftPreferences: ['first'],
      requiredBenefits: ['Health insurance', 'Dental insurance'],
    })
  })

  it('closes on a yes to the read-back and asks what to change on a no, like the words', () => {
    const readBack: InterviewState = {
      ...asking('shifts'),
      stage: 'readBack',
      pending: null,
      collected: { shiftPreferences: ['third'] },
    }
    const yes = answerChoice(readBack, chosenAnswer(readBack, ['yes'])!, extractor)
    expect(yes).toEqual(answer(readBack, 'yes', extractor))
    expect(yes.stage).toBe('closed')
    expect(finalPreferences(yes).jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    const no = answerChoice(readBack, chosenAnswer(readBack, ['no'])!, extractor)
    expect(no).toEqual(answer(readBack, 'no', extractor))
    expect(nextTurn(no)).toMatchObject({ kind: 'readBack', text: 'What should I change?' })
    expect(turnChoices(no)?.options.map((option) => option.id)).toEqual([
      'work',
      'shifts',
      'place',
      'pay',
    ])
  })

  it('asks the chosen fact again after a no, and its answer replaces it before the closing', () => {
    const readBack: InterviewState = {
      ...asking('shifts'),
      stage: 'readBack',
      pending: null,
      collected: { jobTypes: ['Forklift Operator'], shiftPreferences: ['third'] },
    }
    const no = answerChoice(readBack, chosenAnswer(readBack, ['no'])!, extractor)
    const change = chosenAnswer(no, ['shifts'])
    expect(change).toMatchObject({ kind: 'change', slot: 'shifts', text: 'The shifts' })
    // Only one fact at a time, and only a fact the read-back names.
    expect(chosenAnswer(no, ['shifts', 'pay'])).toBeUndefined()
    expect(chosenAnswer(no, ['benefits'])).toBeUndefined()
    const asked = answerChoice(no, change!, extractor)
    expect(asked).toMatchObject({ stage: 'asking', pending: { slot: 'shifts' }, changing: true })
    expect(nextTurn(asked)).toMatchObject({ kind: 'question', slot: 'shifts' })
    expect(turnChoices(asked)?.options.map((option) => option.id)).toContain('first')

    // Tapped: days replace nights, and the closing says so.
    const days = answerChoice(asked, chosenAnswer(asked, ['first'])!, extractor)
    expect(days).toMatchObject({ stage: 'closed', changing: false, justFilled: ['shifts'] })
    expect(finalPreferences(days).jobTypeAndSchedule.shiftPreferences).toEqual(['first'])
    expect(nextTurn(days).text).toMatch(/^Okay, first shift\. Thanks/)
    // Said: the same, as the words are understood.
    const said = answer(asked, 'days', extractor)
    expect(finalPreferences(said).jobTypeAndSchedule.shiftPreferences).toEqual(['first'])
    expect(said.stage).toBe('closed')
    // Nothing understood, or silence: the shifts stay as read back, and the closing follows.
    for (const kept of [answer(asked, 'hmm', extractor), passQuestion(asked)]) {
      expect(kept).toMatchObject({ stage: 'closed', justFilled: [] })
      expect(finalPreferences(kept).jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    }
  })

  it('goes on in Spanish on a yes to the offer, in English on a no', () => {
    const started = startQuestions(createInterview({ knownSlots: [] }))
    const offering = answer(started, 'Busco trabajo de montacargas', extractor)
    expect(offering.stage).toBe('offeringSpanish')
    const yes = answerChoice(offering, chosenAnswer(offering, ['yes'])!, extractor)
    expect(yes).toMatchObject({ stage: 'asking', language: 'es' })
    expect(nextTurn(yes).slot).toBe('shifts')
    const no = answerChoice(offering, chosenAnswer(offering, ['no'])!, extractor)
    expect(no).toMatchObject({ stage: 'asking', language: 'en' })
  })

  it('does not look for a language in a tap: the first answer in words is still looked at', () => {
    const started = startQuestions(createInterview({ knownSlots: [] }))
    const tapped = answerChoice(started, chosenAnswer(started, ['assembler'])!, extractor)
    expect(tapped.languageChecked).toBe(false)
    expect(answer(tapped, 'de noche', extractor).stage).toBe('offeringSpanish')
  })

  it('leaves the state alone for a tap that does not answer the current turn', () => {
    const shifts = asking('shifts')
    const relocation = asking('relocation')
    const chosen = chosenAnswer(shifts, ['first'])!
    expect(answerChoice(relocation, chosen, extractor)).toBe(relocation)
    const yes = chosenAnswer({ ...shifts, stage: 'readBack', pending: null }, ['yes'])!
    expect(answerChoice(shifts, yes, extractor)).toBe(shifts)
  })
})
