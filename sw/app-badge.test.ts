import { describe, expect, it, vi } from 'vitest'
import { showAppBadge } from './app-badge'

const badging = () => ({
  setAppBadge: vi.fn(async (_count?: number) => {}),
  clearAppBadge: vi.fn(async () => {}),
})

describe('showAppBadge', () => {
  it('shows a positive count on the icon', async () => {
    const nav = badging()
    await showAppBadge(3, nav)
    expect(nav.setAppBadge).toHaveBeenCalledWith(3)
    expect(nav.clearAppBadge).not.toHaveBeenCalled()
  })

  it('clears the icon at 0 rather than showing a zero', async () => {
    const nav = badging()
    await showAppBadge(0, nav)
    expect(nav.clearAppBadge).toHaveBeenCalledOnce()
    expect(nav.setAppBadge).not.toHaveBeenCalled()
  })

  it('does nothing where the API is missing or refuses', async () => {
    await expect(showAppBadge(2, {})).resolves.toBeUndefined()
    const refusing = {
      setAppBadge: vi.fn(async () => {
        throw new DOMException('Not allowed', 'NotAllowedError')
      }),
    }
    await expect(showAppBadge(2, refusing)).resolves.toBeUndefined()
  })
})
