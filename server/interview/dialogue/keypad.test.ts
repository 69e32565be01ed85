import { describe, expect, it } from 'vitest'
import { APP_LANGUAGES, type AppLanguage } from '../../../contract/app-language'
import { CLOSED_QUESTIONS, closedQuestionOf } from './choices'
import {
  createInterview,
  fixedPromptTexts,
  keypadHint,
  nextTurnParts,
  resumeTurn,
  type InterviewState,
} from './engine'
import { isKeypadKey, keypadQuestionOf, keypadRetryParts, readKeys } from './keypad'
import { DIALOGUE_PROMPTS } from './prompt-table'
import { KEYPAD_PROMPTS } from './prompts'
import { SPANISH_OFFER_KEYPAD_HINT, SPANISH_PROMPTS } from './prompts-es'
import { INTERVIEW_SLOTS, type InterviewSlot } from './slots'

const asking = (
  slot: InterviewSlot,
  {
    language = 'en',
    channel = 'phone',
  }: { language?: AppLanguage; channel?: 'web' | 'phone' } = {},
): InterviewState => ({
  ...createInterview({ knownSlots: [], language, channel }),
  stage: 'asking',
  pending: { slot, kind: 'question' },
  questionsAsked: 1,
})

const readBack = (channel: 'web' | 'phone' = 'phone'): InterviewState => ({
  ...createInterview({ knownSlots: [], channel }),
  stage: 'readBack',
  collected: { shiftPreferences: ['first'] },
})

describe('reading the keys pressed', () => {
  it('takes one key at once on a one-answer question: option N is key N', () => {
    expect(readKeys('relocation', '1')).toEqual({ kind: 'options', optionIds: ['yes'] })
    expect(readKeys('relocation', '3')).toEqual({ kind: 'options', optionIds: ['maybe'] })
    expect(readKeys('readBack', '2')).toEqual({ kind: 'options', optionIds: ['no'] })
    expect(readKeys('spanishOffer', '1')).toEqual({ kind: 'options', optionIds: ['yes'] })
  })

  it('takes several keys ended by # on a list, each option once, in the order of the question', () => {
    expect(readKeys('shifts', '3')).toEqual({ kind: 'more' })
    expect(readKeys('shifts', '31')).toEqual({ kind: 'more' })
    expect(readKeys('shifts', '313#')).toEqual({ kind: 'options', optionIds: ['first', 'third'] })
    expect(readKeys('jobTypes', '7#')).toEqual({
      kind: 'options',
      optionIds: ['warehouse-associate'],
    })
    expect(readKeys('benefits', '14#')).toEqual({
      kind: 'options',
      optionIds: ['health', 'paid-time-off'],
    })
    expect(readKeys('benefits', '7#')).toEqual({ kind: 'options', optionIds: ['none'] })
  })

  it('ends a list or a number on a pause as on #', () => {
    expect(readKeys('shifts', '24', true)).toEqual({
      kind: 'options',
      optionIds: ['second', 'weekend'],
    })
    expect(readKeys('pay', '18', true)).toMatchObject({ kind: 'number', text: '$18+' })
  })

  it('reads a ZIP code then # on the place question, and nothing shorter or longer', () => {
    expect(readKeys('location', '4321')).toEqual({ kind: 'more' })
    expect(readKeys('location', '43215#')).toEqual({ kind: 'zip', zip: '43215' })
    expect(readKeys('location', '4321#')).toEqual({ kind: 'invalid' })
    expect(readKeys('location', '432155#')).toEqual({ kind: 'invalid' })
  })

  it('reads dollars an hour then # as the floor the extractor reads in "I need 18 an hour"', () => {
    expect(readKeys('pay', '18#')).toEqual({
      kind: 'number',
      slot: 'pay',
      values: { hourlyRateRange: { min: 18 } },
      text: '$18+',
    })
    expect(readKeys('pay', '4#')).toEqual({ kind: 'invalid' })
    expect(readKeys('pay', '1800#')).toEqual({ kind: 'invalid' })
  })

  it('reads miles and years then #, stored as the extractor stores them', () => {
    expect(readKeys('commute', '20#')).toEqual({
      kind: 'number',
      slot: 'commute',
      values: { maximumCommuteDistance: '20 miles' },
      text: '20 miles',
    })
    expect(readKeys('yearsOfExperience', '5#')).toEqual({
      kind: 'number',
      slot: 'yearsOfExperience',
      values: { yearsOfExperience: 5 },
      text: '5',
    })
    expect(readKeys('yearsOfExperience', '61#')).toEqual({ kind: 'invalid' })
    expect(readKeys('commute', '0#')).toEqual({ kind: 'invalid' })
  })

  it('refuses keys that answer nothing the question offers', () => {
    expect(readKeys('relocation', '4')).toEqual({ kind: 'invalid' })
    expect(readKeys('relocation', '0')).toEqual({ kind: 'invalid' })
    expect(readKeys('readBack', '3')).toEqual({ kind: 'invalid' })
    expect(readKeys('shifts', '17#')).toEqual({ kind: 'invalid' })
    expect(readKeys('shifts', '10#')).toEqual({ kind: 'invalid' })
    // 'None needed' goes alone, as its button does.
    expect(readKeys('benefits', '17#')).toEqual({ kind: 'invalid' })
    // A stuck key is not an answer.
    expect(readKeys('shifts', '1'.repeat(13))).toEqual({ kind: 'invalid' })
    expect(readKeys('shifts', '1'.repeat(12))).toEqual({ kind: 'more' })
  })

  it('repeats the options on *, dropping the keys pressed before it', () => {
    expect(readKeys('shifts', '*')).toEqual({ kind: 'repeat' })
    expect(readKeys('shifts', '13*')).toEqual({ kind: 'repeat' })
    expect(readKeys('relocation', '*')).toEqual({ kind: 'repeat' })
    expect(readKeys(undefined, '*')).toEqual({ kind: 'repeat' })
  })

  it('ignores a lone # (the habit of ending a one-key answer with it) and keys a keypad lacks', () => {
    expect(readKeys('shifts', '#')).toEqual({ kind: 'none' })
    expect(readKeys('relocation', '#')).toEqual({ kind: 'none' })
    expect(readKeys('shifts', 'A')).toEqual({ kind: 'none' })
    expect(readKeys('shifts', '#2#')).toEqual({ kind: 'options', optionIds: ['second'] })
    expect(['1', '0', '*', '#'].every(isKeypadKey)).toBe(true)
    expect(['A', 'D', '', '12'].some(isKeypadKey)).toBe(false)
  })

  it('says a question the keypad does not answer is to be said', () => {
    expect(readKeys(undefined, '1')).toEqual({ kind: 'notHere' })
  })
})

