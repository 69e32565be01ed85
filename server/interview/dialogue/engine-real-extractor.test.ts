import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  answer,
  createInterview,
  finalPreferences,
  nextTurn,
  preferencesSchema,
  startQuestions,
  type SlotExtractor,
  type Turn,
} from '.'
import { extractSlots, mergeSlots } from '../extract'

/** The dialogue driven by the real rule-based extractor of server/interview/extract. */
const extractor: SlotExtractor = { extractSlots, mergeSlots }

describe('the recruiter interview with the real extractor', () => {
  it('fills every slot from plain spoken answers', () => {
    const extract = extractor
    const replies = [
      'I want to drive a forklift',
      'nights',
      'Columbus, Ohio',
      '20 miles',
      'no',
      '$17 to $20 an hour',
      'health insurance',
      'I have my forklift certification',
      '5 years',
      // The read-back: the pay was misheard (or mis-said) and is corrected.
      'no, at least 19 an hour',
    ]
    let state = startQuestions(createInterview({ knownSlots: [], candidateName: 'Marcus' }))
    const turns: Turn[] = [nextTurn(state)]
    for (const reply of replies) {
      if (nextTurn(state).kind === 'closing') break
      state = answer(state, reply, extract)
      turns.push(nextTurn(state))
    }
    expect(turns.at(-2)).toEqual({
      kind: 'readBack',
      text: 'I have you down for forklift work on nights near Columbus, $17 to $20 an hour. Is that right? Answer yes, or tell me what to change.',
    })
    expect(turns.at(-1)).toEqual({
      kind: 'closing',
      text: "Got it, at least $19 an hour. Thanks, Marcus. That's everything I need. We'll look for jobs that fit and let you know. You can hang up now.",
    })
    const preferences = finalPreferences(state)
    expect(v.is(preferencesSchema, preferences)).toBe(true)
    expect(preferences.jobTypeAndSchedule.jobTypes).toContain('Forklift Operator')
    expect(preferences.jobTypeAndSchedule.shiftPreferences).toContain('third')
    expect(preferences.location.relocation).toBe('No')
    // The correction replaced the pay; nothing else moved.
    expect(preferences.salaryAndBenefits.hourlyRateRange).toBe('$19+')
    expect(preferences.jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    expect(preferences.skillsAndExperience.yearsOfExperience).toBe(5)
  })
})
