import { describe, expect, it } from 'vitest'
import {
  ALLOWED_TRANSITIONS,
  APPLICATION_STATUSES,
  canTransition,
  DISMISSED_STATUSES,
  OPEN_APPLICATION_STATUSES,
} from './applications'

describe('the application pipeline', () => {
  it('moves forward one step at a time: InReview -> Interview -> JobOffer -> Hired', () => {
    expect(canTransition('InReview', 'Interview')).toBe(true)
    expect(canTransition('Interview', 'JobOffer')).toBe(true)
    expect(canTransition('JobOffer', 'Hired')).toBe(true)
    expect(canTransition('InReview', 'JobOffer')).toBe(false)
    expect(canTransition('InReview', 'Hired')).toBe(false)
    expect(canTransition('Interview', 'Hired')).toBe(false)
  })

  it('never moves backwards or to the same status', () => {
    const order = ['InReview', 'Interview', 'JobOffer', 'Hired'] as const
    order.forEach((from, index) => {
      for (const to of order.slice(0, index + 1)) expect(canTransition(from, to)).toBe(false)
    })
  })

  it('lets every open status be dismissed in any of the three ways', () => {
    for (const from of OPEN_APPLICATION_STATUSES) {
      for (const to of DISMISSED_STATUSES) expect(canTransition(from, to)).toBe(true)
    }
  })

  it('keeps Hired and every dismissed status final', () => {
    for (const from of ['Hired', ...DISMISSED_STATUSES] as const) {
      expect(ALLOWED_TRANSITIONS[from]).toEqual([])
      for (const to of APPLICATION_STATUSES) expect(canTransition(from, to)).toBe(false)
    }
  })
})
