import type { CallPhase } from '@contract/interview'
import type { MicrophoneErrorKind } from '../model/microphone'
import type { PhoneCallFailure } from '../model/phone-call-machine'

/**
 * Every user-visible text of the AI interview, the web call and the phone call, in English
 * (docs/product.md#the-web-call). The recruiter's own words (captions) come from the server.
 */
export const interviewTextsEn = {
  heading: 'AI Interview',
  connecting: 'Connecting to your AI recruiter…',
  reconnecting: 'Reconnecting to your AI recruiter…',
  inProgress: 'Interview in progress',
  elapsed: 'Time elapsed',
  endInterview: 'End interview',

  phases: {
    waiting: 'Getting ready…',
    speaking: 'Recruiter is speaking',
    listening: 'Listening…',
    thinking: 'Thinking…',
    completed: 'Interview complete',
  } satisfies Record<CallPhase, string>,
  questionProgress: (asked: number, max: number) => `Question ${asked} of up to ${max}`,
  /** While the recruiter reads back what it understood: no question is being counted. */
  checkingAnswers: 'Checking your answers',

  captionsHeading: 'What the recruiter said',
  noCaptionYet: 'The recruiter’s words appear here.',
  earlierCaptions: (count: number) => `Earlier (${count})`,

  typedAnswer: {
    label: 'Type your answer',
    hint: 'Prefer typing? Press Enter to send, Shift+Enter for a new line.',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    send: 'Send answer',
    sent: 'Your answer was sent.',
  },

  /** The options of a closed question, beside its caption; their own words come from the server. */
  choices: {
    pickOne: 'Choose an answer, or say or type it.',
    pickSeveral: 'Choose all that apply, then press “Send my choices”.',
    send: 'Send my choices',
    sent: (chosen: readonly string[]) => `Sent: ${chosen.join(', ')}.`,
    notTaken: 'That answer did not go through. Please choose again.',
  },

  audioBlocked: {
    text: 'Your browser paused the recruiter’s voice.',
    play: 'Play the recruiter’s voice',
  },

  microphone: {
    heading: 'Microphone problem',
    errors: {
      blocked:
        'Microphone access is blocked. Click the padlock near the address bar, allow it, then press “Try again”.',
      denied:
        'Please allow microphone access to start your interview. Click the padlock near the address bar, allow it, then press “Try again”.',
      notFound: 'No microphone was found. Please plug one in or enable it and try again.',
      busy: 'Your microphone is already in use by another application. Close that app or switch devices and try again.',
      unknown:
        'Something went wrong while trying to access your microphone. Please refresh the page and try again.',
    } satisfies Record<MicrophoneErrorKind, string>,
    tryAgain: 'Try again',
    cancel: 'Cancel',
  },

  connectionLost: {
    heading: 'Connection Lost',
    offline: 'Your network connection dropped. We will reconnect as soon as you are back online.',
    online:
      'The connection to our AI recruiter dropped. Press “Retry call” to continue where you left off.',
    /** The call is kept through a signal dip (ICE 'disconnected') and picks up by itself. */
    interrupted:
      'Your signal dropped. The interview will continue where you left off as soon as it is back.',
  },

  systemError: {
    heading: 'System Error or Internal Failure',
    text: 'Our team has been notified',
  },

  /** The buttons of Connection Lost and System Error (docs/product.md#the-web-call). */
  backToOnboarding: 'Back to onboarding',
  retryCall: 'Retry call',

  /** The phone interview (call-me): its status screen and what happened to the call. */
  phone: {
    calling: "We're calling you now",
    stillCalling: "We're still calling you",
    /** Every recruiter is busy: the call has not rung yet, and will as soon as one is free. */
    waitingForRoom: 'The recruiter will call you in a moment',
    waitingForRoomHint: 'Many people are doing their interview right now. Keep your phone close.',
    callingNumber: (mobile: string) => `We're calling your mobile number, ${mobile}.`,
    callingSignedInNumber: "We're calling the mobile number you signed in with.",
    callerLine: (line: string, prefix: string) =>
      `The call comes from ${line}, a number starting with ${prefix}.`,
    connectingHint:
      'Answer it to start your interview. Once you have hung up, or if your phone does not ring, press “Check status”.',
    inProgressHint:
      'You are talking with our AI recruiter. When the call ends, press “Check status” to finish.',
    checkStatus: 'Check status',
    checkFailed: "We couldn't check the status of your call. Please try again.",

    outcomes: {
      no_answer: {
        heading: "We couldn't reach you",
        text: 'We called, but nobody picked up.',
      },
      busy: {
        heading: 'Your line was busy',
        text: 'Your phone was on another call when we called.',
      },
      failed: {
        heading: "We couldn't place the call",
        text: 'The call did not get through to your phone.',
      },
      voicemail: {
        heading: 'The call went to voicemail',
        text: 'Your voicemail answered, so the interview did not start.',
      },
      abandoned: {
        heading: 'The call ended before the interview finished',
        text: 'The call was cut off or hung up before the last question.',
      },
    } satisfies Record<PhoneCallFailure, { heading: string; text: string }>,
    waysForward: 'We can call you again, or you can do the interview here in your browser.',
    callAgain: 'Call me again',
    useBrowser: 'Do the interview in the browser instead',

    /** CreateCallForCandidate failed ('Call me again'): the server's message, or this one. */
    placeFailed: {
      heading: "We couldn't start your phone interview",
      fallback: 'Something went wrong with your call. Please try again.',
      tryAgain: 'Try again',
    },
  },

  analysing: {
    heading: 'Analysing your profile',
    messages: [
      'Reviewing your answers…',
      'Building your job preferences…',
      'Finding jobs that fit you…',
    ],
  },
} as const
