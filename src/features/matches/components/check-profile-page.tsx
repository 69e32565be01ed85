import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import type { JobMatchStatistics } from '@contract/matches'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { FLASH_DURATION_MS, useFlashMessage } from '@/shared/hooks/use-flash-message'
import { readStorage } from '@/shared/storage/local-storage'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useLoadJobMatchStatistics } from '../api/get-job-match-statistics'
import { useProfileAnalysis, type ProfileAnalysisView } from '../hooks/use-profile-analysis'
import { useMatchesTexts, type MatchesTexts } from '../matches-texts'
import { hasMatches } from '../model/match-results'
import { AnalysisStep } from './analysis-step'
import { MatchResultsStep } from './match-results-step'
import { Page } from './matches-ui'

/** What the polite live region says: the analysis finishing or failing, then the result. */
const announcementFor = (
  texts: MatchesTexts,
  statistics: JobMatchStatistics | undefined,
  analysis: ProfileAnalysisView,
): string => {
  if (statistics) {
    return hasMatches(statistics)
      ? texts.results.announcement(statistics.highMatches, statistics.goodMatches)
      : texts.stillMatching.heading
  }
  if (analysis.failed) return texts.failed.message
  if (analysis.complete) return texts.analysis.completeAnnouncement
  return ''
}

/**
 * /check-profile (docs/product.md#after-the-interview-check-profile), after the interview: step 1
 * follows the profile analysis; Continue fetches the match counts and step 2 shows them. The guard
 * lets a finished candidate in only with the from-onboarding marker.
 */
export function CheckProfilePage() {
  const texts = useMatchesTexts()
  const candidateId = readStorage('candidateId') ?? ''
  const navigate = useNavigate()
  const loadMatches = useLoadJobMatchStatistics()
  const matchesError = useFlashMessage(FLASH_DURATION_MS)
  const statistics = loadMatches.data
  // Polling stops on step 2: the analysis is done by then.
  const analysis = useProfileAnalysis(candidateId, { enabled: statistics === undefined })

  const stepTitle = !statistics
    ? texts.analysis.pageTitle
    : hasMatches(statistics)
      ? texts.results.heading
      : texts.stillMatching.heading
  useDocumentMeta({
    title: texts.pageTitle(stepTitle, appConfig.productName),
    description: texts.metaDescription(appConfig.productName),
  })

  const continueToMatches = () => {
    if (loadMatches.isPending) return
    matchesError.clear()
    loadMatches.mutate(candidateId, {
      onError: () => matchesError.show(texts.analysis.matchesFailed),
    })
  }
  // The screen is a one-time passage: the dashboard replaces it in history.
  const viewDashboard = () => void navigate({ to: '/dashboard', replace: true })

  return (
    <Page>
      <Title>{texts.welcome(appConfig.productName)}</Title>
      <VisuallyHidden role="status">{announcementFor(texts, statistics, analysis)}</VisuallyHidden>
      {statistics ? (
        <MatchResultsStep statistics={statistics} onViewDashboard={viewDashboard} />
      ) : (
        <AnalysisStep
          candidateId={candidateId}
          analysis={analysis}
          loadingMatches={loadMatches.isPending}
          matchesError={matchesError.message}
          onContinue={continueToMatches}
        />
      )}
    </Page>
  )
}

const Title = styled.h1`
  margin: 0.25rem 0 1rem;
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${colors.text};
  overflow-wrap: anywhere;
`
