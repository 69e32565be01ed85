import {
  NORMAL_CLOSE,
  type CallPhase,
  type CaptionChoices,
  type EngagementStatus,
  type ServerSignal,
} from '@contract/interview'
import type { MicrophoneErrorKind } from './microphone'

/**
 * The web call as a pure state machine (docs/product.md#the-web-call). Events come from the
 * peer connection, the socket, the network and the candidate; each transition returns the
 * next state and the side effects (commands) the controller must run. Events that do not
 * fit the current screen are ignored, so a late event from a torn-down call can never flip
 * the view (a close after an error, a peer state after the end).
 */

export type CallScreen =
  /** Asking the server where the engagement stands, before (re)connecting. */
  | 'checking'
  /** Microphone, peer connection and socket on their way. */
  | 'connecting'
  | 'connected'
  /**
   * The peer reported 'disconnected' (a signal dip): Connection Lost shows, but the peer and
   * the socket are kept, since ICE often recovers by itself within seconds; back to
   * 'connected' when it does, and the recruiter picks up at the same question.
   */
  | 'interrupted'
  | 'microphoneError'
  | 'connectionLost'
  | 'systemError'
  /** The call is over; waiting for the engagement to complete. Terminal. */
  | 'analysing'
  /** Back to step 3 (see exitReason). Terminal. */
  | 'exited'

/**
 * 'failed' shows 'Something went wrong with your call' on step 3 (docs/product.md#the-web-call).
 */
export type ExitReason = 'cancelled' | 'failed'

export type CaptionLine = Omit<Extract<ServerSignal, { type: 'caption' }>, 'type' | 'choices'>

/**
 * The options of the question the recruiter asks now, answered by a tap instead of words
 * (docs/adr/0008): a candidate the speech recogniser cannot follow still answers it.
 */
export interface AnswerChoices extends CaptionChoices {
  /** The caption of the question they belong to: the answer is sent for it. */
  captionId: number
  /** Picked so far: a question of several answers sends them together with its Send button. */
  selected: readonly string[]
  /**
   * 'open' to choose; 'sent' waits for the recruiter's next turn (a second answer would answer
   * the next question); 'notTaken' the answer did not go (socket closed, or the server refused
   * it): choose again.
   */
  status: 'open' | 'sent' | 'notTaken'
}

export interface CallState {
  screen: CallScreen
  microphoneError: MicrophoneErrorKind | null
  exitReason: ExitReason | null
  /** 0 for the first connection; counts retries, reconnects and interruptions. */
  attempt: number
  /** When the peer first connected (ms); kept across reconnects so the timer runs on. */
  firstConnectedAt: number | null
  socketOpen: boolean
  phase: CallPhase | null
  questionsAsked: number
  maxQuestions: number | null
  captions: readonly CaptionLine[]
  /** The latest caption's options, or null when it asks nothing closed. */
  choices: AnswerChoices | null
}

/** Sends the chosen options over the socket (they are the answer to caption `captionId`). */
export interface SendChoiceCommand {
  type: 'sendChoice'
  captionId: number
  optionIds: readonly string[]
}

export type CallCommand =
  | SendChoiceCommand
  | 'checkStatus'
  /** Microphone, then a new peer connection and socket to the stored call address. */
  | 'connect'
  /** Send {type:'end'} if the socket is open, close it with 1000, close the peer, stop the mic. */
  | 'endCall'
  /** Tear down without 'end': the server keeps the engagement for a resume. */
  | 'dropCall'
  | 'clearCallDetails'
  | 'scheduleReconnect'
  | 'cancelReconnect'

export type CallEvent =
  | { type: 'statusChecked'; status: EngagementStatus | null }
  | { type: 'micError'; kind: MicrophoneErrorKind }
  | { type: 'socketOpen' }
  | { type: 'pcState'; state: RTCPeerConnectionState; at: number }
  | { type: 'serverState'; phase: CallPhase; questionsAsked: number; maxQuestions: number }
  | { type: 'caption'; caption: CaptionLine; choices?: CaptionChoices }
  /** A tap on an option of a one-tap question: that is the answer. */
  | { type: 'choicePicked'; optionId: string }
  /** A tap on an option of a question of several answers: picked or unpicked. */
  | { type: 'choiceToggled'; optionId: string }
  /** Send pressed under a question of several answers. */
  | { type: 'choicesSubmitted' }
  /** The answer for caption `captionId` could not go, or the server did not take it. */
  | { type: 'choiceNotSent'; captionId: number }
  | { type: 'endPressed' }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'reconnectDue' }
  | { type: 'retry' }
  | { type: 'leave' }
  | { type: 'socketError' }
  | { type: 'socketClose'; code: number }

