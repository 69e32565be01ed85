import { useEffect, useEffectEvent, useReducer, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { formatPhone, isValidPhone } from '@/shared/format/phone'
import { isApiError } from '@/shared/http/api-error'
import { readStorage } from '@/shared/storage/local-storage'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { Spinner } from '@/shared/ui/spinner'
import { useCreateCallForCandidate } from '../api/create-call-for-candidate'
import { getEngagementCallStatus, getPhoneCallStatus } from '../api/get-engagement-call-status'
import { useInterviewTexts } from '../interview-texts'
import { clearCallDetails } from '../model/call-details'
import type { ExitReason } from '../model/call-machine'
import { interviewEvents } from '../model/interview-events'
import { readPhoneCall } from '../model/phone-call-details'
import {
  initialPhoneCallState,
  isFinalStatus,
  placeCallErrorMessage,
  transitionPhoneCall,
  type PhoneCallState,
} from '../model/phone-call-machine'
import { AnalysingView } from './analysing-view'
import { CallProblemView } from './call-problem-view'
import { CallStatusHeading } from './call-status-heading'
import { Paragraph } from './interview-ui'

interface PhoneCallStatusProps {
  /** Whose call 'Call me again' places. */
  candidateId: string
  /** Move the focus to the first heading (the candidate just arrived from step 3). */
  focusHeading: boolean
  /**
   * 'I agree' just placed a call that waits for a free recruiter: the screen opens on that wait.
   * Absent after a reload or a scheduled call (the candidate checks the status).
   */
  waitingForRoom?: boolean
  /** Back to step 3: no phone call is stored to follow. */
  onLeave: (reason: ExitReason) => void
  /** The engagement is complete: onboarding finishes (as after the web call). */
  onCompleted: () => void
  /** 'Do the interview in the browser instead': the web call's consent and call. */
  onSwitchToWeb: () => void
}

/**
 * Onboarding step 4 for call-me (docs/product.md#the-phone-call): the server is ringing the
 * candidate's signed-in number for the engagement 'I agree' stored. 'Check status' asks how the
 * call goes (on demand only); 'completed' shows the analysing screen, which moves on as after
 * the web call; a call that did not happen or did not finish offers a new call or the browser.
 * Without a stored phone call there is nothing to follow: back to step 3.
 */
export function PhoneCallStatus(props: PhoneCallStatusProps) {
  const [engagementId] = useState(readPhoneCall)
  const leave = useEffectEvent(props.onLeave)
  useEffect(() => {
    if (!engagementId) leave('cancelled')
  }, [engagementId])
  return engagementId ? <PhoneCall engagementId={engagementId} {...props} /> : null
}

function PhoneCall({
  engagementId,
  candidateId,
  focusHeading,
  waitingForRoom = false,
  onLeave,
  onCompleted,
  onSwitchToWeb,
}: PhoneCallStatusProps & { engagementId: string }) {
  const phoneTexts = useInterviewTexts().phone
  const [state, dispatch] = useReducer(transitionPhoneCall, engagementId, (id) =>
    initialPhoneCallState(id, { waitingForRoom }),
  )
  const createCall = useCreateCallForCandidate()

  const checkStatus = async () => {
    if (state.pending) return
    dispatch({ type: 'checkStarted' })
    try {
      const { status, waitingForRoom } = await getPhoneCallStatus(state.engagementId)
      analytics.capture(interviewEvents.phoneCallStatusChecked, { status })
      // An engagement that is over must not be followed again after a reload.
      if (isFinalStatus(status)) clearCallDetails()
      dispatch({ type: 'checked', status, waitingForRoom })
    } catch (error) {
      analytics.capture(interviewEvents.phoneCallStatusCheckFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      })
      dispatch({ type: 'checkFailed' })
    }
  }

  const callAgain = () => {
    if (state.pending) return
    analytics.capture(interviewEvents.phoneCallRetry, { after: state.failure ?? 'place_failed' })
    dispatch({ type: 'placeStarted' })
    createCall.mutate(candidateId, {
      onSuccess: (placed) => dispatch({ type: 'placed', ...placed }),
      onError: (error) => dispatch({ type: 'placeFailed', error }),
    })
  }

  const switchToWeb = () => {
    analytics.capture(interviewEvents.phoneCallSwitchedToWeb, {
      after: state.failure ?? 'place_failed',
    })
    onSwitchToWeb()
  }

  const placing = state.pending === 'placing'
  let screen: ReactNode
  switch (state.screen) {
    case 'live':
      screen = (
        <LiveView
          state={state}
          // After 'Call me again' the candidate comes from another screen.
          focusHeading={focusHeading || state.attempts > 0}
          onCheckStatus={() => void checkStatus()}
        />
      )
      break
    case 'ended': {
      const outcome = phoneTexts.outcomes[state.failure ?? 'failed']
      screen = (
        <CallProblemView
          heading={outcome.heading}
          retryLabel={phoneTexts.callAgain}
          leaveLabel={phoneTexts.useBrowser}
          onRetry={callAgain}
          onLeave={switchToWeb}
          busy={placing}
        >
          <Paragraph>{outcome.text}</Paragraph>
          <Paragraph>{phoneTexts.waysForward}</Paragraph>
        </CallProblemView>
      )
      break
    }
    case 'placeFailed':
      screen = (
        <CallProblemView
          heading={phoneTexts.placeFailed.heading}
          retryLabel={phoneTexts.placeFailed.tryAgain}
          leaveLabel={phoneTexts.useBrowser}
          onRetry={callAgain}
          onLeave={switchToWeb}
          busy={placing}
        >
          <ErrorMessage
            message={placeCallErrorMessage(state.placeError, phoneTexts.placeFailed.fallback)}
          />
        </CallProblemView>
      )
      break
    case 'analysing':
      screen = (
        <AnalysingView
          engagementId={state.engagementId}
          fetchStatus={getEngagementCallStatus}
          onCompleted={onCompleted}
          onAbandoned={() => onLeave('failed')}
        />
      )
  }

  // One key per screen and answer, so each new screen mounts and its heading takes the focus.
  return <div key={`${state.screen}:${state.attempts}`}>{screen}</div>
}

