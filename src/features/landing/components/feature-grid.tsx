import { appConfig } from '@/shared/config'
import { features } from '../content/marketing'
import { FeatureIconSvg } from './icons'

/** What the candidate gets (SPEC.md 2): five short features with an icon each. */
export function FeatureGrid() {
  return (
    <section className="lp-section lp-section--before-jobs" aria-labelledby="features-title">
      <div className="lp-container">
        <p className="lp-kicker">Built for hourly workers</p>
        <h2 id="features-title" className="lp-section__title">
          Why job seekers choose {appConfig.productName}
        </h2>
        <ul className="lp-features">
          {features.map((feature) => (
            <li key={feature.title} className="lp-features__item">
              <span className="lp-features__icon">
                <FeatureIconSvg icon={feature.icon} />
              </span>
              <h3 className="lp-features__title">{feature.title}</h3>
              <p className="lp-features__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
