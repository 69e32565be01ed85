import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'

/** What a card says when it has nothing to show. */
export const Empty = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`

/** Label and value pairs: the label above its value, muted. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  margin: 0;

  div {
    display: grid;
    gap: 0.125rem;
  }
  dt {
    color: ${colors.mutedText};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    color: ${colors.text};
    font-weight: 600;
  }
`
