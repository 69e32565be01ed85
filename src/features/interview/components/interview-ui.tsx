import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'

/** A short status line with a spinner or an icon in front. */
export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
  color: ${colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const Paragraph = styled.p`
  margin: 0 0 1rem;
  color: ${colors.text};
  line-height: 1.5;
  overflow-wrap: anywhere;
`

/** A boxed panel inside the step card. */
export const Panel = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.control};
  min-width: 0;
`
