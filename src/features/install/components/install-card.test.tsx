import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import {
  captureInstallPrompt,
  installPromptStore,
  type BeforeInstallPromptEvent,
} from '../model/install-prompt-event'
import { InstallCard } from './install-card'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1'

const events = new EventTarget() as unknown as Window
captureInstallPrompt(events)

/** The browser fires its install prompt (Chrome on Android), as on any page before this one. */
const firePrompt = (outcome: 'accepted' | 'dismissed' = 'accepted') => {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as unknown as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> }
  act(() => void events.dispatchEvent(event))
  return event
}

afterEach(() => {
  installPromptStore.take()
  vi.restoreAllMocks()
})

// Before the English block, whose last test leaves the page marked as installed.
describe('the Install card in Spanish', () => {
  it('offers the browser’s prompt in Spanish, with a Spanish icon description', async () => {
    firePrompt()
    render(<InstallCard />)
    await act(() => switchLanguage('es'))
    expect(
      screen.getByRole('heading', { name: 'Instala Hirelane en este teléfono' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'El ícono de la app Hirelane' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Instalar Hirelane' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no (no instalar)' }))
    expect(screen.getByRole('heading', { name: 'Tal vez después' })).toHaveFocus()
  })

  it('guides an iPhone in Spanish', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    render(<InstallCard />)
    await act(() => switchLanguage('es'))
    const steps = screen.getByRole('list', { name: 'Cómo agregarla' })
    expect(steps.textContent).toContain('Toca Compartir en la barra del navegador.')
  })
})

describe('the dashboard’s Install card', () => {
  it('shows nothing without a kept prompt on a phone that is not an iPhone', () => {
    render(<InstallCard />)
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('offers the browser’s prompt, with the real icon, and reports it shown', () => {
    const capture = vi.spyOn(analytics, 'capture')
    firePrompt()
    render(<InstallCard />)
    expect(
      screen.getByRole('heading', { name: 'Install Hirelane on this device' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'The Hirelane app icon' })).toHaveAttribute(
      'src',
      '/icons/icon-192.png',
    )
    expect(screen.getByRole('button', { name: /^Install/ })).toBeInTheDocument()
    expect(capture).toHaveBeenCalledWith('install_offer_shown', { offer: 'prompt' })
  })

  it('Install opens the browser’s dialog; accepted, the card goes', async () => {
    const capture = vi.spyOn(analytics, 'capture')
    const prompt = firePrompt('accepted')
    render(<InstallCard />)
    await userEvent.click(screen.getByRole('button', { name: /^Install/ }))
    expect(prompt.prompt).toHaveBeenCalledOnce()
    expect(capture).toHaveBeenCalledWith('install_accepted')
    expect(screen.queryByRole('button', { name: /^Install/ })).toBeNull()
    expect(readStorage('installDismissedAt')).toBeNull()
  })

  it('a cancel in the browser’s dialog counts as Not now', async () => {
    const capture = vi.spyOn(analytics, 'capture')
    firePrompt('dismissed')
    render(<InstallCard />)
    await userEvent.click(screen.getByRole('button', { name: /^Install/ }))
    expect(capture).toHaveBeenCalledWith('install_dismissed', { offer: 'prompt', by: 'browser' })
    expect(readStorage('installDismissedAt')).not.toBeNull()
  })

  it('Not now says where to install later, takes the focus there, and is remembered', async () => {
    const capture = vi.spyOn(analytics, 'capture')
    firePrompt()
    const { unmount } = render(<InstallCard />)
    await userEvent.click(screen.getByRole('button', { name: /^Not now/ }))

    expect(screen.getByRole('heading', { name: 'Maybe later' })).toHaveFocus()
    expect(screen.getByText(/install the app later from your browser's menu/)).toBeInTheDocument()
    expect(capture).toHaveBeenCalledWith('install_dismissed', { offer: 'prompt', by: 'card' })

    unmount()
    firePrompt()
    render(<InstallCard />)
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('comes back 30 days after a dismissal', () => {
    writeStorage('installDismissedAt', String(Date.now() - 31 * 24 * 60 * 60 * 1000))
    firePrompt()
    render(<InstallCard />)
    expect(screen.getByRole('button', { name: /^Install/ })).toBeInTheDocument()
  })

  it('on an iPhone guides through Share -> Add to Home Screen, with no Install button', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    render(<InstallCard />)
    expect(
      screen.getByRole('heading', { name: 'Add Hirelane to your Home Screen' }),
    ).toBeInTheDocument()
    const steps = screen.getByRole('list', { name: 'How to add it' })
    expect([...steps.querySelectorAll('li')].map((step) => step.textContent)).toEqual([
      'Tap Share in the browser’s toolbar.',
      'Scroll down and choose Add to Home Screen.',
      '3Tap Add.',
    ])
    expect(screen.queryByRole('button', { name: /^Install/ })).toBeNull()
    expect(screen.getByRole('button', { name: /^Not now/ })).toBeInTheDocument()
  })

  it('shows nothing when running installed, from the home screen', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    )
    firePrompt()
    render(<InstallCard />)
    expect(screen.queryByRole('region')).toBeNull()
  })

  // Last: the installed flag lives as long as the page (this file's module).
  it('shows nothing once the app was installed from this page', () => {
    firePrompt()
    render(<InstallCard />)
    act(() => void events.dispatchEvent(new Event('appinstalled')))
    expect(screen.queryByRole('region')).toBeNull()
  })
})
