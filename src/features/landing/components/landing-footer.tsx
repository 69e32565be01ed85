import { Link } from '@tanstack/react-router'
import { appConfig } from '@/shared/config'
import { useLandingTexts } from '../landing-texts'
import { BrandMark } from './icons'

/**
 * Terms, privacy and Contact Us (docs/product.md#the-public-pages). No year from `new Date()`: the
 * prerendered HTML and the hydrated page must say the same thing.
 */
export function LandingFooter() {
  const { footer } = useLandingTexts()
  const product = appConfig.productName
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__inner">
        <div className="lp-footer__brand">
          <p className="lp-brand lp-brand--footer">
            <BrandMark />
            <span>{product}</span>
          </p>
          <p className="lp-footer__tagline">{footer.tagline}</p>
        </div>
        <nav aria-label={footer.navLabel}>
          <ul className="lp-footer__links">
            <li>
              <Link to="/terms" className="lp-footer__link">
                {footer.terms}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="lp-footer__link">
                {footer.privacy}
              </Link>
            </li>
            <li>
              <a href={`mailto:${appConfig.supportEmail}`} className="lp-footer__link">
                {footer.contact}
              </a>
            </li>
          </ul>
        </nav>
        <p className="lp-footer__legal">
          <small>{footer.rights(product)}</small>
        </p>
      </div>
    </footer>
  )
}
