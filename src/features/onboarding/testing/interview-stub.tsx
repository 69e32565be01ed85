import { vi } from 'vitest'
import { StepHeading } from '@/shared/ui/step-heading'
import type { PlacedPhoneCall } from '../hooks/use-place-phone-call'
import type {
  InterviewStepProps,
  PhoneInterview,
  PhoneInterviewStepProps,
} from '../components/onboarding-page'

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

export const PHONE_SCREEN_HEADING = 'Phone interview'

/**
 * Stands in for the phone interview (call-me): placeCall resolves (a call that rings now)
 * unless the test says otherwise, and the status screen is a heading plus the props it was
 * given.
 */
export const phoneInterviewStub = () => {
  const calls: PhoneInterviewStepProps[] = []
  const placeCall = vi.fn(async (_candidateId: string): Promise<PlacedPhoneCall> => ({
    waitingForRoom: false,
  }))
  const followCall = vi.fn((_engagementId: string) => {})
  const phoneInterview: PhoneInterview = {
    placeCall,
    followCall,
    render: (props) => {
      calls.push(props)
      return <StepHeading focusOnMount={props.focusHeading}>{PHONE_SCREEN_HEADING}</StepHeading>
    },
  }
  return {
    phoneInterview,
    placeCall,
    followCall,
    latest: () => calls.at(-1)!,
    renders: () => calls.length,
  }
}
