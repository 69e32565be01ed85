import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { OnboardingLayout } from './onboarding-layout'

const renderLayout = () =>
  renderWithRouter({ '/onboarding': OnboardingLayout }, { initialPath: '/onboarding' })

describe('OnboardingLayout', () => {
  it('offers Logout and the footer links in English', async () => {
    await renderLayout()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    const footer = screen.getByRole('navigation', { name: 'Legal and contact' })
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveProperty(
      'pathname',
      '/terms',
    )
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toBeTruthy()
  })

  it('switches to Spanish from the keyboard: the switch comes first in the tab order', async () => {
    await renderLayout()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Español' }))
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeTruthy()
    const footer = screen.getByRole('navigation', { name: 'Legal y contacto' })
    expect(linkNamesOf(footer)).toEqual([
      'Términos del servicio',
      'Política de privacidad',
      'Contáctanos',
    ])
    expect(document.documentElement.lang).toBe('es-US')
  })
})

const linkNamesOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent)
