import { createFileRoute } from '@tanstack/react-router'
import { placePhoneCall } from '@/features/interview/api/create-call-for-candidate'
import { storePhoneCall } from '@/features/interview/model/phone-call-details'
import { InterviewCall } from '@/features/interview/components/interview-call'
import { PhoneCallStatus } from '@/features/interview/components/phone-call-status'
import {
  OnboardingPage,
  type InterviewStepProps,
  type PhoneInterview,
} from '@/features/onboarding/components/onboarding-page'

/** Step 4's calls come from the interview feature; features do not import each other. */
const renderInterview = (props: InterviewStepProps) => <InterviewCall {...props} />

/** Call-me: 'I agree' places the phone call, step 4 shows its status screen. */
const phoneInterview: PhoneInterview = {
  placeCall: placePhoneCall,
  followCall: storePhoneCall,
  render: (props) => <PhoneCallStatus {...props} />,
}

function OnboardingRoute() {
  return <OnboardingPage renderInterview={renderInterview} phoneInterview={phoneInterview} />
}

/** Steps 1 to 4 of onboarding; the authenticated guard keeps finished candidates out. */
export const Route = createFileRoute('/_authenticated/_onboarding/onboarding')({
  component: OnboardingRoute,
})
