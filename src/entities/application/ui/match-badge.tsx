import styled from 'styled-components'
import { useApplicationTexts } from '../application-texts'
import { isTopMatch } from '../model/application-labels'
import { badgeStyles } from './status-badge'

/** 'Top Match' (filled) or 'Good Match' (outlined), from the match score (docs/adr/0047). */
export function MatchBadge({ matchScore }: { matchScore: number }) {
  const { match: texts } = useApplicationTexts()
  const top = isTopMatch(matchScore)
  return <Badge $top={top}>{top ? texts.top : texts.good}</Badge>
}

const Badge = styled.span<{ $top: boolean }>`
  ${badgeStyles}
  border: 1px solid #0b4f8a;
  color: ${({ $top }) => ($top ? '#ffffff' : '#0b4f8a')};
  background: ${({ $top }) => ($top ? '#0b4f8a' : '#eff8ff')};
`
