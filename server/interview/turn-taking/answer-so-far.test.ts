import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { interviewStateSchema, type InterviewSlot } from '../dialogue'
import { extractSlots } from '../extract'
import { answerSoFar } from './answer-so-far'

const state = (stage: 'asking' | 'readBack', slot: InterviewSlot, language: 'en' | 'es' = 'en') =>
  v.parse(interviewStateSchema, {
    version: 1,
    firstName: '',
    language,
    stage,
    pending: stage === 'asking' ? { slot, kind: 'question' } : null,
    questionsAsked: 1,
    knownSlots: [],
    followedUp: [],
    passed: [],
    collected: {},
    fromProfile: {},
    justFilled: [],
  })

describe('answerSoFar', () => {
  it('tells whether the words fill the slot asked about, with the real extractor', () => {
    expect(answerSoFar('nights', state('asking', 'shifts'), extractSlots).fillsAskedSlot).toBe(true)
    expect(answerSoFar('20', state('asking', 'pay'), extractSlots).fillsAskedSlot).toBe(true)
    expect(answerSoFar('nights', state('asking', 'pay'), extractSlots).fillsAskedSlot).toBe(false)
    expect(answerSoFar('i want um', state('asking', 'shifts'), extractSlots).fillsAskedSlot).toBe(
      false,
    )
    expect(answerSoFar('noches', state('asking', 'shifts', 'es'), extractSlots)).toEqual({
      words: 'noches',
      fillsAskedSlot: true,
      language: 'es',
    })
  })

  it('counts a yes, a no or a skip as a whole reply, to the read-back too', () => {
    for (const words of ['yes', 'no', 'sí', 'skip'])
      expect(answerSoFar(words, state('readBack', 'pay'), extractSlots).fillsAskedSlot).toBe(true)
  })

  it('tells nothing of other words to a turn that asks about no slot (the read-back)', () => {
    expect(answerSoFar('yes and', state('readBack', 'pay'), extractSlots)).toEqual({
      words: 'yes and',
      language: 'en',
    })
    expect(answerSoFar('twenty', state('readBack', 'pay'), extractSlots, false)).toEqual({
      words: 'twenty',
      language: 'en',
      narrowBand: true,
    })
  })
})
