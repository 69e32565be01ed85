import styled from 'styled-components'
import { Spinner } from '@/shared/ui/spinner'
import { StepHeading } from '@/shared/ui/step-heading'
import { useInterviewTexts } from '../interview-texts'

/**
 * Step 4's heading over a call, web or phone, with the status line under it (a live status
 * region): a spinner while the call is being reached. `statusKey` remounts the status text, so
 * an unchanged status is announced again.
 */
export function CallStatusHeading({
  focusHeading,
  busy,
  status,
  statusKey,
}: {
  focusHeading: boolean
  busy: boolean
  status: string
  statusKey?: number
}) {
  const texts = useInterviewTexts()
  return (
    <StepHeading
      focusOnMount={focusHeading}
      intro={
        <Status role="status">
          {busy && <Spinner />}
          <span key={statusKey}>{status}</span>
        </Status>
      }
    >
      {texts.heading}
    </StepHeading>
  )
}

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`
