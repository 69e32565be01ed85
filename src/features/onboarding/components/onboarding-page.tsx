import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { firstIncompleteStep } from '@contract/candidate'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { readStorage } from '@/shared/storage/local-storage'
import { colors } from '@/shared/ui/tokens'
import { Spinner } from '@/shared/ui/spinner'
import { candidateKeys } from '@/entities/candidate/api/candidate-keys'
import { onboardingDetailsQuery } from '@/entities/candidate/api/get-candidate-onboarding-details'
import type { PlacedPhoneCall } from '../hooks/use-place-phone-call'
import { usePrepareInterview } from '../api/prepare-interview'
import { onboardingEvents } from '../model/onboarding-events'
import {
  loadInterviewMode,
  markOnboardingFinished,
  nextStep,
  previousStep,
  readStoredStep,
  resolveStartStep,
  saveInterviewModeDraft,
  writeStoredStep,
  type InterviewMode,
  type OnboardingStepNumber,
} from '../model/onboarding-progress'
import { useOnboardingTexts } from '../onboarding-texts'
import { Card } from '@/shared/ui/card'
import { PreferencesStep } from './preferences-step'
import { ProfileStep } from './profile-step'
import { ProgressIndicator } from './progress-indicator'

/**
 * Step 3 and its views (call later, talk to a person, the consent) load when the candidate
 * gets there: a new candidate opens step 1, and a phone on a weak signal should not wait for
 * the rest.
 */
const InterviewSetupStep = lazy(() =>
  import('./interview-setup-step').then((module) => ({ default: module.InterviewSetupStep })),
)

/** What step 4 in web mode hands the interview call (the route supplies the call itself). */
export interface InterviewStepProps {
  /** The candidate just came from step 3: the call's heading takes the focus. */
  focusHeading: boolean
  /** Back to step 3; 'failed' shows 'Something went wrong with your call' there. */
  onLeave: (reason: 'cancelled' | 'failed') => void
  /** The interview is complete: onboarding finishes (docs/product.md#onboarding). */
  onCompleted: () => void
}

/** What step 4 in phone mode (call-me) hands the phone interview's status screen. */
export interface PhoneInterviewStepProps {
  candidateId: string
  /** The candidate just came from step 3: the screen's heading takes the focus. */
  focusHeading: boolean
  /**
   * The call 'I agree' just placed waits for a free recruiter: the screen opens saying so. False
   * after a reload or for a scheduled call that rang (the candidate checks the status).
   */
  waitingForRoom: boolean
  /** Back to step 3 (no phone call to follow). */
  onLeave: (reason: 'cancelled' | 'failed') => void
  /** The interview is complete: onboarding finishes (docs/product.md#onboarding). */
  onCompleted: () => void
  /** 'Do the interview in the browser instead': step 3's consent for the web call. */
  onSwitchToWeb: () => void
}

/** The phone interview (call-me), from the interview feature: what steps 3 and 4 need of it. */
export interface PhoneInterview {
  /** Call-me's 'I agree': places the call (CreateCallForCandidate) and keeps its engagement. */
  placeCall: (candidateId: string) => Promise<PlacedPhoneCall>
  /** A call scheduled for later rang: its engagement is the one step 4's status follows. */
  followCall: (engagementId: string) => void
  /** Step 4's phone status screen. */
  render: (props: PhoneInterviewStepProps) => ReactNode
}

interface OnboardingPageProps {
  /**
   * Renders the web call of step 4. Onboarding does not import the interview feature
   * (ARCHITECTURE.md#2-layers-and-import-rules); the route composes the two.
   */
  renderInterview: (props: InterviewStepProps) => ReactNode
  /** The phone interview's call and status screen, composed by the route likewise. */
  phoneInterview: PhoneInterview
}

/**
 * /onboarding (docs/product.md#onboarding): waits for the server's first incomplete step (the guard
 * has usually cached it), then opens the larger of it and the stored step.
 */
export function OnboardingPage({ renderInterview, phoneInterview }: OnboardingPageProps) {
  const texts = useOnboardingTexts()
  const candidateId = readStorage('candidateId') ?? ''
  const details = useQuery({ ...onboardingDetailsQuery(candidateId), enabled: candidateId !== '' })

  useDocumentMeta({
    title: texts.documentTitle(appConfig.productName),
    description: texts.metaDescription(appConfig.productName),
  })

  const known = details.isSuccess || details.isError || candidateId === ''
  return (
    <Page>
      <Title>{texts.heading}</Title>
      {known ? (
        <OnboardingFlow
          candidateId={candidateId}
          serverStep={details.data ? firstIncompleteStep(details.data.data) : undefined}
          renderInterview={renderInterview}
          phoneInterview={phoneInterview}
        />
      ) : (
        <Loading role="status">
          <Spinner />
          <span>{texts.loading}</span>
        </Loading>
      )}
    </Page>
  )
}

