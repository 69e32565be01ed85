import { useEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'

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
  useEffect(() => {
    if (shouldFocus.current) ref.current?.focus()
  }, [])
  return (
    <HeadingGroup>
      <Heading ref={ref} tabIndex={-1}>
        {children}
      </Heading>
      {intro && <Intro>{intro}</Intro>}
    </HeadingGroup>
  )
}

const HeadingGroup = styled.div`
  margin-bottom: 1.25rem;
`

const Heading = styled.h2`
  margin: 0 0 0.25rem;
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

const Intro = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`

export const Label = styled.label`
  font-weight: 600;
  color: ${colors.text};
`

export const TextInput = styled.input`
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0.5rem 0.75rem;
  border: 2px solid ${colors.border};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 1rem;

  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
  &:focus-visible {
    ${focusRing}
    border-color: ${colors.focusRing};
  }
`

export const Hint = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

export const FieldError = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: 600;
  font-size: 0.9375rem;
`

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
  color: ${colors.text};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: 0.75rem;
  justify-content: space-between;
  align-items: center;
  margin-top: 0.5rem;

  & > * {
    flex: 1 1 8rem;
  }
`

export const Card = styled.section`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);

  @media (min-width: 30rem) {
    padding: 2rem;
  }
`
