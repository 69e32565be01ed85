import styled from 'styled-components'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds'
import { useInterviewTexts } from '../interview-texts'
import type { CallState } from '../model/call-machine'
import { formatElapsed } from '../model/format-elapsed'
import type { ChoiceActions } from './answer-choices'
import { CallStatusHeading } from './call-status-heading'
import { CaptionsPanel } from './captions-panel'
import { TypedAnswerForm } from './typed-answer-form'

interface LiveCallViewProps {
  state: CallState
  focusHeading: boolean
  now: () => number
  audioBlocked: boolean
  onPlayAudio: () => void
  onSendText: (text: string) => boolean
  /** Taps on the options of a closed question. */
  choiceActions: ChoiceActions
  onEnd: () => void
}

/**
 * Step 4's call screen while the call is being reached or is on (docs/product.md#the-web-call): the
 * same heading throughout, so reaching 'connected' does not move the focus; the status line
 * under it says what changed.
 */
export function LiveCallView({
  state,
  focusHeading,
  now,
  audioBlocked,
  onPlayAudio,
  onSendText,
  choiceActions,
  onEnd,
}: LiveCallViewProps) {
  const texts = useInterviewTexts()
  const connected = state.screen === 'connected'
  const status = connected
    ? texts.inProgress
    : state.attempt > 0
      ? texts.reconnecting
      : texts.connecting
  return (
    <div>
      <CallStatusHeading focusHeading={focusHeading} busy={!connected} status={status} />

      {connected && (
        <CallFacts
          since={state.firstConnectedAt}
          now={now}
          phase={state.phase ? texts.phases[state.phase] : null}
          progress={
            state.captions.at(-1)?.kind === 'readBack'
              ? texts.checkingAnswers
              : state.maxQuestions && state.questionsAsked > 0
                ? texts.questionProgress(state.questionsAsked, state.maxQuestions)
                : null
          }
        />
      )}

      {audioBlocked && (
        <AudioNotice>
          <span>{texts.audioBlocked.text}</span>
          <Button variant="text" onClick={onPlayAudio}>
            {texts.audioBlocked.play}
          </Button>
        </AudioNotice>
      )}

      <CaptionsPanel
        captions={state.captions}
        // Like the typed answer: only while the call is on.
        choices={connected ? state.choices : null}
        canSend={state.socketOpen}
        choiceActions={choiceActions}
      />

      {connected && (
        <>
          <TypedAnswerForm canSend={state.socketOpen} onSend={onSendText} />
          <Actions>
            <Button onClick={onEnd}>{texts.endInterview}</Button>
          </Actions>
        </>
      )}
    </div>
  )
}

function CallFacts({
  since,
  now,
  phase,
  progress,
}: {
  since: number | null
  now: () => number
  phase: string | null
  progress: string | null
}) {
  const texts = useInterviewTexts()
  const seconds = useElapsedSeconds(since, now)
  return (
    <Facts>
      <Fact>
        <VisuallyHidden>{texts.elapsed}: </VisuallyHidden>
        <Timer>{formatElapsed(seconds)}</Timer>
      </Fact>
      {phase && <Fact>{phase}</Fact>}
      {progress && <Fact>{progress}</Fact>}
    </Facts>
  )
}

const AudioNotice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0 0 1rem;
  color: ${colors.text};
`

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1rem;
  color: ${colors.text};
`

const Fact = styled.p`
  margin: 0;
  font-weight: 600;
`

const Timer = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: 1.25rem;
`
