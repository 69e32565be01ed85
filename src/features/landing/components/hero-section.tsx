import { testimonials } from '../content/testimonials'
import { GetStartedLink } from './get-started-link'
import { LandingPicture } from './landing-picture'

/** What the AI recruiter's work looks like: a decorative card, hidden from screen readers. */
const sampleMatches = [
  { title: 'Forklift Operator', place: 'Dallas, TX · $19–22/hr', status: 'Top match' },
  { title: 'Order Picker', place: 'Columbus, OH · $18/hr', status: 'Applied' },
  { title: 'Assembler', place: 'Louisville, KY · $20/hr', status: 'Interview' },
] as const

/** The page's only h1 (SPEC.md 2): the headline, a supporting line and Get started. */
export function HeroSection() {
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero__inner">
        <div className="lp-hero__copy">
          <p className="lp-eyebrow">Hourly & industrial jobs in the US</p>
          <h1 id="lp-hero-title" className="lp-hero__title">
            Your next job? <span className="lp-hero__accent">Let AI find it for you</span>
          </h1>
          <p className="lp-hero__lead">
            One short interview with our AI recruiter, right from your phone. We match you with
            forklift, warehouse, assembly and production jobs near you, and apply for you.
          </p>
          <div className="lp-hero__actions">
            <GetStartedLink />
            <p className="lp-hero__note">Free for job seekers. No resume needed.</p>
          </div>
          <p className="lp-hero__spanish" lang="es">
            ¿Prefieres español? Haz tu entrevista en español.
          </p>
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
              Trusted by <strong>200,000+</strong> job seekers
            </p>
          </div>
        </div>

        <div className="lp-hero__visual" aria-hidden="true">
          <div className="lp-match-card">
            <p className="lp-match-card__head">
              <span className="lp-match-card__pulse" />
              Your matches this week
            </p>
            <ul className="lp-match-card__list">
              {sampleMatches.map((match) => (
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
