import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { RouteError } from './route-error'

const renderError = () =>
  renderWithRouter(
    { '/': () => <RouteError error={new Error('chunk failed')} reset={() => undefined} /> },
    { initialPath: '/' },
  )

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('online: a plain sentence, in English and in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderError()
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrongPlease reload the page to try again.',
    )
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Vuelve a cargar la página')
  })

  it('offline: says the page was never saved on this phone, in Spanish too', async () => {
    goOffline()
    await renderError()
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { name: 'No tienes conexión' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(
      'Esta página todavía no está guardada en este teléfono.',
    )
  })
})
