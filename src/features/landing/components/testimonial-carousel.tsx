import { useRef, useState } from 'react'
import { testimonials } from '../content/testimonials'
import { useLandingTexts } from '../landing-texts'
import { cycleIndex, otherIndexes } from '../model/cycle'
import { ChevronLeft, ChevronRight } from './icons'
import { LandingPicture } from './landing-picture'

/**
 * The testimonial carousel (SPEC.md 2): starts on the first, previous and next cycle both
 * ways, thumbnails of the other three jump to theirs. No autoplay; changes are announced
 * politely (WAI-ARIA carousel pattern).
 */
export function TestimonialCarousel() {
  const landingTexts = useLandingTexts()
  const { carousel } = landingTexts
  const [current, setCurrent] = useState(0)
  const slideRef = useRef<HTMLDivElement>(null)
  const count = testimonials.length
  const person = testimonials[current]
  if (!person) return null
  const story = landingTexts.testimonials[person.id]

  const showFrom = (index: number) => {
    setCurrent(index)
    // The thumbnail just pressed leaves the row: keep focus on what it showed.
    slideRef.current?.focus({ preventScroll: true })
  }

  return (
    <div
      className="lp-carousel"
      role="region"
      aria-roledescription={carousel.roleDescription}
      aria-label={carousel.label}
    >
      <div className="lp-carousel__viewport" aria-live="polite">
        <div
          ref={slideRef}
          className="lp-carousel__slide"
          role="group"
          aria-roledescription={carousel.slideRoleDescription}
          aria-label={carousel.slideLabel(current + 1, count)}
          tabIndex={-1}
        >
          <figure className="lp-carousel__figure">
            <LandingPicture
              key={person.id}
              className="lp-carousel__portrait"
              image={person.image}
              size={96}
              alt={carousel.portraitAlt(person.name)}
            />
            <blockquote className="lp-carousel__quote">
              <p>{story.quote}</p>
            </blockquote>
            <figcaption className="lp-carousel__caption">
              <span className="lp-carousel__name">{person.name}</span>
              <span className="lp-carousel__role">
                {carousel.roleAndPlace(story.role, person.location)}
              </span>
            </figcaption>
          </figure>
          <p className="lp-carousel__count">{carousel.slideLabel(current + 1, count)}</p>
        </div>
      </div>

      <div className="lp-carousel__controls">
        <button
          type="button"
          className="lp-round-button"
          aria-label={carousel.previous}
          onClick={() => setCurrent((index) => cycleIndex(index, -1, count))}
        >
          <ChevronLeft />
        </button>
        <ul className="lp-carousel__thumbs" aria-label={carousel.others}>
          {otherIndexes(current, count).map((index) => {
            const other = testimonials[index]
            return other ? (
              <li key={other.id}>
                <button
                  type="button"
                  className="lp-carousel__thumb"
                  aria-label={carousel.showFrom(other.name)}
                  onClick={() => showFrom(index)}
                >
                  <LandingPicture image={other.image} size={48} alt="" />
                </button>
              </li>
            ) : null
          })}
        </ul>
        <button
          type="button"
          className="lp-round-button"
          aria-label={carousel.next}
          onClick={() => setCurrent((index) => cycleIndex(index, 1, count))}
        >
          <ChevronRight />
        </button>
      </div>
    </div>
  )
}
