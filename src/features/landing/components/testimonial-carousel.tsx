import { useEffect, useRef } from 'react'
import { testimonials } from '../content/testimonials'
import { enhanceCarousel } from '../islands/carousel-island'
import { useLandingTexts } from '../landing-texts'
import { ChevronLeft, ChevronRight } from './icons'
import { LandingPicture } from './landing-picture'

/**
 * The testimonial carousel (docs/product.md#the-public-pages): starts on the first, previous and
 * next cycle both ways, thumbnails of the other three jump to theirs. No autoplay; changes are
 * announced politely (WAI-ARIA carousel pattern). React draws every slide and thumbnail as they
 * first look (the first shown); the behaviour is plain DOM (islands/carousel-island.ts), which the
 * prerendered page runs without React.
 */
export function TestimonialCarousel() {
  const landingTexts = useLandingTexts()
  const { carousel } = landingTexts
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => (root.current ? enhanceCarousel(root.current) : undefined), [])
  const count = testimonials.length

  return (
    <div
      ref={root}
      className="lp-carousel"
      role="region"
      aria-roledescription={carousel.roleDescription}
      aria-label={carousel.label}
      data-island="carousel"
    >
      <div className="lp-carousel__viewport" aria-live="polite">
        {testimonials.map((person, index) => {
          const story = landingTexts.testimonials[person.id]
          return (
            <div
              key={person.id}
              className="lp-carousel__slide"
              role="group"
              aria-roledescription={carousel.slideRoleDescription}
              aria-label={carousel.slideLabel(index + 1, count)}
              tabIndex={-1}
              hidden={index !== 0}
              data-slide={index}
            >
              <figure className="lp-carousel__figure">
                <LandingPicture
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
              <p className="lp-carousel__count">{carousel.slideLabel(index + 1, count)}</p>
            </div>
          )
        })}
      </div>

      <div className="lp-carousel__controls">
        <button
          type="button"
          className="lp-round-button"
          aria-label={carousel.previous}
          data-carousel="previous"
        >
          <ChevronLeft />
        </button>
        <ul className="lp-carousel__thumbs" aria-label={carousel.others}>
          {testimonials.map((other, index) => (
            <li key={other.id} hidden={index === 0} data-thumb={index}>
              <button
                type="button"
                className="lp-carousel__thumb"
                aria-label={carousel.showFrom(other.name)}
                data-carousel="show"
              >
                <LandingPicture image={other.image} size={48} alt="" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="lp-round-button"
          aria-label={carousel.next}
          data-carousel="next"
        >
          <ChevronRight />
        </button>
      </div>
    </div>
  )
}
