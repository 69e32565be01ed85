import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { LanguageSwitch } from '@/shared/ui/language-switch'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { useLegalTexts } from '../legal-texts'

/**
 * The public header of the legal pages: the product name home, the language switch (the way
 * to the English version, which governs), and the way in.
 */
export function LegalHeader() {
  const texts = useLegalTexts()
  return (
    <Header>
      <Inner>
        <Brand to="/">{appConfig.productName}</Brand>
        <Actions>
          <LanguageSwitch />
          <CreateAccount to="/login">{texts.createAccount}</CreateAccount>
        </Actions>
      </Inner>
    </Header>
  )
}

const Header = styled.header`
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
`

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.5rem 1rem;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  color: ${colors.primary};
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`

const CreateAccount = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TOUCH_TARGET};
  padding: 0.5rem 0.875rem;
  border: 2px solid ${colors.primary};
  border-radius: ${radii.control};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${colors.primaryHover};
    background: ${colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`
