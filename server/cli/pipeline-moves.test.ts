import { describe, expect, it } from 'vitest'
import { APPLICATION_STATUSES, canTransition } from '../../contract/applications'
import { nextSimulatedStatus } from './pipeline-moves'
import { readCandidate } from './read-candidate'

describe('npm run agency: reading who is meant', () => {
  it('reads a candidate id as it is, lower-cased', () => {
    expect(readCandidate('0D9F3C1E-1B2A-4C3D-8E4F-5A6B7C8D9E0F')).toEqual({
      candidateId: '0d9f3c1e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
    })
  })

  it.each(['2065550123', '(206) 555-0123', '+1 206 555 0123', '12065550123'])(
    'reads %s as +12065550123',
    (typed) => expect(readCandidate(typed)).toEqual({ phone: '+12065550123' }),
  )

  it('refuses what is neither', () => {
    expect(() => readCandidate('555-0123')).toThrow(/neither a candidate id nor a US phone/)
  })
})

describe('npm run agency -- simulate: the moves it makes', () => {
  const rolls = Array.from({ length: 1000 }, (_, index) => index / 1000)

  it('only ever makes moves the pipeline allows', () => {
    for (const status of APPLICATION_STATUSES) {
      for (const roll of rolls) {
        const next = nextSimulatedStatus(status, roll)
        if (next) expect(canTransition(status, next)).toBe(true)
      }
    }
  })

  it('leaves most applications waiting each round and moves final ones never', () => {
    for (const status of ['InReview', 'Interview', 'JobOffer'] as const) {
      const moved = rolls.filter((roll) => nextSimulatedStatus(status, roll) !== undefined)
      expect(moved.length).toBeGreaterThan(0)
      expect(moved.length).toBeLessThan(rolls.length)
    }
    for (const status of [
      'Hired',
      'Dismissed',
      'CandidateDismissed',
      'RecruiterDismissed',
    ] as const) {
      expect(rolls.every((roll) => nextSimulatedStatus(status, roll) === undefined)).toBe(true)
    }
  })

  it('sends a third of applications in review to an interview', () => {
    const interviews = rolls.filter((roll) => nextSimulatedStatus('InReview', roll) === 'Interview')
    expect(interviews.length).toBe(300)
  })
})
