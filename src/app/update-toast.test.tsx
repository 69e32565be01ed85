import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { UpdateToast } from './update-toast'

describe('UpdateToast', () => {
  it('says a new version is available and reloads into it', async () => {
    const onReload = vi.fn()
    render(<UpdateToast onReload={onReload} />)
    expect(screen.getByRole('status').textContent).toContain('New version available')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledOnce()
  })

  it('says it in Spanish', async () => {
    render(<UpdateToast onReload={() => undefined} />)
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('status').textContent).toContain('Hay una nueva versión')
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy()
  })
})
