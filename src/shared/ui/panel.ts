import styled from 'styled-components'
import { colors, radii } from './tokens'

/** A white card of a signed-in screen (a profile section, a submission's detail). */
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
