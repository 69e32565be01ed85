import { describe, expect, it, vi } from 'vitest'
import { clickTargetOf, openOrFocus } from './notification-click'

const ORIGIN = 'https://app.hirelane.example'
const TARGET = `${ORIGIN}/submissions/job-1`

describe('clickTargetOf', () => {
  it('is the notification’s navigate address on the app', () => {
    expect(clickTargetOf({ navigate: TARGET, jobId: 'job-1' }, ORIGIN)).toBe(TARGET)
  })

  it('is the submissions list without a usable address, or for one off the app', () => {
    expect(clickTargetOf(undefined, ORIGIN)).toBe(`${ORIGIN}/submissions`)
    expect(clickTargetOf({ navigate: 42 }, ORIGIN)).toBe(`${ORIGIN}/submissions`)
    expect(clickTargetOf({ navigate: 'https://evil.example/' }, ORIGIN)).toBe(
      `${ORIGIN}/submissions`,
    )
  })
})

interface FakeWindow {
  url: string
  focus: ReturnType<typeof vi.fn>
  navigate: ReturnType<typeof vi.fn>
}

const fakeWindow = (url: string, { controlled = true, focusable = true } = {}): FakeWindow => {
  const client: FakeWindow = {
    url,
    focus: vi.fn(async () => {
      if (!focusable) throw new DOMException('Not allowed to focus a window', 'InvalidAccessError')
      return client
    }),
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('This service worker is not the client’s active one')
      return { ...client, url: to }
    }),
  }
  return client
}

const fakeClients = (windows: FakeWindow[]) => ({
  matchAll: vi.fn(async () => windows),
  openWindow: vi.fn(async () => null),
})

const open = (clients: ReturnType<typeof fakeClients>) =>
  openOrFocus(clients as unknown as Clients, TARGET)

describe('openOrFocus (a click on a notification)', () => {
  it('focuses a window already showing the submission', async () => {
    const showing = fakeWindow(TARGET)
    const clients = fakeClients([fakeWindow(`${ORIGIN}/dashboard`), showing])
    await open(clients)
    expect(showing.focus).toHaveBeenCalledOnce()
    expect(showing.navigate).not.toHaveBeenCalled()
    expect(clients.openWindow).not.toHaveBeenCalled()
  })

  it('otherwise focuses an open window of the app and takes it to the submission', async () => {
    const app = fakeWindow(`${ORIGIN}/dashboard`)
    const clients = fakeClients([fakeWindow('https://other.example/'), app])
    await open(clients)
    expect(app.focus).toHaveBeenCalledOnce()
    expect(app.navigate).toHaveBeenCalledWith(TARGET)
    expect(clients.openWindow).not.toHaveBeenCalled()
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true })
  })

  it('still takes the window there when focusing is not allowed', async () => {
    const app = fakeWindow(`${ORIGIN}/dashboard`, { focusable: false })
    const clients = fakeClients([app])
    await open(clients)
    expect(app.navigate).toHaveBeenCalledWith(TARGET)
    expect(clients.openWindow).not.toHaveBeenCalled()
  })

  it('opens a new window when no window of the app is open', async () => {
    const clients = fakeClients([fakeWindow('https://other.example/')])
    await open(clients)
    expect(clients.openWindow).toHaveBeenCalledWith(TARGET)
  })

  it('opens a new window when the app’s window cannot be navigated from the worker', async () => {
    const app = fakeWindow(`${ORIGIN}/dashboard`, { controlled: false })
    const clients = fakeClients([app])
    await open(clients)
    expect(clients.openWindow).toHaveBeenCalledWith(TARGET)
  })
})
