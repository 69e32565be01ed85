import { Link } from '@tanstack/react-router'
import { appConfig } from '@/shared/config'
import { navLinks } from '../content/marketing'
import { scrollToSection } from '../model/scroll-to-section'
import { GetStartedLink } from './get-started-link'
import { BrandMark } from './icons'

/** Brand, in-page navigation to the sections (SPEC.md 2) and a Get started link. */
export function LandingHeader() {
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__inner">
        <Link to="/" className="lp-brand">
          <BrandMark />
          <span>{appConfig.productName}</span>
        </Link>
        <nav className="lp-nav" aria-label="Page sections">
          <ul className="lp-nav__list">
            {navLinks.map(({ id, label }) => (
              <li key={id}>
                <a
                  className="lp-nav__link"
                  href={`#${id}`}
                  onClick={(event) => scrollToSection(event, id)}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lp-header__cta">
          <GetStartedLink size="small" />
        </div>
      </div>
    </header>
  )
}
