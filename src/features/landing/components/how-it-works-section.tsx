import { sectionIds, steps } from '../content/marketing'
import { LandingPicture } from './landing-picture'
import { SectionHeading } from './section-heading'

/** 'How does it work?' in three steps (SPEC.md 2). */
export function HowItWorksSection() {
  return (
    <section
      id={sectionIds.howItWorks}
      className="lp-section lp-section--tinted"
      aria-labelledby="how-it-works-title"
    >
      <div className="lp-container">
        <p className="lp-kicker">Three steps, about 10 minutes</p>
        <SectionHeading id="how-it-works-title">How does it work?</SectionHeading>
        <ol className="lp-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="lp-steps__item">
              <LandingPicture className="lp-steps__art" image={step.image} size={160} alt="" />
              <p className="lp-steps__number" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="lp-steps__title">{step.title}</h3>
              <p className="lp-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
