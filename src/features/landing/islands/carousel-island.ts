import { cycleIndex } from '../model/cycle'

/**
 * The testimonial carousel's behaviour (docs/product.md#the-public-pages): previous and next cycle
 * both ways, and the thumbnails of the other testimonials jump to theirs. TestimonialCarousel
 * renders every slide and every thumbnail; this shows one slide and hides its own thumbnail. Plain
 * DOM, so the prerendered page needs no React for it and the in-app page uses the same code.
 */
export function enhanceCarousel(carousel: HTMLElement): () => void {
  const slides = [...carousel.querySelectorAll<HTMLElement>('[data-slide]')]
  const thumbs = [...carousel.querySelectorAll<HTMLElement>('[data-thumb]')]
  let current = Math.max(
    slides.findIndex((slide) => !slide.hidden),
    0,
  )

  const show = (index: number) => {
    current = index
    slides.forEach((slide, slideIndex) => (slide.hidden = slideIndex !== index))
    thumbs.forEach((thumb, thumbIndex) => (thumb.hidden = thumbIndex === index))
  }

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('[data-carousel]')
    if (!control || !carousel.contains(control)) return
    const action = control.dataset.carousel
    if (action === 'previous') show(cycleIndex(current, -1, slides.length))
    else if (action === 'next') show(cycleIndex(current, 1, slides.length))
    else if (action === 'show') {
      show(Number(control.closest<HTMLElement>('[data-thumb]')?.dataset.thumb ?? current))
      // The thumbnail just pressed leaves the row: keep focus on what it showed.
      slides[current]?.focus({ preventScroll: true })
    }
  }
  carousel.addEventListener('click', onClick)
  return () => carousel.removeEventListener('click', onClick)
}
