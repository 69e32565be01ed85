import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
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
import { NotificationsCard } from './notifications-card'

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'
const HEADING = 'Get a notification when an employer moves your application'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

const serve = (subscribe = () => ok(null)) =>
  stubFetch(
    routeFetch({
      'GET /api/Push/VapidPublicKey': () => ok({ publicKey: SERVER_KEY }),
      'POST /api/Push/Subscribe': subscribe,
    }),
  )

const renderCard = async (push: FakePushOptions = {}) => {
  const fake = installFakePush(push)
  const view = await renderScreen({ path: '/dashboard', component: NotificationsCard }, [
    '/profile',
  ])
  // The subscription is read asynchronously (where push works); the card waits for it.
  if (!push.noPush) await waitFor(() => expect(fake.pushManager.getSubscription).toHaveBeenCalled())
  return { ...view, push: fake }
}

beforeEach(() => writeStorage('candidateId', CANDIDATE_ID))
afterEach(() => {
  removeFakePush()
  vi.restoreAllMocks()
})

describe('the dashboard’s notifications card', () => {
  it('offers notifications without asking the browser until the button is pressed', async () => {
    const capture = vi.spyOn(analytics, 'capture')
    const { push } = await renderCard()
    expect(await screen.findByRole('heading', { name: HEADING })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument()
    expect(push.requestPermission).not.toHaveBeenCalled()
    expect(capture).toHaveBeenCalledWith('notifications_offer_shown', { place: 'dashboard' })
  })

  it('on the button: asks, subscribes, sends the subscription and says it is on', async () => {
    const { requests } = serve()
    const { push } = await renderCard()

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }))

    expect(push.requestPermission).toHaveBeenCalledOnce()
    expect(
      await screen.findByText(
        'Notifications are on for this phone. You can turn them off on your Profile.',
      ),
    ).toBeInTheDocument()
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/Push/VapidPublicKey',
      '/api/Push/Subscribe',
    ])
    // The button is gone: the focus goes to the card's heading, not to the page's start.
    await waitFor(() => expect(screen.getByRole('heading', { name: HEADING })).toHaveFocus())
  })

  it('after Not now says how to turn them on later, and remembers it', async () => {
    const { push, unmount } = await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: /^Not now/ }))

    expect(screen.getByRole('heading', { name: 'Notifications are off' })).toHaveFocus()
    expect(
      screen.getByText(
        'You can turn them on any time with the Notifications switch on your Profile.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveProperty(
      'pathname',
      '/profile',
    )
    expect(push.requestPermission).not.toHaveBeenCalled()

    unmount()
    removeFakePush()
    await renderCard()
    expect(
      await screen.findByRole('heading', { name: 'Notifications are off' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull()
  })

  it('closing that message hides the card for good', async () => {
    writeStorage('notificationsChoice', JSON.stringify({ refusedAt: 1 }))
    const { unmount } = await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: /hide this message/ }))
    expect(screen.queryByRole('heading', { name: 'Notifications are off' })).toBeNull()

    unmount()
    removeFakePush()
    await renderCard()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('a refusal at the browser’s prompt is remembered the same way', async () => {
    serve()
    await renderCard({ answer: 'denied' })
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }))
    expect(
      await screen.findByRole('heading', { name: 'Notifications are blocked' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/allow notifications in the site settings/)).toBeInTheDocument()
  })

  it('when the browser blocks notifications, says how to allow them', async () => {
    await renderCard({ permission: 'denied' })
    expect(
      await screen.findByRole('heading', { name: 'Notifications are blocked' }),
    ).toBeInTheDocument()
  })

  it('shows nothing when this device is subscribed, or push cannot work here', async () => {
    const first = await renderCard({ permission: 'granted', subscribedWith: SERVER_KEY })
    expect(screen.queryByRole('region')).toBeNull()
    first.unmount()
    removeFakePush()

    expect('PushManager' in window).toBe(false)
    await renderCard({ noPush: true })
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('says so when it cannot be turned on, and the button stays to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const capture = vi.spyOn(analytics, 'capture')
    serve(() =>
      jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500),
    )
    await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }))
    expect(
      await screen.findByText(
        "We couldn't change notifications. Check your connection and try again.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled()
    expect(capture).toHaveBeenCalledWith('notifications_failed', {
      place: 'dashboard',
      status: 500,
      code: 'internal_error',
    })
  })
})

describe('the notifications card in Spanish', () => {
  it('offers notifications in Spanish, with Spanish button names', async () => {
    await renderCard()
    await screen.findByRole('heading', { name: HEADING })
    await act(() => switchLanguage('es'))
    expect(
      screen.getByRole('heading', {
        name: 'Recibe un aviso cuando un empleador mueva tu solicitud',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Activar notificaciones' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Ahora no (sin notificaciones)' }),
    ).toBeInTheDocument()
  })
})
