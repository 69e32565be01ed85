import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { onSessionEnded, onSessionEnding } from '@/shared/session/session'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { useLogout } from './logout'

vi.mock('@/shared/query/idb-persister', () => ({ wipePersistedQueries: vi.fn(async () => {}) }))

function LogoutButton() {
  const logout = useLogout()
  return (
    <button type="button" onClick={logout}>
      Log out
    </button>
  )
}

const renderSignedIn = async () => {
  writeStorage('accessToken', 'access-token-0123456789abcdef')
  writeStorage('candidateId', 'cand-1')
  const sink: AnalyticsSink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
  const sessionEnded = vi.fn()
  const unsubscribe = onSessionEnded(sessionEnded)
  const view = await renderWithRouter(
    { '/dashboard': LogoutButton, '/login': () => <h1>Login</h1> },
    { initialPath: '/dashboard' },
  )
  return { ...view, sink, sessionEnded, unsubscribe }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useLogout', () => {
  it('revokes on the server with the access token, ends the session and goes to /login', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({ status: true, message: 'Logged out', data: null }),
    )
    const { router, sink, sessionEnded, unsubscribe } = await renderSignedIn()

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeDefined()
    expect(router.state.location.pathname).toBe('/login')
    expect(requests[0]?.url).toMatch(/\/api\/SMSLogin\/Logout$/)
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-token-0123456789abcdef')
    expect(readStorage('accessToken')).toBeNull()
    expect(readStorage('candidateId')).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('logged_out', undefined)
    expect(sink.reset).toHaveBeenCalledOnce()
    expect(sessionEnded).toHaveBeenCalledOnce()
    unsubscribe()
  })

  it('still signs out when the server call fails (offline)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const { router, unsubscribe } = await renderSignedIn()

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeDefined()
    expect(router.state.location.pathname).toBe('/login')
    expect(readStorage('accessToken')).toBeNull()
    unsubscribe()
  })

  it('signs out once when the server answers 401 (token already revoked)', async () => {
    stubFetch(() =>
      jsonResponse({ status: false, message: 'Expired', error: { code: 'unauthorized' } }, 401),
    )
    const { sessionEnded, unsubscribe } = await renderSignedIn()

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeDefined()
    expect(sessionEnded).toHaveBeenCalledOnce()
    unsubscribe()
  })
})

describe('useLogout and this device’s push subscription', () => {
  it('runs the tasks that need the token first, then revokes it on the server', async () => {
    const order: string[] = []
    const { requests } = stubFetch(() => {
      order.push('Logout')
      return jsonResponse({ status: true, message: 'Logged out', data: null })
    })
    const stopTask = onSessionEnding(async () => {
      order.push(`task with ${readStorage('accessToken') ?? 'no token'}`)
    })
    const { unsubscribe } = await renderSignedIn()

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeDefined()
    expect(order).toEqual(['task with access-token-0123456789abcdef', 'Logout'])
    expect(requests).toHaveLength(1)
    stopTask()
    unsubscribe()
  })
})
