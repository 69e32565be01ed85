import { describe, expect, it } from 'vitest'
import { DECLINE_REASONS, OTHER_REASON } from '@contract/applications'
import {
  emptyFeedbackForm,
  feedbackChoice,
  feedbackProblem,
  toggleReason,
  withOtherReason,
  type FeedbackForm,
} from './feedback-form'

const interested = (reasons: string[], otherReason = ''): FeedbackForm => ({
  decision: 'Interested',
  reasons,
  otherReason,
})

describe('the feedback form (docs/product.md#feedback)', () => {
  it('starts with nothing chosen', () => {
    expect(emptyFeedbackForm('NotInterested')).toEqual({
      decision: 'NotInterested',
      reasons: [],
      otherReason: '',
    })
  })

  it('needs at least one reason', () => {
    expect(feedbackProblem(interested([]))).toBe('chooseReason')
    expect(feedbackProblem(interested(['Great location']))).toBeNull()
  })

  it("needs the other reason's text, trimmed, when 'Other reason' is chosen", () => {
    expect(feedbackProblem(interested([OTHER_REASON]))).toBe('otherReasonMissing')
    expect(feedbackProblem(interested([OTHER_REASON], '   \n '))).toBe('otherReasonMissing')
    expect(feedbackProblem(interested([OTHER_REASON], ' Night shifts '))).toBeNull()
    expect(feedbackProblem(interested([OTHER_REASON], 'x'.repeat(301)))).toBe('otherReasonTooLong')
  })

  it('ignores a stale other-reason text once the reason is unticked', () => {
    expect(feedbackProblem(interested(['Good Salary'], '   '))).toBeNull()
    expect(feedbackChoice(interested(['Good Salary'], 'left over'))).toEqual({
      decision: 'Interested',
      reasons: ['Good Salary'],
      otherReason: '',
    })
  })

  it('Neutral takes no reasons and is always ready', () => {
    const neutral: FeedbackForm = { decision: 'Neutral', reasons: [], otherReason: '' }
    expect(feedbackProblem(neutral)).toBeNull()
    expect(feedbackChoice(neutral)).toEqual({ decision: 'Neutral', reasons: [], otherReason: '' })
    expect(toggleReason(neutral, 'Great location')).toBe(neutral)
  })

  it('ticks and unticks reasons, keeping the listed order, and only the decision’s own', () => {
    let form = emptyFeedbackForm('NotInterested')
    form = toggleReason(form, OTHER_REASON)
    form = toggleReason(form, DECLINE_REASONS[1])
    form = toggleReason(form, 'Great location')
    expect(form.reasons).toEqual([DECLINE_REASONS[1], OTHER_REASON])
    form = toggleReason(form, OTHER_REASON)
    expect(form.reasons).toEqual([DECLINE_REASONS[1]])
  })

  it('cuts the other-reason text at 300 characters and sends it trimmed', () => {
    const form = withOtherReason(interested([OTHER_REASON]), 'y'.repeat(350))
    expect(form.otherReason).toHaveLength(300)
    expect(
      feedbackChoice(withOtherReason(interested(['Good Salary', OTHER_REASON]), '  Near home  ')),
    ).toEqual({
      decision: 'Interested',
      reasons: ['Good Salary', OTHER_REASON],
      otherReason: 'Near home',
    })
  })
})
