import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { firstIncompleteStep } from '@contract/candidate'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { readStorage } from '@/shared/storage/local-storage'
import { colors } from '@/shared/ui/tokens'
import { Spinner } from '@/shared/ui/spinner'
import { Button } from '@/shared/ui/button'
import { onboardingDetailsQuery } from '../api/get-candidate-onboarding-details'
import { usePrepareInterview } from '../api/prepare-interview'
import { onboardingEvents } from '../model/onboarding-events'
import {
  nextStep,
  previousStep,
  readStoredStep,
  resolveStartStep,
  writeStoredStep,
  type OnboardingStepNumber,
} from '../model/onboarding-progress'
import { onboardingTexts } from '../onboarding-texts'
import { InterviewSetupStep } from './interview-setup-step'
import { Actions, Card, StepHeading } from './onboarding-ui'
import { PreferencesStep } from './preferences-step'
import { ProfileStep } from './profile-step'
import { ProgressIndicator } from './progress-indicator'

const texts = onboardingTexts

/**
 * /onboarding (SPEC.md 2, 4): waits for the server's first incomplete step (the guard has
 * usually cached it), then opens the larger of it and the stored step.
 */
export function OnboardingPage() {
  const candidateId = readStorage('candidateId') ?? ''
  const details = useQuery({ ...onboardingDetailsQuery(candidateId), enabled: candidateId !== '' })

  useDocumentMeta({
    title: `${texts.pageTitle} | ${appConfig.productName} Jobs`,
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
}: {
  candidateId: string
  serverStep: number | undefined
}) {
  const queryClient = useQueryClient()
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

  // SPEC.md 4: entering step 3 prepares the interview, once per entry; failures stay silent.
  useEffect(() => {
    if (step !== 3) {
      preparedForEntry.current = false
      return
    }
    if (preparedForEntry.current || !candidateId) return
    preparedForEntry.current = true
    prepareInterview(candidateId)
  }, [step, candidateId, prepareInterview])

  const goTo = (next: OnboardingStepNumber) => {
    setChangedStep(true)
    setStep(next)
  }
  const advance = () => {
    // The guard asks the server again on the next navigation.
    void queryClient.invalidateQueries({ queryKey: ['onboarding-details'] })
    goTo(nextStep(step))
  }
  const back = () => {
    analytics.capture(onboardingEvents.backPressed, { from: step })
    goTo(previousStep(step))
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
          <InterviewSetupStep
            key="setup"
            focusHeading={changedStep}
            onConsent={() => goTo(4)}
            onBack={back}
          />
        )}
        {step === 4 && (
          <div key="interview">
            {/* The interview itself (web call or phone call) is a later issue. */}
            <StepHeading focusOnMount={changedStep}>{texts.interview.heading}</StepHeading>
            <Actions>
              <Button variant="secondary" onClick={back}>
                {texts.back}
              </Button>
            </Actions>
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
