import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import { switchLanguage } from '@/shared/i18n/language-store'
import { writeStorage } from '@/shared/storage/local-storage'
import {
  installFakePush,
  removeFakePush,
  SERVER_KEY,
  type FakePushOptions,
} from '../testing/fake-push'
import { readNotificationsChoice } from '../model/notifications-choice'
import { NotificationsSettings } from './notifications-settings'

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

const serve = () =>
  stubFetch(
    routeFetch({
      'GET /api/Push/VapidPublicKey': () => ok({ publicKey: SERVER_KEY }),
      'POST /api/Push/Subscribe': () => ok(null),
      'POST /api/Push/Unsubscribe': () => ok(null),
    }),
  )

const theSwitch = () => screen.getByRole('switch', { name: 'Application updates on this phone' })

const renderSettings = async (push: FakePushOptions = {}) => {
  const fake = installFakePush(push)
  await renderScreen({ path: '/profile', component: NotificationsSettings })
  return fake
}

beforeEach(() => writeStorage('candidateId', CANDIDATE_ID))
afterEach(() => {
  removeFakePush()
  vi.restoreAllMocks()
})

describe('the Profile’s notifications switch', () => {
  it('is off on a phone never subscribed, and turning it on asks, subscribes and sends', async () => {
    const { requests } = serve()
    const push = await renderSettings()
    await waitFor(() => expect(theSwitch()).toBeEnabled())
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false')
    expect(theSwitch()).toHaveAccessibleDescription(
      'Turn on to get a notification when an employer moves one of your applications.',
    )

    await userEvent.click(theSwitch())

    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'true'))
    expect(push.requestPermission).toHaveBeenCalledOnce()
    expect(requests.map((request) => new URL(request.url).pathname)).toContain(
      '/api/Push/Subscribe',
    )
    expect(theSwitch()).toHaveAccessibleDescription(
      'You get a notification when an employer moves one of your applications.',
    )
  })

  it('is on when subscribed, and turning it off unsubscribes and is remembered', async () => {
    const { requests } = serve()
    const push = await renderSettings({ permission: 'granted', subscribedWith: SERVER_KEY })
    const subscription = push.subscription
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'true'))

    await userEvent.click(theSwitch())

    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'false'))
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce()
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/Push/Unsubscribe',
    ])
    expect(readNotificationsChoice().helpClosed).toBe(true)
  })

  it('says when the browser refused, and stays off', async () => {
    serve()
    await renderSettings({ answer: 'denied' })
    await waitFor(() => expect(theSwitch()).toBeEnabled())
    await userEvent.click(theSwitch())
    expect(
      await screen.findByText('Notifications were not allowed, so they stay off.'),
    ).toBeInTheDocument()
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false')
    await waitFor(() => expect(theSwitch()).toBeDisabled())
  })

  it('is disabled while blocked, and says how to allow notifications', async () => {
    await renderSettings({ permission: 'denied' })
    await waitFor(() =>
      expect(theSwitch()).toHaveAccessibleDescription(
        /blocks notifications from this site\. Allow notifications in the site settings/,
      ),
    )
    expect(theSwitch()).toBeDisabled()
  })

  it('is disabled where push cannot work, saying why', async () => {
    await renderSettings({ noPush: true })
    expect(theSwitch()).toBeDisabled()
    expect(theSwitch()).toHaveAccessibleDescription("This browser can't show notifications.")
  })

  it('on an iPhone in a browser tab, says to add the app to the Home Screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1',
    )
    await renderSettings({ noPush: true })
    expect(theSwitch()).toHaveAccessibleDescription(/add this app to your Home Screen first/)
  })
})

describe('the Notifications switch in Spanish', () => {
  it('names the switch and says why it cannot be used, in Spanish', async () => {
    await renderSettings({ noPush: true })
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument()
    const spanishSwitch = screen.getByRole('switch', {
      name: 'Novedades de tus solicitudes en este teléfono',
    })
    expect(spanishSwitch).toHaveAccessibleDescription(
      'Este navegador no puede mostrar notificaciones.',
    )
  })
})
