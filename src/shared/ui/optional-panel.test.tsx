import { act, render, screen } from '@testing-library/react'
import { lazy, type ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OptionalPanel } from './optional-panel'

describe('OptionalPanel', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the panel once its code has loaded', async () => {
    const Panel = lazy(() => Promise.resolve({ default: () => <p>Shared with Acme</p> }))
    render(
      <OptionalPanel>
        <Panel />
      </OptionalPanel>,
    )
    expect((await screen.findByText('Shared with Acme')).tagName).toBe('P')
  })

  it('shows nothing, and leaves the rest of the screen, when its code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail: (error: Error) => void = () => {}
    const Panel = lazy(
      () => new Promise<{ default: ComponentType }>((_, reject) => (fail = reject)),
    )
    render(
      <main>
        <h1>Job submission detail</h1>
        <OptionalPanel>
          <Panel />
        </OptionalPanel>
      </main>,
    )
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')))
    expect(screen.getByRole('main').textContent).toBe('Job submission detail')
  })
})
