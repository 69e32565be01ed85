import type { EngagementStatus, PhoneCallOutcome } from '@contract/interview'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'

/**
 * The phone interview's status screen as a pure state machine (docs/product.md#the-phone-call). The
 * server rings the candidate; the screen learns how the call goes only when the candidate
 * presses 'Check status' (on demand, never on a timer). A call that did not happen or did not
 * finish offers a new call or the browser's call. Events that do not fit the current screen or
 * the request in flight are ignored, so a late answer can never flip the view.
 */

/** How a phone interview ends short of completion: each has its own message. */
export type PhoneCallFailure = PhoneCallOutcome | 'abandoned'

export type PhoneCallScreen =
  /** The call is being placed or is on: connecting or in progress, with 'Check status'. */
  | 'live'
  /** The call ended without a finished interview (see failure). */
  | 'ended'
  /** 'Call me again' could not place a call (see placeError). */
  | 'placeFailed'
  /** The interview is complete: the analysing screen. Terminal. */
  | 'analysing'

export interface PhoneCallState {
  screen: PhoneCallScreen
  /** The engagement 'Check status' asks about: the newest call's. */
  engagementId: string
  status: 'connecting' | 'in_progress'
  /**
   * While connecting: the last check said the call has not rung yet because every recruiter
   * was busy (it rings as soon as one is free).
   */
  waitingForRoom: boolean
  failure: PhoneCallFailure | null
  /**
   * Why 'Call me again' failed: the error itself, so the screen says it in the language shown
   * now (placeCallErrorMessage), also after a switch.
   */
  placeError: unknown
  /** The request on its way, if any: one at a time. */
  pending: 'checking' | 'placing' | null
  /** The last 'Check status' got no answer; the status shown is the one before. */
  checkFailed: boolean
  /** Answers to 'Check status' for this call, so an unchanged status is still announced. */
  checks: number
  /**
   * Answers to 'Call me again' and 'Try again' (a new call or a failure); the first call was
   * placed by 'I agree'. Each answer's screen is a new screen, and its heading takes the focus.
   */
  attempts: number
}

export type PhoneCallEvent =
  | { type: 'checkStarted' }
  | { type: 'checked'; status: EngagementStatus; waitingForRoom?: boolean }
  | { type: 'checkFailed' }
  | { type: 'placeStarted' }
  | { type: 'placed'; engagementId: string; waitingForRoom?: boolean }
  | { type: 'placeFailed'; error: unknown }

/**
 * The screen of a call just placed. `waitingForRoom`: the server said the call waits for a free
 * recruiter, so the screen opens on that wait instead of saying it is calling.
 */
export const initialPhoneCallState = (
  engagementId: string,
  { waitingForRoom = false }: { waitingForRoom?: boolean } = {},
): PhoneCallState => ({
  screen: 'live',
  engagementId,
  status: 'connecting',
  waitingForRoom,
  failure: null,
  placeError: null,
  pending: null,
  checkFailed: false,
  checks: 0,
  attempts: 0,
})

/** The engagement is over: the stored call must not be resumed by a reload. */
export const isFinalStatus = (status: EngagementStatus): boolean =>
  status !== 'connecting' && status !== 'in_progress'

/**
 * What a failed CreateCallForCandidate says: the server's own message (429 'Too many interview
 * attempts...', 400 'The interview is already complete.'), in another language the text of
 * its code, else the fallback. A transport message ('Failed to fetch') or an answer off the
 * contract says nothing worth reading.
 */
export const placeCallErrorMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.code !== undefined ? toErrorMessage(error, fallback) : fallback

export function transitionPhoneCall(state: PhoneCallState, event: PhoneCallEvent): PhoneCallState {
  switch (event.type) {
    case 'checkStarted':
      return state.screen === 'live' && state.pending === null
        ? { ...state, pending: 'checking', checkFailed: false }
        : state

    case 'checked': {
      if (state.screen !== 'live' || state.pending !== 'checking') return state
      const { status } = event
      if (status === 'completed') return { ...state, screen: 'analysing', pending: null }
      if (status === 'connecting' || status === 'in_progress')
        return {
          ...state,
          status,
          waitingForRoom: status === 'connecting' && event.waitingForRoom === true,
          pending: null,
          checks: state.checks + 1,
        }
      // no_answer, busy, failed, voicemail or abandoned.
      return { ...state, screen: 'ended', failure: status, pending: null }
    }

    case 'checkFailed':
      return state.screen === 'live' && state.pending === 'checking'
        ? { ...state, pending: null, checkFailed: true }
        : state

    case 'placeStarted':
      return (state.screen === 'ended' || state.screen === 'placeFailed') && state.pending === null
        ? { ...state, pending: 'placing' }
        : state

    case 'placed':
      if (state.pending !== 'placing') return state
      return {
        ...initialPhoneCallState(event.engagementId, { waitingForRoom: event.waitingForRoom }),
        attempts: state.attempts + 1,
      }

    case 'placeFailed':
      return state.pending === 'placing'
        ? {
            ...state,
            screen: 'placeFailed',
            failure: null,
            placeError: event.error,
            pending: null,
            attempts: state.attempts + 1,
          }
        : state
  }
}
