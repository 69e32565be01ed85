import { describe, expect, it } from 'vitest'
import { statusAfterFeedback, withFeedback } from './feedback-outcome'

describe('the status after feedback (the server’s rule)', () => {
  it('NotInterested dismisses an open application as CandidateDismissed', () => {
    for (const status of ['InReview', 'Interview', 'JobOffer', 'inreview'])
      expect(statusAfterFeedback(status, 'NotInterested')).toBe('CandidateDismissed')
  })

  it('leaves a final or unknown status, and every other decision, alone', () => {
    for (const status of ['Hired', 'Dismissed', 'RecruiterDismissed', 'OnHold'])
      expect(statusAfterFeedback(status, 'NotInterested')).toBe(status)
    expect(statusAfterFeedback('InReview', 'Interested')).toBe('InReview')
    expect(statusAfterFeedback('Interview', 'Neutral')).toBe('Interview')
  })

  it('sets the feedback state on the application', () => {
    expect(
      withFeedback(
        { jobId: 'a', applicationStatus: 'JobOffer', candidateFeedbackState: null },
        'NotInterested',
      ),
    ).toEqual({
      jobId: 'a',
      applicationStatus: 'CandidateDismissed',
      candidateFeedbackState: 'NotInterested',
    })
  })
})