describe('the questions the keypad answers', () => {
  it('are the closed ones, the number ones and what to change; skills are said', () => {
    const answered = INTERVIEW_SLOTS.filter((slot) => keypadQuestionOf(asking(slot)) !== undefined)
    expect(answered).toEqual([
      'jobTypes',
      'shifts',
      'location',
      'commute',
      'relocation',
      'pay',
      'benefits',
      'yearsOfExperience',
    ])
    expect(keypadQuestionOf(readBack())).toBe('readBack')
    expect(keypadQuestionOf({ ...readBack(), stage: 'correcting' })).toBe('change')
    expect(keypadQuestionOf({ ...asking('jobTypes'), stage: 'offeringSpanish' })).toBe(
      'spanishOffer',
    )
    for (const slot of INTERVIEW_SLOTS) {
      expect(keypadQuestionOf(asking(slot))).toBe(
        closedQuestionOf(asking(slot)) ?? answered.find((s) => s === slot),
      )
    }
  })

  it('each have a hint on the phone, in both languages, naming every option by its key', () => {
    for (const language of APP_LANGUAGES) {
      for (const slot of INTERVIEW_SLOTS) {
        const state = asking(slot, { language })
        const question = keypadQuestionOf(state)
        const hint = keypadHint(state)
        expect(hint !== undefined, `${language} ${slot}`).toBe(question !== undefined)
        if (question === undefined || !(question in CLOSED_QUESTIONS)) continue
        const count = CLOSED_QUESTIONS[question as keyof typeof CLOSED_QUESTIONS].options.length
        const keys = [...(hint ?? '').matchAll(/\b(\d) (?:for|para|to)\b/g)].map((m) => m[1])
        expect(keys, `${language} ${slot}`).toEqual(
          Array.from({ length: count }, (_, index) => String(index + 1)),
        )
      }
    }
  })
})

