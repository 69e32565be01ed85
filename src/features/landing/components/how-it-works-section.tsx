import { sectionIds, stepImages } from '../content/marketing'
import { useLandingTexts } from '../landing-texts'
import { LandingPicture } from './landing-picture'
import { SectionHeading } from './section-heading'

/** 'How does it work?' in three steps (docs/product.md#the-public-pages). */
export function HowItWorksSection() {
  const { howItWorks } = useLandingTexts()
  return (
    <section
      id={sectionIds.howItWorks}
      className="lp-section lp-section--tinted"
      aria-labelledby="how-it-works-title"
    >
      <div className="lp-container">
        <p className="lp-kicker">{howItWorks.kicker}</p>
        <SectionHeading id="how-it-works-title">{howItWorks.title}</SectionHeading>
        <ol className="lp-steps">
          {howItWorks.steps.map((step, index) => (
            <li key={stepImages[index]} className="lp-steps__item">
              <LandingPicture
                className="lp-steps__art"
                image={stepImages[index] ?? stepImages[0]}
                size={160}
                alt=""
              />
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
