import { useId, useRef } from 'react'
import { FLASH_DURATION_MS, useFlashMessage } from '@/shared/hooks/use-flash-message'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { useRetryProfileAnalysis } from '../api/retry-profile-analysis'
import type { ProfileAnalysisView } from '../hooks/use-profile-analysis'
import { useMatchesTexts, type MatchesTexts } from '../matches-texts'
import { AnalysisProgressBar } from './analysis-progress-bar'
import { Card } from '@/shared/ui/card'
import { MutedLine, Paragraph } from './matches-ui'

/** The stage line under the bar; empty for a status the screen does not know. */
const stageText = (texts: MatchesTexts, { progress, pollFailed }: ProfileAnalysisView): string => {
  if (pollFailed) return texts.analysis.pollFailed
  const stages: Record<string, string> = texts.analysis.stages
  return Object.hasOwn(stages, progress.status) ? (stages[progress.status] ?? '') : ''
}

interface AnalysisStepProps {
  candidateId: string
  analysis: ProfileAnalysisView
  /** Continue is fetching the match counts. */
  loadingMatches: boolean
  /**
   * The counts could not be fetched: the candidate stays here
   * (docs/product.md#after-the-interview-check-profile).
   */
  matchesError: string | null
  onContinue: () => void
}

/**
 * Step 1 (docs/product.md#after-the-interview-check-profile): the profile-analysis bar, Continue
 * once the analysis is complete, and Try again when the server gave up.
 */
export function AnalysisStep({
  candidateId,
  analysis,
  loadingMatches,
  matchesError,
  onContinue,
}: AnalysisStepProps) {
  const texts = useMatchesTexts()
  const introId = useId()
  const cardRef = useRef<HTMLElement>(null)
  const retry = useRetryProfileAnalysis()
  const retryError = useFlashMessage(FLASH_DURATION_MS)
  const { progress, complete, failed } = analysis

  const tryAgain = () => {
    if (retry.isPending) return
    retryError.clear()
    retry.mutate(candidateId, {
      // Try again goes away: the focus moves to the card rather than to the page's start.
      onSuccess: () => cardRef.current?.focus(),
      onError: () => retryError.show(texts.failed.retryFailed),
    })
  }

  return (
    <Card
      ref={cardRef}
      tabIndex={-1}
      aria-label={texts.analysis.progressLabel}
      aria-describedby={introId}
    >
      <Paragraph id={introId}>{texts.analysis.intro}</Paragraph>
      <AnalysisProgressBar
        label={texts.analysis.progressLabel}
        value={progress.percentageComplete}
        valueText={texts.analysis.percent(progress.percentageComplete)}
      />
      {failed ? (
        <>
          <Paragraph>
            <strong>{texts.failed.message}</strong> {texts.failed.hint}
          </Paragraph>
          <ErrorMessage message={retryError.message} />
          <Actions>
            <Button onClick={tryAgain} busy={retry.isPending}>
              {texts.failed.tryAgain}
            </Button>
          </Actions>
        </>
      ) : (
        <MutedLine>{stageText(texts, analysis)}</MutedLine>
      )}
      {complete && (
        <>
          <ErrorMessage message={matchesError} />
          <Actions>
            <Button onClick={onContinue} busy={loadingMatches}>
              {texts.analysis.continue}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  )
}
