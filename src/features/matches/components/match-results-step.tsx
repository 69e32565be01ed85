import type { JobMatchStatistics } from '@contract/matches'
import styled from 'styled-components'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { StepHeading } from '@/shared/ui/step-heading'
import { colors, radii } from '@/shared/ui/tokens'
import { useMatchesTexts } from '../matches-texts'
import { hasMatches, wholePercentage } from '../model/match-results'
import { Card } from '@/shared/ui/card'
import { Paragraph } from './matches-ui'

interface MatchResultsStepProps {
  statistics: JobMatchStatistics
  onViewDashboard: () => void
}

/**
 * Step 2 (docs/product.md#after-the-interview-check-profile): the High and Good Matches counts with
 * their shares, or 'We're Still Matching You' when both are 0; either way a way on to the
 * dashboard. Its heading takes the focus, as Continue is gone.
 */
export function MatchResultsStep({ statistics, onViewDashboard }: MatchResultsStepProps) {
  const texts = useMatchesTexts()
  const matched = hasMatches(statistics)
  const heading = matched ? texts.results.heading : texts.stillMatching.heading
  return (
    <Card aria-label={heading}>
      <StepHeading focusOnMount>{heading}</StepHeading>
      {matched ? (
        <>
          <Paragraph>{texts.results.intro}</Paragraph>
          <Tiles>
            <Tile $tone="high">
              <TileLabel>{texts.results.highMatches}</TileLabel>
              <TileCount>{statistics.highMatches}</TileCount>
              <TileShare>
                {texts.results.share(wholePercentage(statistics.highMatchesPercentage))}
              </TileShare>
            </Tile>
            <Tile $tone="good">
              <TileLabel>{texts.results.goodMatches}</TileLabel>
              <TileCount>{statistics.goodMatches}</TileCount>
              <TileShare>
                {texts.results.share(wholePercentage(statistics.goodMatchesPercentage))}
              </TileShare>
            </Tile>
          </Tiles>
        </>
      ) : (
        <Paragraph>{texts.stillMatching.text}</Paragraph>
      )}
      <Actions>
        <Button onClick={onViewDashboard}>{texts.results.viewDashboard}</Button>
      </Actions>
    </Card>
  )
}

type Tone = 'high' | 'good'

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.25rem;
`

const Tile = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  padding: 0.75rem;
  border: 2px solid ${({ $tone }) => ($tone === 'high' ? colors.success : colors.primary)};
  border-radius: ${radii.card};
  background: ${({ $tone }) => ($tone === 'high' ? colors.successSurface : colors.surface)};
`

const TileLabel = styled.dt`
  font-weight: 600;
  color: ${colors.text};
  overflow-wrap: anywhere;
`

const TileCount = styled.dd`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.1;
  color: ${colors.text};
  font-variant-numeric: tabular-nums;
`

const TileShare = styled.dd`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`
