import { useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'

interface CollapsiblePanelProps {
  title: string
  defaultOpen: boolean
  children: ReactNode
}

/**
 * A white panel whose heading is a disclosure button (the WAI-ARIA accordion pattern): the
 * heading names the panel, and Enter or Space on it folds or unfolds the content.
 */
export function CollapsiblePanel({ title, defaultOpen, children }: CollapsiblePanelProps) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const headingId = `${id}-heading`
  const contentId = `${id}-content`
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{title}</span>
          <Chevron $open={open} aria-hidden="true" />
        </Toggle>
      </Heading>
      <Content id={contentId} hidden={!open}>
        {children}
      </Content>
    </Panel>
  )
}

const Panel = styled.section`
  margin-bottom: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);
  overflow-wrap: anywhere;
`

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
`

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: ${radii.card};
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  @media (min-width: 48rem) {
    padding: 1rem 1.5rem;
  }
  &:focus-visible {
    ${focusRing}
  }
`

/** A chevron drawn with borders: down when folded, up when open. */
const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${({ $open }) => ($open ? 'translateY(2px) rotate(-135deg)' : 'rotate(45deg)')};
`

const Content = styled.div`
  padding: 0 1rem 1rem;

  @media (min-width: 48rem) {
    padding: 0 1.5rem 1.5rem;
  }
`
