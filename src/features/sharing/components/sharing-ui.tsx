import { useLayoutEffect, useRef } from 'react'
import styled from 'styled-components'
import { colors, focusRing, TOUCH_TARGET } from '@/shared/ui/tokens'

/** A quieter line under a heading. */
export const Muted = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`

/** A list without bullets whose items are separated by a thin rule. */
export const RuledList = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
    padding-block: 0.75rem;
    border-top: 1px solid ${colors.disabledSurface};
  }
  & > li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  & > li:last-child {
    padding-bottom: 0;
  }
  p {
    margin: 0;
  }
`

/** A heading inside a card (a report's kind, an agency's name). */
export const ItemTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
  color: ${colors.text};
`

/** Buttons side by side when there is room, one under the other on a narrow phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

/** A link in a card: a comfortable target on a phone, wrapping long addresses. */
export const CardLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  color: ${colors.primary};
  font-weight: 600;
  overflow-wrap: anywhere;

  &:focus-visible {
    ${focusRing}
  }
`

/**
 * 'Sharing stopped on {date}' and what that means. Right after the candidate stops sharing it
 * takes the focus: the button they pressed is gone, and a screen reader then reads this.
 */
export function StoppedNote({
  stoppedOn,
  text,
  focusOnMount,
}: {
  stoppedOn: string
  text: string
  focusOnMount: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  const shouldFocus = useRef(focusOnMount)
  useLayoutEffect(() => {
    if (shouldFocus.current) ref.current?.focus()
  }, [])
  return (
    <Stopped ref={ref} tabIndex={-1}>
      <strong>{stoppedOn}</strong>
      <span>{text}</span>
    </Stopped>
  )
}

const Stopped = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${colors.border};
  background: #f6f8fb;
  color: ${colors.text};

  span {
    color: ${colors.mutedText};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`
