import type { EngagementStatus } from '@contract/interview'
import { Spinner } from '@/shared/ui/spinner'
import { StepHeading } from '@/shared/ui/step-heading'
import { useCompletionPoll } from '../hooks/use-completion-poll'
import { useRotatingMessage } from '../hooks/use-rotating-message'
import { useInterviewTexts } from '../interview-texts'
import { StatusLine } from './interview-ui'

/** docs/product.md#the-web-call: the analysing screen rotates three messages every 3 seconds. */
export const ANALYSING_ROTATION_MS = 3000

interface AnalysingViewProps {
  engagementId: string
  fetchStatus: (engagementId: string) => Promise<EngagementStatus>
  onCompleted: () => void
  onAbandoned: () => void
}

/** After the call: rotating messages while the server closes the engagement. */
export function AnalysingView({
  engagementId,
  fetchStatus,
  onCompleted,
  onAbandoned,
}: AnalysingViewProps) {
  const texts = useInterviewTexts().analysing
  const message = useRotatingMessage(texts.messages, ANALYSING_ROTATION_MS)
  useCompletionPoll(engagementId, fetchStatus, { onCompleted, onAbandoned })
  return (
    <div>
      <StepHeading focusOnMount>{texts.heading}</StepHeading>
      <StatusLine role="status">
        <Spinner />
        <span>{message}</span>
      </StatusLine>
    </div>
  )
}
