import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { AppHeader } from './app-header'

const PATHS = ['/dashboard', '/submissions', '/profile', '/preference', '/edit-profile', '/login']

const renderHeaderAt = (initialPath: string) =>
  renderWithRouter(Object.fromEntries(PATHS.map((path) => [path, AppHeader])), { initialPath })

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
  return screen.getByRole('navigation', { name: 'Menu' })
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent)

/** happy-dom applies the header's media queries: the menu button exists on phones only. */
const setViewportWidth = (width: number) =>
  (
    window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void }
    }
  ).happyDOM.setViewport({ width, height: 800 })

describe('AppHeader', () => {
  beforeEach(() => setViewportWidth(375))

  it('links Dashboard, Submissions and the profile icon, and offers Logout on desktop', async () => {
    setViewportWidth(1024)
    await renderHeaderAt('/dashboard')
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull()
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveProperty(
      'pathname',
      '/dashboard',
    )
    expect(within(main).getByRole('link', { name: 'Submissions' })).toHaveProperty(
      'pathname',
      '/submissions',
    )
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveProperty('pathname', '/profile')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
  })

  it('shows Profile and Preferences in the mobile menu on the job pages', async () => {
    await renderHeaderAt('/dashboard')
    const menu = await openMenu()
    expect(linkNames(menu)).toEqual(['Profile', 'Preferences'])
    expect(within(menu).getByRole('link', { name: 'Preferences' })).toHaveProperty(
      'pathname',
      '/preference',
    )
  })

  it.each(['/profile', '/preference', '/edit-profile'])(
    'shows Dashboard and Submissions in the mobile menu on %s',
    async (path) => {
      await renderHeaderAt(path)
      expect(linkNames(await openMenu())).toEqual(['Dashboard', 'Submissions'])
    },
  )

  it('opens and closes the menu with its button, announcing the state', async () => {
    await renderHeaderAt('/submissions')
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(button)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  })
})

describe('AppHeader in Spanish', () => {
  beforeEach(() => setViewportWidth(375))

  it('switches the desktop header to Spanish in one tap on Español, and back', async () => {
    setViewportWidth(1024)
    await renderHeaderAt('/dashboard')
    await userEvent.click(screen.getByRole('button', { name: 'Español' }))
    const main = await screen.findByRole('navigation', { name: 'Principal' })
    expect(linkNames(main)).toEqual(['Inicio', 'Solicitudes'])
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveProperty('pathname', '/profile')
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en')
    expect(document.documentElement.lang).toBe('es-US')

    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('en-US')
  })

  it('offers the switch in the mobile menu, which stays open in the new language', async () => {
    await renderHeaderAt('/profile')
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: 'Español' }))
    const menuEs = await screen.findByRole('navigation', { name: 'Menú' })
    expect(linkNames(menuEs)).toEqual(['Inicio', 'Solicitudes'])
    expect(within(menuEs).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy()
    expect(within(menuEs).getByRole('button', { name: 'English' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Menú' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('reaches the switch in the mobile menu with the keyboard', async () => {
    await renderHeaderAt('/dashboard')
    await openMenu()
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    const switchButton = within(menu).getByRole('button', { name: 'Español' })
    for (let presses = 0; presses < 10 && document.activeElement !== switchButton; presses += 1)
      await userEvent.tab()
    expect(document.activeElement).toBe(switchButton)
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('navigation', { name: 'Menú' })).toBeTruthy()
  })
})