function OnboardingFlow({
  candidateId,
  serverStep,
  renderInterview,
  phoneInterview,
}: {
  candidateId: string
  serverStep: number | undefined
  renderInterview: OnboardingPageProps['renderInterview']
  phoneInterview: PhoneInterview
}) {
  const texts = useOnboardingTexts()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [interviewMode, setInterviewMode] = useState<InterviewMode>(loadInterviewMode)
  // Set when the call sends the candidate back to step 3 because it went wrong.
  const [callFailed, setCallFailed] = useState(false)
  // Set when the phone interview sends the candidate to the web call's consent.
  const [openConsent, setOpenConsent] = useState(false)
  // Set when the phone call 'I agree' placed waits for room; step 4's screen opens on the wait.
  const [phoneCallWaiting, setPhoneCallWaiting] = useState(false)
  const [step, setStep] = useState<OnboardingStepNumber>(() =>
    resolveStartStep(readStoredStep(), serverStep),
  )
  // The first step shown keeps the focus where the page put it; later ones take it.
  const [changedStep, setChangedStep] = useState(false)
  const prepare = usePrepareInterview()
  const { mutate: prepareInterview } = prepare
  const preparedForEntry = useRef(false)

  useEffect(() => {
    writeStoredStep(step)
    analytics.capture(onboardingEvents.stepViewed, { step })
  }, [step])

  // docs/product.md#step-3-interview-setup-and-consent: entering step 3 prepares the interview,
  // once per entry; failures stay silent.
  useEffect(() => {
    if (step !== 3) {
      preparedForEntry.current = false
      return
    }
    if (preparedForEntry.current || !candidateId) return
    preparedForEntry.current = true
    prepareInterview(candidateId)
  }, [step, candidateId, prepareInterview])

  const goTo = (next: OnboardingStepNumber, { failedCall = false, consentForWeb = false } = {}) => {
    setChangedStep(true)
    setCallFailed(failedCall)
    setOpenConsent(consentForWeb)
    setStep(next)
  }
  const advance = () => {
    // The guard asks the server again on the next navigation.
    void queryClient.invalidateQueries({ queryKey: candidateKeys.onboardingDetailsOfEveryone() })
    goTo(nextStep(step))
  }
  const back = () => {
    analytics.capture(onboardingEvents.backPressed, { from: step })
    goTo(previousStep(step))
  }
  const consent = (mode: InterviewMode, placed?: PlacedPhoneCall) => {
    setInterviewMode(mode)
    setPhoneCallWaiting(placed?.waitingForRoom ?? false)
    goTo(4)
  }
  const followScheduledCall = (engagementId: string) => {
    phoneInterview.followCall(engagementId)
    consent('phone')
  }
  const leaveInterview = (reason: 'cancelled' | 'failed') => {
    analytics.capture(onboardingEvents.interviewLeft, { reason })
    goTo(3, { failedCall: reason === 'failed' })
  }
  // The phone call did not happen or did not finish: the web call's consent creates its call.
  const switchToWeb = () => {
    analytics.capture(onboardingEvents.interviewLeft, { reason: 'switchedToWeb' })
    saveInterviewModeDraft('web')
    setInterviewMode('web')
    goTo(3, { consentForWeb: true })
  }
  // docs/product.md#onboarding: step 0, no stored step data, then /check-profile with the marker.
  // The guard asks the server again on the way (the step list changed), and trusts the stored 0 if
  // it cannot.
  const finish = () => {
    markOnboardingFinished()
    analytics.capture(onboardingEvents.finished)
    void queryClient.invalidateQueries({ queryKey: candidateKeys.onboardingDetailsOfEveryone() })
    void navigate({ to: '/check-profile', state: { fromOnboarding: true }, replace: true })
  }
  // 'I'd rather talk to a person': onboarding ends as after the interview, but straight to the
  // dashboard, where the request shows; /check-profile speaks of an interview there was not.
  const finishWithPerson = () => {
    markOnboardingFinished()
    analytics.capture(onboardingEvents.finished, { path: 'person' })
    void queryClient.invalidateQueries({ queryKey: candidateKeys.onboardingDetailsOfEveryone() })
    void navigate({ to: '/dashboard', replace: true })
  }

  return (
    <>
      <ProgressIndicator current={step} />
      <Card aria-label={texts.stepNames[step - 1]}>
        {step === 1 && (
          <ProfileStep
            key="profile"
            candidateId={candidateId}
            focusHeading={changedStep}
            onSaved={advance}
          />
        )}
        {step === 2 && (
          <PreferencesStep
            key="preferences"
            candidateId={candidateId}
            focusHeading={changedStep}
            onSaved={advance}
            onBack={back}
          />
        )}
        {step === 3 && (
          <Suspense fallback={<Spinner />}>
            <InterviewSetupStep
              key="setup"
              candidateId={candidateId}
              focusHeading={changedStep}
              callFailed={callFailed}
              openConsent={openConsent}
              onConsent={consent}
              placePhoneCall={phoneInterview.placeCall}
              onScheduledCallPlaced={followScheduledCall}
              onPersonRequested={finishWithPerson}
              onBack={back}
            />
          </Suspense>
        )}
        {step === 4 && interviewMode === 'web' && (
          <div key="interview">
            {renderInterview({
              focusHeading: changedStep,
              onLeave: leaveInterview,
              onCompleted: finish,
            })}
          </div>
        )}
        {step === 4 && interviewMode === 'phone' && (
          <div key="phone-interview">
            {phoneInterview.render({
              candidateId,
              focusHeading: changedStep,
              waitingForRoom: phoneCallWaiting,
              onLeave: leaveInterview,
              onCompleted: finish,
              onSwitchToWeb: switchToWeb,
            })}
          </div>
        )}
      </Card>
    </>
  )
}

const Page = styled.div`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
  color: ${colors.text};
`

const Title = styled.h1`
  margin: 0.25rem 0 0.75rem;
  font-size: 1.125rem;
  color: ${colors.mutedText};
  font-weight: 600;
`

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.mutedText};
`