interface CallTransition {
  state: CallState
  commands: readonly CallCommand[]
}

export const initialCallState: CallState = {
  screen: 'checking',
  microphoneError: null,
  exitReason: null,
  attempt: 0,
  firstConnectedAt: null,
  socketOpen: false,
  phase: null,
  questionsAsked: 0,
  maxQuestions: null,
  captions: [],
  choices: null,
}

const inCall = (screen: CallScreen) => screen === 'connecting' || screen === 'connected'

/** A call whose socket and peer are still up, even if its media path is interrupted. */
const callKept = (screen: CallScreen) => inCall(screen) || screen === 'interrupted'

const stay = (state: CallState): CallTransition => ({ state, commands: [] })

const to = (
  state: CallState,
  change: Partial<CallState>,
  commands: readonly CallCommand[] = [],
): CallTransition => ({ state: { ...state, ...change }, commands })

/** The call ends normally: analysing, and the stored call is forgotten. */
const end = (state: CallState) =>
  to(state, { screen: 'analysing', socketOpen: false, choices: null }, [
    'endCall',
    'clearCallDetails',
  ])

/**
 * The call breaks: the engagement stays open on the server for a reconnect. The options go: the
 * server asks the question again, with a new caption, once the call is back.
 */
const lose = (state: CallState, screen: 'connectionLost' | 'systemError') =>
  to(state, { screen, socketOpen: false, phase: null, choices: null }, ['dropCall'])

/** Retry and reconnect start over from the status check, like a reload does. */
const checkAgain = (state: CallState, commands: readonly CallCommand[]) =>
  to(
    state,
    { screen: 'checking', microphoneError: null, attempt: state.attempt + 1, choices: null },
    [...commands, 'checkStatus'],
  )

const withCaption = (captions: readonly CaptionLine[], caption: CaptionLine) =>
  // After a reconnect the server repeats the current question: replace it, do not repeat it.
  captions.some((line) => line.id === caption.id)
    ? captions.map((line) => (line.id === caption.id ? caption : line))
    : [...captions, caption]

/** The options a new caption brings; a caption said again after a reconnect offers them anew. */
const choicesOf = (
  captions: readonly CaptionLine[],
  event: Extract<CallEvent, { type: 'caption' }>,
  current: AnswerChoices | null,
): AnswerChoices | null => {
  // A late repeat of an earlier line changes the line, not the question being answered now.
  if (captions.at(-1)?.id !== event.caption.id) return current
  return event.choices
    ? { ...event.choices, captionId: event.caption.id, selected: [], status: 'open' }
    : null
}

/** The options as they can be answered now: on the call, socket open, not already sent. */
const answerable = (state: CallState): AnswerChoices | null =>
  state.screen === 'connected' && state.socketOpen && state.choices?.status !== 'sent'
    ? state.choices
    : null

const offers = (choices: AnswerChoices, optionId: string) =>
  choices.options.some((option) => option.id === optionId)

/** Picks or unpicks one option; an exclusive one ('None needed') stands alone. */
function toggled(choices: AnswerChoices, optionId: string): readonly string[] {
  if (choices.selected.includes(optionId)) return choices.selected.filter((id) => id !== optionId)
  const exclusive = (id: string) => choices.options.some((o) => o.id === id && o.exclusive)
  if (exclusive(optionId)) return [optionId]
  return [...choices.selected.filter((id) => !exclusive(id)), optionId]
}

/** Sends the options (in the order shown) as the answer, and waits for the next turn. */
const sendChoice = (
  state: CallState,
  choices: AnswerChoices,
  selected: readonly string[],
): CallTransition => {
  const optionIds = choices.options.map((o) => o.id).filter((id) => selected.includes(id))
  return to(state, { choices: { ...choices, selected: optionIds, status: 'sent' } }, [
    { type: 'sendChoice', captionId: choices.captionId, optionIds },
  ])
}

