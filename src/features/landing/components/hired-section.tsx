import { claims, sectionIds } from '../content/marketing'
import { SectionHeading } from './section-heading'
import { TestimonialCarousel } from './testimonial-carousel'

/** 'Hired': the numbers of SPEC.md 1 and the testimonial carousel. */
export function HiredSection() {
  return (
    <section id={sectionIds.hired} className="lp-section" aria-labelledby="hired-title">
      <div className="lp-container">
        <p className="lp-kicker">Real people, real jobs</p>
        <SectionHeading id="hired-title">Hired</SectionHeading>
        <p className="lp-section__intro">
          Forklift operators, order pickers, assemblers and warehouse associates find their next job
          with us every day.
        </p>
        <ul className="lp-claims">
          {claims.map((claim) => (
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
