import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { appConfig } from '@/shared/config'
import { navLinks } from '../content/marketing'
import { useLandingTexts } from '../landing-texts'
import { enhanceSectionLinks } from '../model/scroll-to-section'
import { GetStartedLink } from './get-started-link'
import { LandingLanguageSwitch } from './landing-language-switch'
import { BrandMark } from './icons'

/**
 * Brand, in-page navigation to the sections (docs/product.md#the-public-pages), the one-tap
 * language switch and a Get started link.
 */
export function LandingHeader() {
  const { header } = useLandingTexts()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => (nav.current ? enhanceSectionLinks(nav.current) : undefined), [])
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__inner">
        <Link to="/" className="lp-brand">
          <BrandMark />
          <span className="lp-brand__name">{appConfig.productName}</span>
        </Link>
        <nav className="lp-nav" aria-label={header.navLabel} ref={nav} data-island="sections">
          <ul className="lp-nav__list">
            {navLinks.map(({ id, key }) => (
              <li key={id}>
                <a className="lp-nav__link" href={`#${id}`}>
                  {header.nav[key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lp-header__cta">
          <LandingLanguageSwitch />
          <GetStartedLink size="small" />
        </div>
      </div>
    </header>
  )
}
