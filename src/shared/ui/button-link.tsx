import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { buttonLook, type ButtonVariant } from './button'

/** An <a> with the look of the app's button: for links a person expects to press. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  ${({ $variant = 'secondary' }) => buttonLook($variant)}
  text-decoration: none;
`

/** A router link with the look of the app's button ('Preferences', 'View Profile'). */
export const ButtonLink = createLink(ButtonAnchor)
