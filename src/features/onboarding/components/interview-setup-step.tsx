import { useId, useState } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { FLASH_DURATION_MS, useFlashMessage } from '@/shared/hooks/use-flash-message'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { Actions } from '@/shared/ui/actions'
import { StepHeading } from '@/shared/ui/step-heading'
import { useCreatePhoneCall } from '../api/create-phone-call'
import { useCreateWebCall } from '../api/get-webrtc-setup-details'
import { onboardingEvents } from '../model/onboarding-events'
import {
  loadInterviewMode,
  saveInterviewModeDraft,
  type InterviewMode,
} from '../model/onboarding-progress'
import { useOnboardingTexts } from '../onboarding-texts'
import { Fieldset, Legend } from '@/shared/ui/form-controls'

type View = 'setup' | 'consent' | 'declined' | 'expect' | 'phoneFailed'

interface InterviewSetupStepProps {
  candidateId: string
  focusHeading: boolean
  /** Back from a call that went wrong: the setup view opens with SPEC.md 8's line. */
  callFailed: boolean
  /** Open on the consent screen (the candidate left the phone interview for the web call). */
  openConsent: boolean
  /** Consent given and the engagement created (web call or phone call): on to step 4. */
  onConsent: (mode: InterviewMode) => void
  /** Call-me's 'I agree': places the phone call (the interview feature's, via the route). */
  placePhoneCall: (candidateId: string) => Promise<unknown>
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
 * Step 3, 'AI Interview Setup' (SPEC.md 2, 4): how to take the interview, then the consent
 * screen (with its declined view) and 'What to expect'. 'I agree' creates the web call, or
 * places the phone call for call-me; a phone call that could not be placed says why, with
 * Try again and the web call as ways forward.
 */
export function InterviewSetupStep({
  candidateId,
  focusHeading,
  callFailed,
  openConsent,
  onConsent,
  placePhoneCall,
  onBack,
}: InterviewSetupStepProps) {
  const texts = useOnboardingTexts()
  const [mode, setMode] = useState<InterviewMode>(loadInterviewMode)
  const [view, setView] = useState<View>(openConsent ? 'consent' : 'setup')
  const [expectReturnsTo, setExpectReturnsTo] = useState<'setup' | 'consent'>('setup')
  // After the first view, every change of view is the candidate's doing: move the focus.
  const [changedView, setChangedView] = useState(false)
  const createCall = useCreateWebCall()
  const createPhoneCall = useCreatePhoneCall(placePhoneCall)
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

  const show = (next: View) => {
    setChangedView(true)
    setView(next)
  }
  const chooseMode = (next: InterviewMode) => {
    setMode(next)
    saveInterviewModeDraft(next)
  }
  const agreeing = createCall.isPending || createPhoneCall.isPending
  const placePhone = () =>
    createPhoneCall.mutate(candidateId, {
      onSuccess: () => onConsent('phone'),
      // The server's message (too many attempts, interview already done) or SPEC.md 8's line.
      onError: (error) => {
        setPhoneFailure(({ count }) => ({
          error,
          count: count + 1,
        }))
        show('phoneFailed')
      },
    })
  const agree = () => {
    if (agreeing) return
    analytics.capture(onboardingEvents.consentGiven, { mode })
    callError.clear()
    if (mode === 'phone') {
      placePhone()
      return
    }
    createCall.mutate(candidateId, {
      onSuccess: () => onConsent(mode),
      // SPEC.md 8 'Interview start': the line shows on the setup view, not on consent.
      onError: () => {
        callError.show(texts.interview.callFailed)
        show('setup')
      },
    })
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

  if (view === 'phoneFailed') {
    return (
      <div key={phoneFailure.count}>
        <StepHeading focusOnMount>{texts.phoneCallFailed.heading}</StepHeading>
        <ErrorMessage message={serverMessage(phoneFailure.error, texts.interview.callFailed)} />
        <Actions>
          <Button
            variant="secondary"
            disabled={agreeing}
            onClick={() => {
              // Consent was given for the phone; the web call's consent says what it does.
              analytics.capture(onboardingEvents.phoneCallSwitchedToWeb, { after: 'place_failed' })
              chooseMode('web')
              show('consent')
            }}
          >
            {texts.phoneCallFailed.useBrowser}
          </Button>
          <Button
            busy={agreeing}
            onClick={() => {
              if (agreeing) return
              analytics.capture(onboardingEvents.phoneCallRetry, { after: 'place_failed' })
              placePhone()
            }}
          >
            {texts.phoneCallFailed.tryAgain}
          </Button>
        </Actions>
      </div>
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
        <ExpectList>
          {texts.whatToExpect.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ExpectList>
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
}: {
  mode: InterviewMode
  focusHeading: boolean
  error: string | null
  onMode: (mode: InterviewMode) => void
  onStart: () => void
  onExpect: () => void
  onBack: () => void
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

const ExpectList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${colors.text};
  line-height: 1.5;

  & li + li {
    margin-top: 0.375rem;
  }
`
