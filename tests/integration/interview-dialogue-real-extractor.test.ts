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
} from '../../server/interview/dialogue'
import { extractSlots, mergeSlots } from '../../server/interview/extract'

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
    ]
    let state = startQuestions(createInterview({ knownSlots: [], candidateName: 'Marcus' }))
    const turns: Turn[] = [nextTurn(state)]
    for (const reply of replies) {
      if (nextTurn(state).kind === 'closing') break
      state = answer(state, reply, extract)
      turns.push(nextTurn(state))
    }
    expect(turns.at(-1)?.kind).toBe('closing')
    const preferences = finalPreferences(state)
    expect(v.is(preferencesSchema, preferences)).toBe(true)
    expect(preferences.jobTypeAndSchedule.jobTypes).toContain('Forklift Operator')
    expect(preferences.jobTypeAndSchedule.shiftPreferences).toContain('third')
    expect(preferences.location.relocation).toBe('No')
    expect(preferences.salaryAndBenefits.hourlyRateRange).toBe('$17 - $20')
    expect(preferences.skillsAndExperience.yearsOfExperience).toBe(5)
  })
})
