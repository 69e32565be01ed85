import { appConfig } from '@/shared/config'
import { sectionIds } from '../content/marketing'
import { useLandingTexts } from '../landing-texts'
import { statedClaims } from '../model/stated-claims'
import { SectionHeading } from './section-heading'
import { TestimonialCarousel } from './testimonial-carousel'

/**
 * 'Hired': the claims of docs/product.md#the-public-pages, only those the operator has stated, and
 * the testimonial carousel.
 */
export function HiredSection() {
  const { hired } = useLandingTexts()
  return (
    <section id={sectionIds.hired} className="lp-section" aria-labelledby="hired-title">
      <div className="lp-container">
        <p className="lp-kicker">{hired.kicker}</p>
        <SectionHeading id="hired-title">{hired.title}</SectionHeading>
        <p className="lp-section__intro">{hired.intro}</p>
        <ul className="lp-claims">
          {statedClaims(appConfig.claims, hired.claims).map((claim) => (
            <li key={claim.value} className="lp-claims__item">
              <strong className="lp-claims__value">{claim.value}</strong>
              <span className="lp-claims__label">{claim.label}</span>
            </li>
          ))}
        </ul>
        <TestimonialCarousel />
      </div>
    </section>
  )
}
