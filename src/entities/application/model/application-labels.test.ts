import { describe, expect, it } from 'vitest'
import { APPLICATION_STATUS_LABELS } from '@contract/applications'
import { feedbackState, matchLabel, statusLabel, statusTone } from './application-labels'

describe('matchLabel (docs/adr/0047)', () => {
  it('is Top Match from 80 and Good Match below', () => {
    expect(matchLabel(80)).toBe('Top Match')
    expect(matchLabel(100)).toBe('Top Match')
    expect(matchLabel(79.9)).toBe('Good Match')
    expect(matchLabel(60)).toBe('Good Match')
  })
})

describe('statusLabel and statusTone (docs/product.md#statuses-and-allowed-moves)', () => {
  it.each([
    ['InReview', 'In review', 'info'],
    ['Interview', 'Interview', 'warning'],
    ['JobOffer', 'Job Offer', 'success-light'],
    ['Hired', 'Hired', 'success-strong'],
    ['Dismissed', 'Dismissed', 'error'],
    ['CandidateDismissed', 'Dismissed', 'error'],
    ['RecruiterDismissed', 'Dismissed', 'error'],
  ])('%s reads %s in %s', (status, label, tone) => {
    expect(statusLabel(status, APPLICATION_STATUS_LABELS)).toBe(label)
    expect(statusTone(status)).toBe(tone)
  })

  it('matches case-insensitively', () => {
    expect(statusLabel('inreview', APPLICATION_STATUS_LABELS)).toBe('In review')
    expect(statusTone('JOBOFFER')).toBe('success-light')
    expect(statusTone(' hired ')).toBe('success-strong')
  })

  it('shows an unknown status as sent, in grey', () => {
    expect(statusLabel('OnHold', APPLICATION_STATUS_LABELS)).toBe('OnHold')
    expect(statusTone('OnHold')).toBe('neutral')
  })
})

describe('feedbackState', () => {
  it('reads the three states case-insensitively and anything else as Neutral', () => {
    expect(feedbackState('Interested')).toBe('Interested')
    expect(feedbackState('notinterested')).toBe('NotInterested')
    expect(feedbackState(null)).toBe('Neutral')
    expect(feedbackState('Maybe')).toBe('Neutral')
  })
})
