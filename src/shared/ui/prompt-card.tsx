import styled from 'styled-components'
import { Panel, PanelTitle } from './panel'
import { colors, focusRing } from './tokens'

/**
 * A Panel that offers something the candidate may take or leave (install the app, turn on
 * notifications) or holds a setting. `$tone="invite"` tints it so an offer reads as one, apart
 * from the data panels around it. It may take the focus when its content changes under a button
 * that was just pressed, without a ring for the mouse.
 */
export const PromptCard = styled(Panel)<{ $tone?: 'invite' | 'plain' }>`
  gap: 0.5rem;
  border: 1px solid ${({ $tone }) => ($tone === 'invite' ? '#84caff' : 'transparent')};
  background: ${({ $tone }) => ($tone === 'invite' ? '#eff8ff' : colors.surface)};
  color: ${colors.text};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`

/** The card's heading; it takes the focus (tabIndex -1) after a button changed the card. */
export const PromptTitle = styled(PanelTitle)`
  &:focus {
    outline: none;
  }
`

export const PromptText = styled.p`
  margin: 0;
  color: ${colors.text};
`

/** The card's buttons, side by side from a medium phone up, stacked below. */
export const PromptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.25rem;

  @media (max-width: 22rem) {
    & > * {
      flex: 1 1 100%;
    }
  }
`
