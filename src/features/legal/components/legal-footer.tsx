import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { colors, focusRing, TOUCH_TARGET } from '@/shared/ui/tokens'
import { useLegalTexts } from '../legal-texts'

/**
 * The public footer (docs/product.md#the-public-pages): Terms of Service, Privacy Policy and
 * Contact Us.
 */
export function LegalFooter() {
  const { footer: texts } = useLegalTexts()
  return (
    <Footer>
      <Inner>
        <Links aria-label={texts.nav}>
          <FooterLink to="/terms">{texts.terms}</FooterLink>
          <FooterLink to="/privacy-policy">{texts.privacy}</FooterLink>
          <ContactLink href={`mailto:${appConfig.supportEmail}`}>{texts.contact}</ContactLink>
        </Links>
        <small>
          © {new Date().getFullYear()} {appConfig.productName}
        </small>
      </Inner>
    </Footer>
  )
}

const Footer = styled.footer`
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.mutedText};
`

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 1rem;
`

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
`

const linkStyle = `
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  color: ${colors.primary};

  &:focus-visible {
    ${focusRing}
  }
`

const FooterLink = styled(Link)`
  ${linkStyle}
`

const ContactLink = styled.a`
  ${linkStyle}
`
