import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { FullPageSpinner } from './full-page-spinner'
import { NotSavedOffline } from './not-saved-offline'
import { OfflineNotice } from './offline-notice'

/** Today at 3:05 PM local time: the notice shows the time alone. */
const savedAt = new Date(new Date().setHours(15, 5, 0, 0)).getTime()

describe('the offline texts of the UI kit', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says when the saved data is from, in English then in Spanish with a Spanish time', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<OfflineNotice savedAt={savedAt} />)
    expect(screen.getByRole('status').textContent).toBe('Offline - showing data from 3:05 PM')
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('status').textContent).toMatch(
      /^Sin conexión\. Datos guardados: 3:05\sp\.\s?m\.$/,
    )
  })

  it('says a page never saved on this phone will load once back online, in Spanish', async () => {
    render(<NotSavedOffline onOnline={() => undefined} />)
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { name: 'No tienes conexión' })).toBeTruthy()
  })

  it('labels the spinner Loading… by default, Cargando… in Spanish', async () => {
    render(<FullPageSpinner />)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
  })
})