export function transitionCall(state: CallState, event: CallEvent): CallTransition {
  const { screen } = state
  switch (event.type) {
    case 'statusChecked':
      if (screen !== 'checking') return stay(state)
      if (event.status === 'completed')
        return to(state, { screen: 'analysing' }, ['clearCallDetails'])
      if (event.status === 'abandoned')
        return to(state, { screen: 'exited', exitReason: 'failed' }, ['clearCallDetails'])
      // Connecting, in progress, or the server could not be asked: try the call.
      return to(state, { screen: 'connecting' }, ['connect'])

    case 'micError':
      if (screen !== 'connecting') return stay(state)
      return to(state, { screen: 'microphoneError', microphoneError: event.kind }, ['dropCall'])

    case 'socketOpen':
      return inCall(screen) ? to(state, { socketOpen: true }) : stay(state)

    case 'pcState':
      if (!callKept(screen)) return stay(state)
      if (event.state === 'connected')
        return to(state, {
          screen: 'connected',
          firstConnectedAt: state.firstConnectedAt ?? event.at,
        })
      // A dip, not an end: wait for ICE to find its way back.
      if (event.state === 'disconnected')
        return screen === 'interrupted'
          ? stay(state)
          : to(state, { screen: 'interrupted', attempt: state.attempt + 1 })
      // docs/product.md#the-web-call: failed or closed ends the call, also after an interruption.
      if (event.state === 'failed' || event.state === 'closed') return end(state)
      return stay(state)

    case 'serverState':
      if (!callKept(screen)) return stay(state)
      if (event.phase === 'completed') return end(state)
      return to(state, {
        phase: event.phase,
        questionsAsked: event.questionsAsked,
        maxQuestions: event.maxQuestions,
      })

    case 'caption': {
      if (!callKept(screen)) return stay(state)
      const captions = withCaption(state.captions, event.caption)
      return to(state, { captions, choices: choicesOf(captions, event, state.choices) })
    }

    case 'choicePicked': {
      const choices = answerable(state)
      if (!choices || choices.multiple || !offers(choices, event.optionId)) return stay(state)
      return sendChoice(state, choices, [event.optionId])
    }

    case 'choiceToggled': {
      const choices = answerable(state)
      if (!choices?.multiple || !offers(choices, event.optionId)) return stay(state)
      return to(state, {
        choices: { ...choices, selected: toggled(choices, event.optionId), status: 'open' },
      })
    }

    case 'choicesSubmitted': {
      const choices = answerable(state)
      if (!choices?.multiple || choices.selected.length === 0) return stay(state)
      return sendChoice(state, choices, choices.selected)
    }

    case 'choiceNotSent': {
      const { choices } = state
      if (choices?.captionId !== event.captionId || choices.status !== 'sent') return stay(state)
      return to(state, { choices: { ...choices, status: 'notTaken' } })
    }

    case 'endPressed':
      return inCall(screen) ? end(state) : stay(state)

    case 'offline':
      if (screen === 'checking' || callKept(screen)) return lose(state, 'connectionLost')
      // Back offline before the reconnect was due: wait for the next online.
      if (screen === 'connectionLost') return to(state, {}, ['cancelReconnect'])
      return stay(state)

    case 'online':
      return screen === 'connectionLost' ? to(state, {}, ['scheduleReconnect']) : stay(state)

    case 'reconnectDue':
      return screen === 'connectionLost' ? checkAgain(state, []) : stay(state)

    case 'retry':
      if (screen === 'connectionLost' || screen === 'systemError')
        return checkAgain(state, ['cancelReconnect'])
      // The candidate does not wait for ICE: a new call, which the server resumes.
      if (screen === 'interrupted') return checkAgain(state, ['dropCall'])
      if (screen === 'microphoneError') return checkAgain(state, [])
      return stay(state)

    case 'leave':
      if (
        screen === 'microphoneError' ||
        screen === 'connectionLost' ||
        screen === 'interrupted' ||
        screen === 'systemError'
      )
        return to(state, { screen: 'exited', exitReason: 'cancelled' }, [
          'cancelReconnect',
          'dropCall',
          'clearCallDetails',
        ])
      return stay(state)

    case 'socketError':
      return callKept(screen) ? lose(state, 'systemError') : stay(state)

    case 'socketClose':
      if (!callKept(screen)) return stay(state)
      // 1000 is the server ending the call normally; anything else is a dropped connection.
      return event.code === NORMAL_CLOSE ? end(state) : lose(state, 'connectionLost')
  }
}
