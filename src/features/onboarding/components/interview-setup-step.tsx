import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { FLASH_DURATION_MS, useFlashMessage } from '@/shared/hooks/use-flash-message'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { useLanguage } from '@/shared/i18n/language-store'
import { useRecordingRetentionDays } from '@/shared/privacy/retention-periods'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { Actions } from '@/shared/ui/actions'
import { StepHeading } from '@/shared/ui/step-heading'
import type { CallingHoursDetails } from '@contract/call-scheduling'
import { errorCodes } from '@contract/envelope'
import { useCancelScheduledCall } from '../api/cancel-scheduled-call'
import { useConsentToCall } from '../api/consent-to-call'
import { usePlacePhoneCall, type PlacedPhoneCall } from '../hooks/use-place-phone-call'
import { scheduledCallQuery } from '../api/get-scheduled-call'
import { useScheduleCall } from '../api/schedule-call'
import { callingHoursOf } from '../model/calling-hours'
import { useGetWebrtcSetupDetails } from '../api/get-webrtc-setup-details'
import { BulletList, ConsentNotice } from './consent-notice'
import { TalkToPerson } from './talk-to-person'
import { WaitingForRecruiterView } from './waiting-for-recruiter-view'
import { retryDelaySeconds } from '../hooks/use-retry-after'
import { onboardingEvents } from '../model/onboarding-events'
import {
  loadInterviewMode,
  saveInterviewModeDraft,
  type InterviewMode,
} from '../model/onboarding-progress'
import { useOnboardingTexts } from '../onboarding-texts'
import { Fieldset, Legend } from '@/shared/ui/form-controls'

/** The 'call later' views come up only outside calling hours: loaded when needed. */
const CallLaterView = lazy(() =>
  import('./call-later-view').then((module) => ({ default: module.CallLaterView })),
)
const ScheduledCallView = lazy(() =>
  import('./call-later-view').then((module) => ({ default: module.ScheduledCallView })),
)

type View =
  | 'setup'
  | 'consent'
  | 'declined'
  | 'expect'
  | 'phoneFailed'
  | 'callLater'
  | 'scheduled'
  | 'waitingForRecruiter'

interface InterviewSetupStepProps {
  candidateId: string
  focusHeading: boolean
  /**
   * Back from a call that went wrong: the setup view opens with the line of
   * docs/product.md#step-3-interview-setup-and-consent.
   */
  callFailed: boolean
  /** Open on the consent screen (the candidate left the phone interview for the web call). */
  openConsent: boolean
  /**
   * Consent given and the engagement created (web call or phone call): on to step 4, with what
   * the phone call's placing said.
   */
  onConsent: (mode: InterviewMode, placed?: PlacedPhoneCall) => void
  /** Call-me's 'I agree': places the phone call (the interview feature's, via the route). */
  placePhoneCall: (candidateId: string) => Promise<PlacedPhoneCall>
  /** 'I'd rather talk to a person' was sent: onboarding is over without the AI interview. */
  onPersonRequested: () => void
  /** A call scheduled for later rang: step 4 follows its interview. */
  onScheduledCallPlaced: (engagementId: string) => void
  onBack: () => void
}

/**
 * The server's message when it sent an error envelope (too many attempts, interview already
 * done), in the language on screen (from its code in Spanish); else `fallback`. A transport
 * failure says nothing worth reading here.
 */
const serverMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.code ? toErrorMessage(error, fallback) : fallback

/**
 * Step 3, 'AI Interview Setup' (docs/product.md#step-3-interview-setup-and-consent): how to take
 * the interview, then the consent screen (with its declined view) and 'What to expect'. 'I agree'
 * creates the web call, or places the phone call for call-me; a phone call that could not be placed
 * says why, with Try again and the web call as ways forward.
 */
