import { createLink, useCanGoBack, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { useSubmissionsTexts } from '../submissions-texts'

/** Which list a detail was opened from: each has its own route and its own way back. */
export type DetailOrigin = 'dashboard' | 'submissions'

export const PageTitle = styled.h1`
  margin: 0.5rem 0 1rem;
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${colors.text};
`

const backStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: ${TOUCH_TARGET};
  min-width: ${TOUCH_TARGET};
  padding: 0 0.5rem;
  margin-left: -0.5rem;
  border: 0;
  border-radius: ${radii.control};
  background: transparent;
  color: ${colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`

const BackAnchor = styled.a`
  ${backStyles}
`
const BackLink = createLink(BackAnchor)

const BackButton = styled.button`
  ${backStyles}
`

function BackLabel() {
  const texts = useSubmissionsTexts()
  return (
    <>
      <span aria-hidden="true">←</span>
      {texts.detail.back}
    </>
  )
}

/**
 * docs/product.md#submissions: from the dashboard, a link to /dashboard; from /submissions, one
 * history step back, or /submissions when this app has no earlier entry (opened from a notification
 * or a typed URL).
 */
export function BackControl({ origin }: { origin: DetailOrigin }) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  if (origin === 'dashboard')
    return (
      <BackLink to="/dashboard">
        <BackLabel />
      </BackLink>
    )
  const goBack = () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/submissions' })
  }
  return (
    <BackButton type="button" onClick={goBack}>
      <BackLabel />
    </BackButton>
  )
}

/** The top of every detail view, loaded or not: Back, then the screen's one h1. */
export function DetailFrame({ origin, children }: { origin: DetailOrigin; children?: ReactNode }) {
  const submissionsTexts = useSubmissionsTexts()
  return (
    <>
      <BackControl origin={origin} />
      <PageTitle>{submissionsTexts.detail.heading}</PageTitle>
      {children}
    </>
  )
}
