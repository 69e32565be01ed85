import { StepHeading } from '@/shared/ui/step-heading'
import type { InterviewStepProps } from '../components/onboarding-page'

/**
 * Stands in for the interview feature's call on step 4 (onboarding never imports it): the
 * step heading as the call shows it, and the props it was given for the test to act on.
 */
export const interviewStub = () => {
  const calls: InterviewStepProps[] = []
  const renderInterview = (props: InterviewStepProps) => {
    calls.push(props)
    return <StepHeading focusOnMount={props.focusHeading}>AI Interview</StepHeading>
  }
  return { renderInterview, latest: () => calls.at(-1)!, renders: () => calls.length }
}
