import { describe, expect, it } from 'vitest'
import { ENGAGEMENT_STATUSES, type EngagementStatus } from '@contract/interview'
import { ApiError } from '@/shared/http/api-error'
import {
  initialPhoneCallState,
  isFinalStatus,
  placeCallErrorMessage,
  transitionPhoneCall,
  type PhoneCallEvent,
  type PhoneCallState,
} from './phone-call-machine'

const FIRST = '0f8fad5b-d9cb-469f-a165-70867728950e'
const SECOND = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

const run = (events: PhoneCallEvent[], state: PhoneCallState = initialPhoneCallState(FIRST)) =>
  events.reduce(transitionPhoneCall, state)

const checked = (status: EngagementStatus): PhoneCallEvent[] => [
  { type: 'checkStarted' },
  { type: 'checked', status },
]

const FAILURES = ['no_answer', 'busy', 'failed', 'voicemail', 'abandoned'] as const

describe('the phone call screen', () => {
  it("starts connecting on the engagement 'I agree' placed, with nothing asked yet", () => {
    expect(initialPhoneCallState(FIRST)).toMatchObject({
      screen: 'live',
      engagementId: FIRST,
      status: 'connecting',
      waitingForRoom: false,
      pending: null,
      checks: 0,
      attempts: 0,
    })
    expect(initialPhoneCallState(FIRST, { waitingForRoom: false }).waitingForRoom).toBe(false)
  })

  it("starts on the wait for room when 'I agree' was told the call waits", () => {
    const waiting = initialPhoneCallState(FIRST, { waitingForRoom: true })
    expect(waiting).toEqual({ ...initialPhoneCallState(FIRST), waitingForRoom: true })
    // The first answer saying the call was placed ends the wait.
    expect(run(checked('connecting'), waiting)).toMatchObject({ waitingForRoom: false, checks: 1 })
  })

  it('checks one at a time, and counts each answer', () => {
    const asking = run([{ type: 'checkStarted' }])
    expect(asking.pending).toBe('checking')
    expect(transitionPhoneCall(asking, { type: 'checkStarted' })).toBe(asking)
    const still = transitionPhoneCall(asking, { type: 'checked', status: 'connecting' })
    expect(still).toMatchObject({ screen: 'live', status: 'connecting', pending: null, checks: 1 })
    expect(run(checked('in_progress'), still)).toMatchObject({
      status: 'in_progress',
      checks: 2,
    })
  })

  it('keeps whether the call waits for room from the latest answer, and only while connecting', () => {
    const waiting = run([
      { type: 'checkStarted' },
      { type: 'checked', status: 'connecting', waitingForRoom: true },
    ])
    expect(waiting).toMatchObject({ screen: 'live', status: 'connecting', waitingForRoom: true })
    expect(run(checked('connecting'), waiting)).toMatchObject({ waitingForRoom: false, checks: 2 })
    const odd = run(
      [{ type: 'checkStarted' }, { type: 'checked', status: 'in_progress', waitingForRoom: true }],
      waiting,
    )
    expect(odd).toMatchObject({ status: 'in_progress', waitingForRoom: false })
  })

  it("shows the analysing screen when the status is 'completed'", () => {
    expect(run(checked('completed'))).toMatchObject({
      screen: 'analysing',
      engagementId: FIRST,
      pending: null,
    })
  })

  it.each(FAILURES)("ends with '%s' as what happened", (status) => {
    expect(run(checked(status))).toMatchObject({ screen: 'ended', failure: status, pending: null })
  })

  it('keeps the status it had when a check gets no answer, and clears the note on the next', () => {
    const inProgress = run(checked('in_progress'))
    const failed = run([{ type: 'checkStarted' }, { type: 'checkFailed' }], inProgress)
    expect(failed).toMatchObject({ status: 'in_progress', checkFailed: true, pending: null })
    expect(run([{ type: 'checkStarted' }], failed).checkFailed).toBe(false)
  })

  it('ignores an answer nobody asked for, and checks once the call has ended', () => {
    const start = initialPhoneCallState(FIRST)
    expect(transitionPhoneCall(start, { type: 'checked', status: 'completed' })).toBe(start)
    expect(transitionPhoneCall(start, { type: 'checkFailed' })).toBe(start)
    const ended = run(checked('busy'))
    expect(transitionPhoneCall(ended, { type: 'checkStarted' })).toBe(ended)
  })

  it('calls again only from an ended call or a failed attempt, one at a time', () => {
    const start = initialPhoneCallState(FIRST)
    expect(transitionPhoneCall(start, { type: 'placeStarted' })).toBe(start)
    const analysing = run(checked('completed'))
    expect(transitionPhoneCall(analysing, { type: 'placeStarted' })).toBe(analysing)
    const placing = run([...checked('no_answer'), { type: 'placeStarted' }])
    expect(placing).toMatchObject({ screen: 'ended', pending: 'placing', attempts: 0 })
    expect(transitionPhoneCall(placing, { type: 'placeStarted' })).toBe(placing)
  })

  it('a new call starts over on its own engagement', () => {
    const again = run([
      ...checked('voicemail'),
      { type: 'placeStarted' },
      { type: 'placed', engagementId: SECOND },
    ])
    expect(again).toEqual({ ...initialPhoneCallState(SECOND), attempts: 1 })
  })

  it('a new call that waits for room starts on the wait', () => {
    const again = run([
      ...checked('no_answer'),
      { type: 'placeStarted' },
      { type: 'placed', engagementId: SECOND, waitingForRoom: true },
    ])
    expect(again).toEqual({
      ...initialPhoneCallState(SECOND, { waitingForRoom: true }),
      attempts: 1,
    })
    expect(again.waitingForRoom).toBe(true)
  })

  it('a call that could not be placed says why, and can be tried again', () => {
    const failed = run([
      ...checked('failed'),
      { type: 'placeStarted' },
      { type: 'placeFailed', error: 'Too many interview attempts.' },
    ])
    expect(failed).toMatchObject({
      screen: 'placeFailed',
      failure: null,
      placeError: 'Too many interview attempts.',
      pending: null,
      attempts: 1,
    })
    const twice = run([{ type: 'placeStarted' }, { type: 'placeFailed', error: 'x' }], failed)
    expect(twice).toMatchObject({ screen: 'placeFailed', placeError: 'x', attempts: 2 })
    expect(
      run([{ type: 'placeStarted' }, { type: 'placed', engagementId: SECOND }], twice),
    ).toMatchObject({ screen: 'live', engagementId: SECOND, placeError: null, attempts: 3 })
  })

  it('ignores the answer to a call it did not ask for', () => {
    const ended = run(checked('busy'))
    expect(transitionPhoneCall(ended, { type: 'placed', engagementId: SECOND })).toBe(ended)
    expect(transitionPhoneCall(ended, { type: 'placeFailed', error: 'x' })).toBe(ended)
  })
})

describe('isFinalStatus', () => {
  it('is false only while the call is connecting or in progress', () => {
    expect(ENGAGEMENT_STATUSES.filter((status) => !isFinalStatus(status))).toEqual([
      'connecting',
      'in_progress',
    ])
  })
})

describe('placeCallErrorMessage', () => {
  const fallback = 'Something went wrong with your call. Please try again.'

  it("says the server's message when the server refused", () => {
    const error = new ApiError('429', {
      status: 429,
      code: 'rate_limited',
      userMessage: 'Too many interview attempts. Please try again in an hour.',
    })
    expect(placeCallErrorMessage(error, fallback)).toBe(
      'Too many interview attempts. Please try again in an hour.',
    )
  })

  it.each([
    ['a transport failure', new ApiError('x', { userMessage: 'Failed to fetch' })],
    ['an answer off the contract', new ApiError('x', { status: 200, userMessage: 'Unexpected' })],
    ['a refusal without a message', new ApiError('x', { status: 500, code: 'internal_error' })],
    ['any other error', new Error('boom')],
  ])('says the fallback for %s', (_case, error) => {
    expect(placeCallErrorMessage(error, fallback)).toBe(fallback)
  })
})
