import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { testimonials } from '../content/testimonials'
import { landingTextsEn } from '../texts/en'
import { TestimonialCarousel } from './testimonial-carousel'

const renderCarousel = () => renderWithRouter({ '/': TestimonialCarousel }, { initialPath: '/' })

const slide = () => screen.getByRole('group', { name: /^Testimonial \d of 4$/ })
/** Name of the testimonial on show, read from its slide. */
const shownName = () =>
  within(slide()).getByRole('img').getAttribute('alt')?.replace('Portrait of ', '')
const thumbnailNames = () =>
  within(screen.getByRole('list', { name: 'Other testimonials' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))

const names = testimonials.map((person) => person.name)

describe('TestimonialCarousel', () => {
  it('is a labelled carousel with a polite live slide area, starting on the first of four', async () => {
    await renderCarousel()
    const region = screen.getByRole('region', { name: 'Stories from hired candidates' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(slide().getAttribute('aria-roledescription')).toBe('slide')
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('polite')
    expect(testimonials).toHaveLength(4)
    expect(slide().getAttribute('aria-label')).toBe('Testimonial 1 of 4')
    expect(shownName()).toBe(names[0])
    expect(within(slide()).getByText(landingTextsEn.testimonials.marcus.quote)).toBeTruthy()
    expect(within(slide()).getByText('Testimonial 1 of 4')).toBeTruthy()
  })

  it('goes forward with Next and wraps from the 4th to the 1st', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    for (const expected of [1, 2, 3, 0]) {
      await user.click(next)
      expect(shownName()).toBe(names[expected])
      expect(slide().getAttribute('aria-label')).toBe(`Testimonial ${expected + 1} of 4`)
    }
  })

  it('goes back with Previous and wraps from the 1st to the 4th', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    const previous = screen.getByRole('button', { name: 'Previous testimonial' })
    for (const expected of [3, 2, 1, 0]) {
      await user.click(previous)
      expect(shownName()).toBe(names[expected])
    }
  })

  it('shows thumbnails of the other three, which jump to theirs', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    expect(thumbnailNames()).toEqual(names.slice(1).map((name) => `Show testimonial from ${name}`))

    await user.click(screen.getByRole('button', { name: `Show testimonial from ${names[2]}` }))
    expect(shownName()).toBe(names[2])
    expect(slide().getAttribute('aria-label')).toBe('Testimonial 3 of 4')
    expect(thumbnailNames()).toHaveLength(3)
    expect(thumbnailNames()).not.toContain(`Show testimonial from ${names[2]}`)
    // Focus stays in the carousel, on the slide now shown, not lost with the thumbnail.
    expect(document.activeElement).toBe(slide())
  })

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    screen.getByRole('button', { name: 'Next testimonial' }).focus()
    await user.keyboard('{Enter}')
    expect(shownName()).toBe(names[1])
    await user.keyboard(' ')
    expect(shownName()).toBe(names[2])
  })
})
