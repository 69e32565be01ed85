import styled from 'styled-components'
import { colors, radii } from './tokens'

interface MessageLineProps {
  /** The text to show; null or empty keeps the live region in place but silent. */
  message: string | null | undefined
  id?: string
}

/**
 * The live region stays mounted and only its text changes, so screen readers announce
 * each new message. An icon besides the colour marks the kind (colour is not enough).
 */
export function ErrorMessage({ message, id }: MessageLineProps) {
  return (
    <Line role="alert" id={id} $color={colors.error} $surface={colors.errorSurface}>
      {message ? (
        <>
          <Icon aria-hidden="true" $color={colors.error}>
            !
          </Icon>
          <span>{message}</span>
        </>
      ) : null}
    </Line>
  )
}

export function SuccessMessage({ message, id }: MessageLineProps) {
  return (
    <Line role="status" id={id} $color={colors.success} $surface={colors.successSurface}>
      {message ? (
        <>
          <Icon aria-hidden="true" $color={colors.success}>
            ✓
          </Icon>
          <span>{message}</span>
        </>
      ) : null}
    </Line>
  )
}

const Line = styled.p<{ $color: string; $surface: string }>`
  margin: 0;
  color: ${({ $color }) => $color};
  font-weight: 600;

  &:not(:empty) {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    margin: 0.75rem 0;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid ${({ $color }) => $color};
    border-radius: ${radii.control};
    background: ${({ $surface }) => $surface};
  }
`

const Icon = styled.span<{ $color: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: ${colors.surface};
  font-size: 0.8rem;
  line-height: 1;
`
