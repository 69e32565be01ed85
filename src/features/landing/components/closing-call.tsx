import { GetStartedLink } from './get-started-link'

/** The last call to action before the footer. */
export function ClosingCall() {
  return (
    <section className="lp-closing" aria-labelledby="closing-title">
      <div className="lp-container lp-closing__inner">
        <h2 id="closing-title" className="lp-closing__title">
          Ready for your next job?
        </h2>
        <p className="lp-closing__text">
          It is free, it takes about 10 minutes, and you can start right now from your phone.
        </p>
        <GetStartedLink />
      </div>
    </section>
  )
}
