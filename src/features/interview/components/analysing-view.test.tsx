import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EngagementStatus } from '@contract/interview'
import '@/shared/testing/dom-matchers'
import { COMPLETION_POLL_MS } from '../hooks/use-completion-poll'
import { ENGAGEMENT_ID } from '../testing/fake-services'
import { ANALYSING_ROTATION_MS, AnalysingView } from './analysing-view'

const renderView = (answers: (EngagementStatus | Error)[]) => {
  const fetchStatus = vi.fn(async (_id: string) => {
    const next = answers.shift() ?? 'in_progress'
    if (next instanceof Error) throw next
    return next
  })
  const onCompleted = vi.fn()
  const onAbandoned = vi.fn()
  render(
    <AnalysingView
      engagementId={ENGAGEMENT_ID}
      fetchStatus={fetchStatus}
      onCompleted={onCompleted}
      onAbandoned={onAbandoned}
    />,
  )
  return { fetchStatus, onCompleted, onAbandoned }
}

/** Moves the clock and lets the answers of the polls come in. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('AnalysingView', () => {
  it('rotates its three messages every 3 s, round and round, in a status region', async () => {
    renderView([])
    expect(screen.getByRole('heading', { name: 'Analysing your profile' })).toHaveFocus()
    const status = screen.getByRole('status')
    expect(ANALYSING_ROTATION_MS).toBe(3000)
    expect(status).toHaveTextContent('Reviewing your answers…')
    await wait(2999)
    expect(status).toHaveTextContent('Reviewing your answers…')
    await wait(1)
    expect(status).toHaveTextContent('Building your job preferences…')
    await wait(3000)
    expect(status).toHaveTextContent('Finding jobs that fit you…')
    await wait(3000)
    expect(status).toHaveTextContent('Reviewing your answers…')
  })

  it("polls the engagement every 1.5 s until it is 'completed', then finishes once", async () => {
    const { fetchStatus, onCompleted } = renderView(['in_progress', new Error('offline')])
    expect(fetchStatus).not.toHaveBeenCalled()
    await wait(COMPLETION_POLL_MS)
    expect(fetchStatus).toHaveBeenCalledWith(ENGAGEMENT_ID)
    await wait(COMPLETION_POLL_MS)
    expect(fetchStatus).toHaveBeenCalledTimes(2)
    // A failed poll is simply asked again.
    await wait(COMPLETION_POLL_MS)
    expect(fetchStatus).toHaveBeenCalledTimes(3)
    expect(onCompleted).not.toHaveBeenCalled()
    fetchStatus.mockResolvedValue('completed')
    await wait(COMPLETION_POLL_MS)
    expect(onCompleted).toHaveBeenCalledOnce()
    await wait(COMPLETION_POLL_MS * 4)
    expect(fetchStatus).toHaveBeenCalledTimes(4)
  })

  it("goes back when the engagement was 'abandoned'", async () => {
    const { onAbandoned, onCompleted, fetchStatus } = renderView(['abandoned'])
    await wait(COMPLETION_POLL_MS)
    expect(onAbandoned).toHaveBeenCalledOnce()
    expect(onCompleted).not.toHaveBeenCalled()
    await wait(COMPLETION_POLL_MS * 2)
    expect(fetchStatus).toHaveBeenCalledOnce()
  })
})
