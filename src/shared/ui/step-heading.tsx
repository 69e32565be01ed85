import { useLayoutEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { colors, focusRing } from './tokens'

/**
 * A step's (or sub-screen's) heading. It takes the focus when it appears after a change of
 * step, so keyboard and screen-reader users start at the top of the new content.
 */
export function StepHeading({
  children,
  focusOnMount,
  intro,
}: {
  children: ReactNode
  focusOnMount: boolean
  intro?: ReactNode
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  const shouldFocus = useRef(focusOnMount)
  // In the commit that shows the heading, before paint: nothing sees it without the focus.
  useLayoutEffect(() => {
    if (shouldFocus.current) ref.current?.focus()
  }, [])
  return (
    <HeadingGroup>
      <Heading ref={ref} tabIndex={-1}>
        {children}
      </Heading>
      {intro && <HeadingIntro>{intro}</HeadingIntro>}
    </HeadingGroup>
  )
}

const HeadingGroup = styled.div`
  margin-bottom: 1.25rem;
`

/**
 * A heading that script moves the focus to (tabIndex -1): no outline for that programmatic
 * focus, the focus ring when the keyboard gets there. Steps and dialogs use it.
 */
export const FocusableHeading = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;
  color: ${colors.text};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`

/** The sentence under a FocusableHeading. */
export const HeadingIntro = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`

const Heading = styled(FocusableHeading)`
  margin-bottom: 0.25rem;
`
