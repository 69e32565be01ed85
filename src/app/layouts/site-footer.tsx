import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { useAppTexts } from '../app-texts'

/** Footer of every signed-in screen (docs/product.md#screens-and-routes). */
export function SiteFooter() {
  const { footer: texts } = useAppTexts()
  return (
    <Footer>
      <nav aria-label={texts.nav}>
        <FooterLink to="/terms">{texts.terms}</FooterLink>
        <FooterLink to="/privacy-policy">{texts.privacy}</FooterLink>
        <ContactLink href={`mailto:${appConfig.supportEmail}`}>{texts.contact}</ContactLink>
      </nav>
      <small>
        © {new Date().getFullYear()} {appConfig.productName}
      </small>
    </Footer>
  )
}

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;
  justify-content: space-between;
  padding: 1rem;
  border-top: 1px solid #dde3ec;
  background: #fff;
  color: #4a5568;

  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
  }
`

const linkStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: #0b4f8a;
`
const FooterLink = styled(Link)`
  ${linkStyle}
`
const ContactLink = styled.a`
  ${linkStyle}
`
