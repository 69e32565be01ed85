import { useId, useState } from 'react'
import styled from 'styled-components'
import { CANDIDATE_FEEDBACK_STATES, type CandidateFeedbackState } from '@contract/applications'
import { feedbackState } from '@/entities/application/model/application-labels'
import { FeedbackIcons } from '@/entities/application/ui/feedback-icons'
import { useOnline } from '@/shared/online/online-state'
import { Button } from '@/shared/ui/button'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { useFeedbackQueued } from '../api/use-feedback'
import { useSubmissionsTexts } from '../submissions-texts'
import { FeedbackModal } from './feedback-modal'

/** The quiet choice goes last and looks like a link. */
const VARIANTS = {
  Interested: 'primary',
  NotInterested: 'secondary',
  Neutral: 'text',
} as const satisfies Record<CandidateFeedbackState, string>

/**
 * The detail's feedback panel: the current feedback with its icons, the three decisions that
 * open the feedback modal, and, while a feedback waits for the network, that it will be sent.
 */
export function FeedbackActions({
  candidateId,
  jobId,
  state,
}: {
  candidateId: string
  jobId: string
  state: string | null
}) {
  const texts = useSubmissionsTexts().feedback
  const id = useId()
  const [decision, setDecision] = useState<CandidateFeedbackState | null>(null)
  const online = useOnline()
  const queued = useFeedbackQueued(jobId) && !online
  const current = feedbackState(state)
  const headingId = `${id}-heading`

  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      <Current>
        {/* The icons' own words would repeat the sentence beside them. */}
        <span aria-hidden="true">
          <FeedbackIcons state={current} />
        </span>
        <span>{texts.current[current]}</span>
      </Current>
      {queued && <Queued role="status">{texts.queuedOffline}</Queued>}
      <Choices>
        {CANDIDATE_FEEDBACK_STATES.map((choice) => (
          <Button
            key={choice}
            variant={VARIANTS[choice]}
            aria-haspopup="dialog"
            onClick={() => setDecision(choice)}
          >
            {texts.action[choice]}
          </Button>
        ))}
      </Choices>
      {decision && (
        <FeedbackModal
          candidateId={candidateId}
          jobId={jobId}
          decision={decision}
          onClose={() => setDecision(null)}
        />
      )}
    </Panel>
  )
}

const Current = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  color: ${colors.text};
`

const Queued = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid #b54708;
  border-radius: 8px;
  background: #fffaeb;
  color: ${colors.text};
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;

  & > * {
    flex: 1 1 12rem;
  }
`
