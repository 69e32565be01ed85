import type { ReactNode } from 'react'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { StepHeading } from '@/shared/ui/step-heading'

interface CallProblemViewProps {
  heading: string
  children: ReactNode
  retryLabel: string
  leaveLabel: string
  onRetry: () => void
  onLeave: () => void
}

/**
 * Connection Lost, System Error and the microphone problem (SPEC.md 8): what happened, a way
 * back to onboarding and a way to try again. It always follows a change the candidate did
 * not see coming, so its heading takes the focus.
 */
export function CallProblemView({
  heading,
  children,
  retryLabel,
  leaveLabel,
  onRetry,
  onLeave,
}: CallProblemViewProps) {
  return (
    <div>
      <StepHeading focusOnMount>{heading}</StepHeading>
      {children}
      <Actions>
        <Button variant="secondary" onClick={onLeave}>
          {leaveLabel}
        </Button>
        <Button onClick={onRetry}>{retryLabel}</Button>
      </Actions>
    </div>
  )
}
