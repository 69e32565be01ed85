import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Spinner } from './spinner'
import { colors, focusRing, radii, TOUCH_TARGET } from './tokens'

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shows a spinner and blocks clicks while the action runs. */
  busy?: boolean
  fullWidth?: boolean
  children: ReactNode
}

/** The one button of the app: 44 px tall, visible focus ring, a busy state with a spinner. */
export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $fullWidth={fullWidth}
      {...rest}
    >
      {busy && <Spinner />}
      <span>{children}</span>
    </StyledButton>
  )
}

const variants = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.onPrimary};
    border-color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
  `,
  /** An action that destroys something (deleting the account). */
  danger: css`
    background: ${colors.error};
    color: ${colors.onPrimary};
    border-color: ${colors.error};
    &:hover:not(:disabled) {
      background: #912018;
    }
  `,
  text: css`
    background: transparent;
    color: ${colors.primary};
    border-color: transparent;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  `,
}

/** The button's look, for a link that acts as one (shared/ui/button-link.tsx). */
export const buttonLook = (variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: ${TOUCH_TARGET};
  min-width: ${TOUCH_TARGET};
  padding: 0.5rem 1.25rem;
  border: 2px solid;
  border-radius: ${radii.control};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  cursor: pointer;
  ${variants[variant]}

  &:focus-visible {
    ${focusRing}
  }
`

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${({ $variant }) => buttonLook($variant)}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};

  &:disabled {
    cursor: not-allowed;
    background: ${({ $variant }) => ($variant === 'text' ? 'transparent' : colors.disabledSurface)};
    border-color: ${({ $variant }) => ($variant === 'text' ? 'transparent' : colors.disabledSurface)};
    color: ${colors.disabledText};
  }
`