export function InterviewSetupStep({
  candidateId,
  focusHeading,
  callFailed,
  openConsent,
  onConsent,
  placePhoneCall,
  onPersonRequested,
  onScheduledCallPlaced,
  onBack,
}: InterviewSetupStepProps) {
  const texts = useOnboardingTexts()
  const [mode, setMode] = useState<InterviewMode>(loadInterviewMode)
  const [view, setView] = useState<View>(openConsent ? 'consent' : 'setup')
  const [expectReturnsTo, setExpectReturnsTo] = useState<'setup' | 'consent'>('setup')
  // After the first view, every change of view is the candidate's doing: move the focus.
  const [changedView, setChangedView] = useState(false)
  const createCall = useGetWebrtcSetupDetails()
  const createPhoneCall = usePlacePhoneCall(placePhoneCall)
  const consentToCall = useConsentToCall()
  const scheduleCall = useScheduleCall()
  const cancelScheduledCall = useCancelScheduledCall()
  // The consent is recorded in the language it was read in.
  const language = useLanguage()
  // A call set for later (this visit or an earlier one) shows instead of the choice.
  const scheduled = useQuery(scheduledCallQuery(candidateId))
  const waitingCall = scheduled.data?.status === 'scheduled' ? scheduled.data : null
  // The call set for later rang: on to its status, as after 'I agree'.
  const placedEngagement = scheduled.data?.status === 'placed' ? scheduled.data.engagementId : null
  useEffect(() => {
    if (placedEngagement) onScheduledCallPlaced(placedEngagement)
    // The callback is the page's; the engagement alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placedEngagement])
  // Outside calling hours: the window and the next slot the server offered.
  const [callLater, setCallLater] = useState<CallingHoursDetails | null>(null)
  // Asked for from the setup view on, so the consent screen states the number when it opens.
  const retentionDays = useRecordingRetentionDays()
  // Why the phone call could not be placed, and how many times: each failure is a new view.
  // The error itself is kept, so its text follows a language switch.
  const [phoneFailure, setPhoneFailure] = useState<{ error: unknown; count: number }>({
    error: null,
    count: 0,
  })
  const callError = useFlashMessage(
    FLASH_DURATION_MS,
    callFailed ? texts.interview.callFailed : null,
  )
  // Every recruiter busy: the wait the server asked for, and how many refusals so far (each
  // one schedules the next try, even when the wait is the same).
  const [recruiterWait, setRecruiterWait] = useState({ seconds: 0, attempt: 0 })
  // Bumped when the candidate stops waiting: an answer to a try sent before is then ignored.
  const waitGeneration = useRef(0)

  const show = (next: View) => {
    setChangedView(true)
    setView(next)
  }
  const chooseMode = (next: InterviewMode) => {
    setMode(next)
    saveInterviewModeDraft(next)
  }
  const agreeing = createCall.isPending || createPhoneCall.isPending || consentToCall.isPending
  // The server's message (too many attempts, interview already done) or the line of
  // docs/product.md#step-3-interview-setup-and-consent.
  const phoneFailed = (error: unknown) => {
    setPhoneFailure(({ count }) => ({
      error,
      count: count + 1,
    }))
    show('phoneFailed')
  }
  const placePhone = () =>
    createPhoneCall.mutate(candidateId, {
      onSuccess: (placed) => onConsent('phone', placed),
      onError: (error) => {
        const slot = callingHoursOf(error)
        if (!slot) {
          phoneFailed(error)
          return
        }
        scheduleCall.reset()
        setCallLater(slot)
        show('callLater')
      },
    })
  // Call-me's 'I agree' is a consent to an automated call: the server records it before any
  // call is placed (and refuses to call without it). The browser call is not a phone call.
  const consentAndPlacePhone = () =>
    consentToCall.mutate({ candidateId, language }, { onSuccess: placePhone, onError: phoneFailed })
  const agree = () => {
    if (agreeing) return
    analytics.capture(onboardingEvents.consentGiven, { mode })
    callError.clear()
    if (mode === 'phone') {
      consentAndPlacePhone()
      return
    }
    createWebCall(false)
  }
  // 'I agree' on the web call, and each try while waiting for a recruiter.
  const createWebCall = (retry: boolean) => {
    const generation = waitGeneration.current
    createCall.mutate(candidateId, {
      onSuccess: () => {
        if (generation === waitGeneration.current) onConsent(mode)
      },
      onError: (error) => {
        if (generation !== waitGeneration.current) return
        if (isApiError(error) && error.code === errorCodes.interviewsFull) {
          setRecruiterWait(({ attempt }) => ({
            seconds: retryDelaySeconds(error.retryAfterSeconds),
            attempt: attempt + 1,
          }))
          if (!retry) {
            analytics.capture(onboardingEvents.waitingForRecruiter)
            show('waitingForRecruiter')
          }
          return
        }
        // docs/product.md#step-3-interview-setup-and-consent: the line shows on the setup view, not
        // on consent.
        callError.show(texts.interview.callFailed)
        show('setup')
      },
    })
  }
  // The web call's consent says what it does; the phone call's consent stays recorded.
  const switchToApp = (after: 'place_failed' | 'outside_hours' | 'scheduled') => {
    analytics.capture(onboardingEvents.phoneCallSwitchedToWeb, { after })
    chooseMode('web')
    show('consent')
  }
  const openExpect = (from: 'setup' | 'consent') => {
    setExpectReturnsTo(from)
    analytics.capture(onboardingEvents.whatToExpectViewed)
    show('expect')
  }

  if (view === 'consent') {
    return (
      <div>
        <StepHeading focusOnMount>{texts.consent.heading}</StepHeading>
        <ConsentNotice retentionDays={retentionDays} />
        <ConsentText>{texts.consent.text(appConfig.productName)}</ConsentText>
        <LinkRow>
          <Button variant="text" onClick={() => openExpect('consent')}>
            {texts.interviewSetup.whatToExpectLink}
          </Button>
        </LinkRow>
        <Actions>
          <Button
            variant="secondary"
            disabled={agreeing}
            onClick={() => {
              analytics.capture(onboardingEvents.consentDeclined)
              show('declined')
            }}
          >
            {texts.consent.cancel}
          </Button>
          <Button onClick={agree} busy={agreeing}>
            {texts.consent.agree}
          </Button>
        </Actions>
      </div>
    )
  }

  if (view === 'waitingForRecruiter') {
    return (
      <WaitingForRecruiterView
        retryAfterSeconds={recruiterWait.seconds}
        attempt={recruiterWait.attempt}
        onRetry={() => createWebCall(true)}
        onBack={() => {
          waitGeneration.current += 1
          show('consent')
        }}
      />
    )
  }

  if (view === 'phoneFailed') {
    return (
      <div key={phoneFailure.count}>
        <StepHeading focusOnMount>{texts.phoneCallFailed.heading}</StepHeading>
        <ErrorMessage message={serverMessage(phoneFailure.error, texts.interview.callFailed)} />
        <Actions>
          <Button
            variant="secondary"
            disabled={agreeing}
            onClick={() => switchToApp('place_failed')}
          >
            {texts.phoneCallFailed.useBrowser}
          </Button>
          <Button
            busy={agreeing}
            onClick={() => {
              if (agreeing) return
              analytics.capture(onboardingEvents.phoneCallRetry, { after: 'place_failed' })
              // The consent is recorded once per 'I agree'; again only if that failed.
              if (consentToCall.isSuccess) placePhone()
              else consentAndPlacePhone()
            }}
          >
            {texts.phoneCallFailed.tryAgain}
          </Button>
        </Actions>
      </div>
    )
  }

  if (view === 'callLater' && callLater) {
    return (
      <Suspense fallback={null}>
        <CallLaterView
          details={callLater}
          focusHeading
          busy={scheduleCall.isPending}
          error={
            scheduleCall.isError
              ? toErrorMessage(scheduleCall.error, texts.callLater.scheduleFailed)
              : null
          }
          onCallThen={() =>
            scheduleCall.mutate(
              { candidateId, at: callLater.nextSlotAt },
              {
                onSuccess: () => {
                  cancelScheduledCall.reset()
                  analytics.capture(onboardingEvents.phoneCallScheduled)
                  show('scheduled')
                },
              },
            )
          }
          onUseApp={() => switchToApp('outside_hours')}
          onBack={() => show('setup')}
        />
      </Suspense>
    )
  }

  // Just scheduled, or found waiting when the step opened (a reload): until the candidate
  // moves on from the first view, a waiting call is what they see.
  const showScheduled = view === 'scheduled' || (view === 'setup' && !changedView)
  if (showScheduled && waitingCall) {
    return (
      <Suspense fallback={null}>
        <ScheduledCallView
          call={waitingCall}
          focusHeading={focusHeading || changedView}
          busy={cancelScheduledCall.isPending}
          error={
            cancelScheduledCall.isError
              ? toErrorMessage(cancelScheduledCall.error, texts.scheduledCall.cancelFailed)
              : null
          }
          onCancel={() =>
            cancelScheduledCall.mutate(candidateId, {
              onSuccess: () => {
                analytics.capture(onboardingEvents.scheduledCallCancelled)
                show('setup')
              },
            })
          }
          onUseApp={() =>
            // The interview done now, the call set for later must not ring too.
            cancelScheduledCall.mutate(candidateId, {
              onSuccess: () => switchToApp('scheduled'),
            })
          }
        />
      </Suspense>
    )
  }

  if (view === 'declined') {
    return (
      <div>
        <StepHeading focusOnMount>{texts.declined.heading}</StepHeading>
        <Paragraph>{texts.declined.text}</Paragraph>
        <Actions>
          <Button variant="secondary" onClick={() => show('setup')} disabled={agreeing}>
            {texts.declined.backToOnboarding}
          </Button>
          <Button onClick={agree} busy={agreeing}>
            {texts.declined.agree}
          </Button>
        </Actions>
      </div>
    )
  }

  if (view === 'expect') {
    return (
      <div>
        <StepHeading focusOnMount>{texts.whatToExpect.heading}</StepHeading>
        <BulletList>
          {texts.whatToExpect.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </BulletList>
        <SubHeading>{texts.whatToExpect.afterHeading}</SubHeading>
        <Paragraph>{texts.whatToExpect.after}</Paragraph>
        <Actions>
          <Button variant="secondary" onClick={() => show(expectReturnsTo)}>
            {texts.whatToExpect.back}
          </Button>
        </Actions>
      </div>
    )
  }

  return (
    <SetupView
      mode={mode}
      focusHeading={focusHeading || changedView}
      error={callError.message}
      onMode={chooseMode}
      onStart={() => {
        analytics.capture(onboardingEvents.interviewModeChosen, { mode })
        show('consent')
      }}
      onExpect={() => openExpect('setup')}
      onBack={onBack}
      personRequest={<TalkToPerson candidateId={candidateId} onRequested={onPersonRequested} />}
    />
  )
}

function SetupView({
  mode,
  focusHeading,
  error,
  onMode,
  onStart,
  onExpect,
  onBack,
  personRequest,
}: {
  mode: InterviewMode
  focusHeading: boolean
  error: string | null
  onMode: (mode: InterviewMode) => void
  onStart: () => void
  onExpect: () => void
  onBack: () => void
  /** The way to a person instead of the AI, under the choices. */
  personRequest: ReactNode
}) {
  const texts = useOnboardingTexts()
  const id = useId()
  const setup = texts.interviewSetup
  const options: { value: InterviewMode; label: string; description: string[] }[] = [
    { value: 'web', label: setup.startNow, description: [setup.startNowDescription] },
    {
      value: 'phone',
      label: setup.callMe,
      description: [
        setup.callMeDescription(appConfig.interviewPhoneNumber),
        setup.callerPrefixNote(appConfig.interviewCallerPrefix),
      ],
    },
  ]
  return (
    <div>
      <StepHeading focusOnMount={focusHeading} intro={setup.intro}>
        {setup.heading}
      </StepHeading>
      <Fieldset>
        <Legend>{setup.modeLegend}</Legend>
        <Options>
          {options.map((option) => {
            const inputId = `${id}-${option.value}`
            const descriptionId = `${inputId}-description`
            return (
              <Option key={option.value} $checked={mode === option.value}>
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-mode`}
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => onMode(option.value)}
                  aria-describedby={descriptionId}
                />
                <label htmlFor={inputId}>
                  <OptionLabel>{option.label}</OptionLabel>
                  <span id={descriptionId}>
                    {option.description.map((line) => (
                      <OptionText key={line}>{line}</OptionText>
                    ))}
                  </span>
                </label>
              </Option>
            )
          })}
        </Options>
      </Fieldset>
      <LinkRow>
        <Button variant="text" onClick={onExpect}>
          {setup.whatToExpectLink}
        </Button>
      </LinkRow>
      <ErrorMessage message={error} />
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          {texts.back}
        </Button>
        <Button onClick={onStart}>{setup.startInterview}</Button>
      </Actions>
      {personRequest}
    </div>
  )
}

const Options = styled.div`
  display: grid;
  gap: 0.75rem;
`

const Option = styled.div<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 2px solid ${({ $checked }) => ($checked ? colors.primary : colors.border)};
  border-radius: ${radii.control};
  background: ${colors.surface};
  min-height: ${TOUCH_TARGET};

  & input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.125rem 0 0;
    accent-color: ${colors.primary};
  }
  & input:focus-visible {
    ${focusRing}
  }
  & label {
    flex: 1;
    min-width: 0;
    cursor: pointer;
    color: ${colors.text};
  }
`

const OptionLabel = styled.span`
  display: block;
  font-weight: 700;
`

const OptionText = styled.span`
  display: block;
  margin-top: 0.25rem;
  color: ${colors.mutedText};
`

const LinkRow = styled.div`
  margin: 0.75rem 0 0;
`

const Paragraph = styled.p`
  margin: 0 0 1rem;
  color: ${colors.text};
`

const ConsentText = styled.p`
  margin: 0 0 0.5rem;
  color: ${colors.text};
  line-height: 1.5;
`

const SubHeading = styled.h3`
  margin: 1rem 0 0.5rem;
  font-size: 1.125rem;
  color: ${colors.text};
`
