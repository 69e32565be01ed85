import { describe, expect, it } from 'vitest'
import type { AppLanguage } from '../../../contract/app-language'
import { extractSlots, mergeSlots } from '../extract'
import { chosenAnswer } from './choice-values'
import { turnChoices } from './choices'
import {
  answer,
  answerChoice,
  answerUncertain,
  createInterview,
  finalPreferences,
  nextTurn,
  passQuestion,
  readInterviewState,
  resumeTurn,
  startQuestions,
  type InterviewState,
} from './engine'
import { keypadQuestionOf, readKeys } from './keypad'
import { KEYPAD_PROMPTS, SLOT_PROMPTS } from './prompts'
import { SPANISH_PROMPTS } from './prompts-es'

/**
 * An answer heard with little certainty (the phone's audio on the embedded recogniser): what it
 * fills is said back and kept only after a yes, in words, by key or by tap.
 */

const extractor = { extractSlots, mergeSlots }

/** A phone interview at its first question, the shifts (the job type came from onboarding). */
const atShifts = (language: AppLanguage = 'en'): InterviewState => {
  const started = startQuestions(
    createInterview({ knownSlots: ['jobTypes'], channel: 'phone', language }),
  )
  expect(started.pending).toEqual({ slot: 'shifts', kind: 'question' })
  return started
}

const shifts = (state: InterviewState) =>
  finalPreferences(state).jobTypeAndSchedule.shiftPreferences

describe('an answer heard with little certainty', () => {
  it('is said back with "Is that right?" and the keys for yes and no, not kept yet', () => {
    const heard = answerUncertain(atShifts(), 'nights', extractor)
    expect(heard).toMatchObject({ stage: 'confirmingAnswer', pending: { slot: 'shifts' } })
    expect(nextTurn(heard)).toEqual({
      kind: 'question',
      slot: 'shifts',
      text: `Okay, third shift. Is that right? Say yes or no. ${KEYPAD_PROMPTS.hints.confirmAnswer}`,
    })
    expect(shifts(heard)).toEqual([])
    expect(keypadQuestionOf(heard)).toBe('confirmAnswer')
    expect(turnChoices({ ...heard, channel: 'web' })).toEqual({
      multiple: false,
      options: [
        { id: 'yes', label: "Yes, that's right" },
        { id: 'no', label: 'No' },
      ],
    })
    // Stored and read back between turns, as every state is.
    expect(readInterviewState(JSON.parse(JSON.stringify(heard)))).toEqual(heard)
  })

  it('is kept after a yes, said, pressed or tapped, and the next question follows without repeating it', () => {
    const heard = answerUncertain(atShifts(), 'nights', extractor)
    const kept = [
      answer(heard, 'yes', extractor),
      answer(heard, "yeah that's right", extractor),
      answerChoice(heard, chosenAnswer(heard, ['yes'])!, extractor),
    ]
    const key = readKeys(keypadQuestionOf(heard), '1')
    expect(key).toEqual({ kind: 'options', optionIds: ['yes'] })
    if (key.kind === 'options')
      kept.push(answerChoice(heard, chosenAnswer(heard, key.optionIds)!, extractor))
    for (const state of kept) {
      expect(shifts(state)).toEqual(['third'])
      expect(state).toMatchObject({ stage: 'asking', pending: { slot: 'location' } })
      expect(nextTurn(state).text).toBe(
        `${SLOT_PROMPTS.location.question} ${KEYPAD_PROMPTS.hints.location}`,
      )
    }
  })

  it('is dropped after a no, and the question is asked again once, then passed', () => {
    const heard = answerUncertain(atShifts(), 'nights', extractor)
    const again = answer(heard, 'no', extractor)
    expect(shifts(again)).toEqual([])
    expect(again).toMatchObject({ stage: 'asking', pending: { slot: 'shifts', kind: 'followUp' } })
    expect(answerChoice(heard, chosenAnswer(heard, ['no'])!, extractor)).toEqual(again)
    // Heard wrong a second time: no third try, the interview moves on.
    const wrongAgain = answerUncertain(again, 'evenings', extractor)
    expect(nextTurn(wrongAgain).text).toMatch(/^Okay, second shift\. Is that right\?/)
    const passed = answer(wrongAgain, 'nope', extractor)
    expect(passed).toMatchObject({ stage: 'asking', pending: { slot: 'location' } })
    expect(passed.passed).toContain('shifts')
    expect(shifts(passed)).toEqual([])
  })

  it('is not kept when no yes comes: silence moves on', () => {
    const heard = answerUncertain(atShifts(), 'nights', extractor)
    const silent = passQuestion(heard)
    expect(shifts(silent)).toEqual([])
    expect(silent).toMatchObject({ stage: 'asking', pending: { slot: 'location' } })
  })

  it('that fills nothing is taken as any answer is: the follow-up, nothing to confirm', () => {
    const state = atShifts()
    expect(answerUncertain(state, 'hmm well', extractor)).toEqual(
      answer(state, 'hmm well', extractor),
    )
  })

  it('said over the greeting is said back too, and the questions start after the yes or no', () => {
    const greeting = createInterview({ knownSlots: ['jobTypes'], channel: 'phone' })
    const heard = answerUncertain(greeting, 'nights in Columbus Ohio', extractor)
    expect(heard).toMatchObject({ stage: 'confirmingAnswer', pending: null })
    expect(nextTurn(heard)).toEqual({
      kind: 'question',
      text: `Okay, third shift. Got it, Columbus, OH. Is that right? Say yes or no. ${KEYPAD_PROMPTS.hints.confirmAnswer}`,
    })
    const kept = answer(heard, 'yes', extractor)
    expect(shifts(kept)).toEqual(['third'])
    expect(nextTurn(kept).text).toBe(
      `${SLOT_PROMPTS.commute.question} ${KEYPAD_PROMPTS.hints.commute}`,
    )
    for (const dropped of [answer(heard, 'no', extractor), passQuestion(heard)]) {
      expect(shifts(dropped)).toEqual([])
      expect(dropped).toMatchObject({
        stage: 'asking',
        pending: { slot: 'shifts', kind: 'question' },
      })
    }
  })

  it('is said again after a reconnect, and is said back in Spanish in a Spanish interview', () => {
    const heard = answerUncertain(atShifts(), 'nights', extractor)
    expect(resumeTurn(heard).text).toBe(
      `Let's pick up where we left off. Okay, third shift. Is that right? Say yes or no. ${KEYPAD_PROMPTS.hints.confirmAnswer}`,
    )
    const spanish = answerUncertain(atShifts('es'), 'de noche', extractor)
    expect(nextTurn(spanish).text).toBe(
      `Muy bien: tercer turno. ¿Está bien? Di sí o no. ${SPANISH_PROMPTS.keypad.hints.confirmAnswer}`,
    )
    expect(shifts(answer(spanish, 'sí', extractor))).toEqual(['third'])
  })
})