/** The signed-in number as '(NNN) NNN-NNNN', or null when none usable is stored. */
const signedInNumber = (): string | null => {
  const formatted = formatPhone(readStorage('mobileNumber') ?? '')
  return isValidPhone(formatted) ? formatted : null
}

function LiveView({
  state,
  focusHeading,
  onCheckStatus,
}: {
  state: PhoneCallState
  focusHeading: boolean
  onCheckStatus: () => void
}) {
  const interviewTexts = useInterviewTexts()
  const phoneTexts = interviewTexts.phone
  const [mobile] = useState(signedInNumber)
  const connecting = state.status === 'connecting'
  const waiting = connecting && state.waitingForRoom
  const checking = state.pending === 'checking'
  const line = appConfig.interviewPhoneNumber
  const prefix = appConfig.interviewCallerPrefix
  const status = !connecting
    ? interviewTexts.inProgress
    : waiting
      ? phoneTexts.waitingForRoom
      : state.checks > 0
        ? phoneTexts.stillCalling
        : phoneTexts.calling
  return (
    <div>
      {/* A new node per answer: an unchanged status is announced again after a check. */}
      <CallStatusHeading
        focusHeading={focusHeading}
        busy={connecting}
        status={status}
        statusKey={state.checks}
      />
      {connecting ? (
        <>
          <Paragraph>
            {/* Nothing rings yet: the wait is said plainly, not 'We're calling your number'. */}
            {waiting ? (
              phoneTexts.waitingForRoomHint
            ) : (
              <NumbersUnbroken
                text={mobile ? phoneTexts.callingNumber(mobile) : phoneTexts.callingSignedInNumber}
                numbers={mobile ? [mobile] : []}
              />
            )}{' '}
            <NumbersUnbroken text={phoneTexts.callerLine(line, prefix)} numbers={[line, prefix]} />
          </Paragraph>
          <Paragraph>{phoneTexts.connectingHint}</Paragraph>
        </>
      ) : (
        <Paragraph>{phoneTexts.inProgressHint}</Paragraph>
      )}
      <ErrorMessage message={state.checkFailed ? phoneTexts.checkFailed : null} />
      <Actions>
        {/* Busy but not disabled: a disabled button drops the keyboard focus, and the
            candidate presses this one again and again. */}
        <Button
          aria-disabled={checking || undefined}
          aria-busy={checking || undefined}
          onClick={checking ? undefined : onCheckStatus}
        >
          {checking && <Spinner />} {phoneTexts.checkStatus}
        </Button>
      </Actions>
    </div>
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` with each of `numbers` in it kept on one line, so no phone number breaks apart. */
function NumbersUnbroken({ text, numbers }: { text: string; numbers: string[] }) {
  if (numbers.length === 0) return text
  const pieces = text.split(new RegExp(`(${numbers.map(escapeRegExp).join('|')})`))
  return pieces.map((piece, index) =>
    numbers.includes(piece) ? <Unbroken key={index}>{piece}</Unbroken> : piece,
  )
}

const Unbroken = styled.span`
  white-space: nowrap;
`
