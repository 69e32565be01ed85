import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { landingTextsEn } from '../texts/en'
import { FaqAccordion } from './faq-accordion'

const faqItems = landingTextsEn.faq.items

const renderFaq = () => renderWithRouter({ '/': FaqAccordion }, { initialPath: '/' })

const questionButtons = () =>
  faqItems.map((item) => screen.getByRole('button', { name: item.question }))
const expandedStates = () =>
  questionButtons().map((button) => button.getAttribute('aria-expanded') === 'true')
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error('aria-controls points at nothing')
  return panel
}
const only = (index: number) => faqItems.map((_, i) => i === index)

describe('FaqAccordion', () => {
  it('has nine questions, each a button inside a heading controlling a labelled region', async () => {
    await renderFaq()
    expect(faqItems).toHaveLength(9)
    for (const button of questionButtons()) {
      expect(button.parentElement?.tagName).toBe('H3')
      const panel = panelOf(button)
      expect(panel.getAttribute('role')).toBe('region')
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id)
    }
  })

  it('opens the first question initially, and only that one', async () => {
    await renderFaq()
    expect(expandedStates()).toEqual(only(0))
    const [first, second] = questionButtons()
    expect(panelOf(first!).hidden).toBe(false)
    expect(panelOf(second!).hidden).toBe(true)
    expect(screen.getByRole('region', { name: faqItems[0]!.question }).textContent).toBe(
      faqItems[0]!.answer,
    )
  })

  it('keeps one open at a time: opening another closes the open one', async () => {
    const user = userEvent.setup()
    await renderFaq()
    await user.click(questionButtons()[4]!)
    expect(expandedStates()).toEqual(only(4))
    expect(panelOf(questionButtons()[0]!).hidden).toBe(true)
    expect(panelOf(questionButtons()[4]!).hidden).toBe(false)
    await user.click(questionButtons()[8]!)
    expect(expandedStates()).toEqual(only(8))
  })

  it('closes the open one when it is pressed, leaving all closed', async () => {
    const user = userEvent.setup()
    await renderFaq()
    await user.click(questionButtons()[0]!)
    expect(expandedStates()).toEqual(faqItems.map(() => false))
    expect(questionButtons().every((button) => panelOf(button).hidden)).toBe(true)
    await user.click(questionButtons()[0]!)
    expect(expandedStates()).toEqual(only(0))
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    await renderFaq()
    questionButtons()[1]!.focus()
    await user.keyboard('{Enter}')
    expect(expandedStates()).toEqual(only(1))
    await user.keyboard(' ')
    expect(expandedStates()).toEqual(faqItems.map(() => false))
  })
})
