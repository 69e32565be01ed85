import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'

/** A white card of /profile. */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);
  overflow-wrap: anywhere;

  @media (min-width: 48rem) {
    padding: 1.5rem;
  }
`

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
  color: ${colors.text};
`

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
