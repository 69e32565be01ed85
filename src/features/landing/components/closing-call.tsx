import { useLandingTexts } from '../landing-texts'
import { GetStartedLink } from './get-started-link'

/** The last call to action before the footer. */
export function ClosingCall() {
  const landingTexts = useLandingTexts()
  return (
    <section className="lp-closing" aria-labelledby="closing-title">
      <div className="lp-container lp-closing__inner">
        <h2 id="closing-title" className="lp-closing__title">
          {landingTexts.closing.title}
        </h2>
        <p className="lp-closing__text">{landingTexts.closing.text}</p>
        <GetStartedLink />
      </div>
    </section>
  )
}
