import { appConfig } from '@/shared/config'
import { testimonials } from '../content/testimonials'
import { useLandingTexts } from '../landing-texts'
import { trustedCount } from '../model/stated-claims'
import { GetStartedLink } from './get-started-link'
import { LandingPicture } from './landing-picture'
import { OtherLanguageOffer } from './other-language-offer'

/**
 * The page's only h1 (docs/product.md#the-public-pages): the headline, a supporting line and Get
 * started.
 */
export function HeroSection() {
  const { hero } = useLandingTexts()
  // Only a figure the operator has stated; without one, no line at all.
  const trusted = trustedCount(appConfig.claims)
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero__inner">
        <div className="lp-hero__copy">
          <p className="lp-eyebrow">{hero.eyebrow}</p>
          <h1 id="lp-hero-title" className="lp-hero__title">
            {hero.title} <span className="lp-hero__accent">{hero.titleAccent}</span>
          </h1>
          <p className="lp-hero__lead">{hero.lead}</p>
          <div className="lp-hero__actions">
            <GetStartedLink />
            <p className="lp-hero__note">{hero.note}</p>
          </div>
          <OtherLanguageOffer />
          {trusted && (
            <div className="lp-trust">
              <span className="lp-trust__faces">
                {testimonials.slice(0, 3).map((person) => (
                  <LandingPicture
                    key={person.id}
                    className="lp-trust__face"
                    image={person.image}
                    size={48}
                    alt=""
                    lazy={false}
                  />
                ))}
              </span>
              <p className="lp-trust__text">
                {hero.trustedBy} <strong>{trusted}</strong> {hero.trustedWho}
              </p>
            </div>
          )}
        </div>

        <div className="lp-hero__visual" aria-hidden="true">
          <div className="lp-match-card">
            <p className="lp-match-card__head">
              <span className="lp-match-card__pulse" />
              {hero.matchesHead}
            </p>
            <ul className="lp-match-card__list">
              {hero.sampleMatches.map((match) => (
                <li key={match.title} className="lp-match-card__row">
                  <span className="lp-match-card__title">{match.title}</span>
                  <span className="lp-match-card__place">{match.place}</span>
                  <span className="lp-match-card__status">{match.status}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