describe('the keypad hint in what the recruiter says', () => {
  it('follows a closed or number question on the phone, as a sentence of its own', () => {
    expect(nextTurnParts(asking('shifts'))).toEqual([
      DIALOGUE_PROMPTS.en.slots.shifts.question,
      'Or press 1 for days, 2 for evenings, 3 for nights, 4 for weekends, 5 for rotating shifts, 6 for any shift, then press pound.',
    ])
    expect(nextTurnParts(asking('location', { language: 'es' }))).toEqual([
      SPANISH_PROMPTS.slots.location.question,
      'O marca tu código postal y al final la tecla numeral.',
    ])
    expect(nextTurnParts(readBack()).at(-1)).toBe(KEYPAD_PROMPTS.hints.readBack)
    expect(nextTurnParts({ ...asking('jobTypes'), stage: 'offeringSpanish' }).at(-1)).toBe(
      SPANISH_OFFER_KEYPAD_HINT,
    )
    expect(resumeTurn(asking('pay')).text).toBe(
      `${DIALOGUE_PROMPTS.en.resumePrefix} ${DIALOGUE_PROMPTS.en.slots.pay.question} ${KEYPAD_PROMPTS.hints.pay}`,
    )
  })

  it('is never said in the browser (it has buttons), nor after an open question', () => {
    expect(nextTurnParts(asking('shifts', { channel: 'web' }))).toEqual([
      DIALOGUE_PROMPTS.en.slots.shifts.question,
    ])
    expect(nextTurnParts(readBack('web'))).toHaveLength(2)
    expect(nextTurnParts(asking('skills'))).toEqual([DIALOGUE_PROMPTS.en.slots.skills.question])
  })

  it('is among the fixed sentences warmed for the phone, which stay few and name no one', () => {
    for (const language of APP_LANGUAGES) {
      const { keypad } = DIALOGUE_PROMPTS[language]
      const phone = fixedPromptTexts('Rosa', 'Hirelane', 'phone', language)
      for (const hint of Object.values(keypad.hints)) expect(phone).toContain(hint)
      expect(phone).toContain(keypad.sorry)
      expect(phone).toContain(keypad.sayIt)
      const web = fixedPromptTexts('Rosa', 'Hirelane', 'web', language)
      for (const hint of Object.values(keypad.hints)) expect(web).not.toContain(hint)
      // Eleven hints, 'sorry' and 'say it': thirteen sentences more, the same for every caller.
      expect(new Set(phone).size - new Set(web).size).toBe(13)
      expect(Object.values(keypad.hints).some((hint) => hint.includes('Rosa'))).toBe(false)
    }
  })
})

describe('what keys that did not answer get', () => {
  it('the options again, after a short sorry for invalid keys', () => {
    expect(keypadRetryParts(asking('relocation'), 'invalid')).toEqual([
      "Sorry, I didn't get those keys.",
      'Or press 1 for yes, 2 for no, 3 for maybe.',
    ])
    expect(keypadRetryParts(asking('relocation'), 'repeat')).toEqual([
      'Or press 1 for yes, 2 for no, 3 for maybe.',
    ])
    expect(keypadRetryParts(asking('pay', { language: 'es' }), 'invalid')).toEqual([
      'Perdona, no entendí esas teclas.',
      'O marca los dólares por hora y al final la tecla numeral.',
    ])
    // The offer of Spanish is said in Spanish, its sorry too.
    expect(
      keypadRetryParts({ ...asking('jobTypes'), stage: 'offeringSpanish' }, 'invalid'),
    ).toEqual([SPANISH_PROMPTS.keypad.sorry, SPANISH_OFFER_KEYPAD_HINT])
  })

  it('"say it" and the question again where the keypad answers nothing', () => {
    expect(keypadRetryParts(asking('skills'), 'notHere')).toEqual([
      'Please say this answer out loud.',
      DIALOGUE_PROMPTS.en.slots.skills.question,
    ])
  })

  it('asks what to change by key after a no to the read-back, and takes one key at once', () => {
    const correcting: InterviewState = { ...readBack(), stage: 'correcting' }
    expect(nextTurnParts(correcting)).toEqual([
      'What should I change?',
      'Or press 1 for the work, 2 for the shifts, 3 for the place, 4 for the pay.',
    ])
    expect(nextTurnParts({ ...correcting, language: 'es' }).at(-1)).toBe(
      'O marca 1 para el trabajo, 2 para el turno, 3 para el lugar, 4 para el pago.',
    )
    expect(readKeys('change', '2')).toEqual({ kind: 'options', optionIds: ['shifts'] })
    expect(readKeys('change', '5#')).toEqual({ kind: 'invalid' })
    expect(keypadRetryParts(correcting, 'invalid')).toEqual([
      "Sorry, I didn't get those keys.",
      'Or press 1 for the work, 2 for the shifts, 3 for the place, 4 for the pay.',
    ])
  })
})
