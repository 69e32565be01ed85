import { appConfig } from '@/shared/config'
import { featureIcons } from '../content/marketing'
import { useLandingTexts } from '../landing-texts'
import { FeatureIconSvg } from './icons'

/**
 * What the candidate gets (docs/product.md#the-public-pages): five short features with an icon
 * each.
 */
export function FeatureGrid() {
  const { features } = useLandingTexts()
  return (
    <section className="lp-section lp-section--before-jobs" aria-labelledby="features-title">
      <div className="lp-container">
        <p className="lp-kicker">{features.kicker}</p>
        <h2 id="features-title" className="lp-section__title">
          {features.title(appConfig.productName)}
        </h2>
        <ul className="lp-features">
          {featureIcons.map((icon) => (
            <li key={icon} className="lp-features__item">
              <span className="lp-features__icon">
                <FeatureIconSvg icon={icon} />
              </span>
              <h3 className="lp-features__title">{features.items[icon].title}</h3>
              <p className="lp-features__text">{features.items[icon].text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
