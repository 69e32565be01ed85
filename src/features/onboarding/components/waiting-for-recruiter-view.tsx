import styled from 'styled-components'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { StepHeading } from '@/shared/ui/step-heading'
import { colors } from '@/shared/ui/tokens'
import { useRetryAfter } from '../hooks/use-retry-after'
import { useOnboardingTexts } from '../onboarding-texts'

/**
 * Every recruiter is busy: the web call's 'I agree' was refused for now. The screen says so
 * and tries again by itself after each wait the server asked for; Back stops waiting.
 */
export function WaitingForRecruiterView({
  retryAfterSeconds,
  attempt,
  onRetry,
  onBack,
}: {
  /** The wait before the next try, already kept within bounds. */
  retryAfterSeconds: number
  /** Which refusal this wait follows: each new one schedules one more try. */
  attempt: number
  onRetry: () => void
  onBack: () => void
}) {
  const texts = useOnboardingTexts()
  useRetryAfter(retryAfterSeconds, attempt, onRetry)
  return (
    <div>
      <StepHeading focusOnMount>{texts.waitingForRecruiter.heading}</StepHeading>
      <Paragraph>{texts.waitingForRecruiter.text}</Paragraph>
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          {texts.back}
        </Button>
      </Actions>
    </div>
  )
}

const Paragraph = styled.p`
  margin: 0 0 1rem;
  color: ${colors.text};
`
