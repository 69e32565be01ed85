import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/shared/testing/dom-matchers'
import { RECONNECT_DELAY_MS } from '../model/call-controller'
import { flushPromises } from '../testing/fake-call'
import { CALL_URL, fakeServices, storeCall } from '../testing/fake-services'
import { callStatus, connect, heading } from '../testing/call-screen'
import { InterviewCall } from './interview-call'

/** Connection Lost, System Error and the reconnect (SPEC.md 4 'Web call', 8, 9). */

const startCall = async () => {
  storeCall()
  const fake = fakeServices('in_progress')
  const onLeave = vi.fn()
  const { unmount } = render(
    <InterviewCall focusHeading onLeave={onLeave} onCompleted={vi.fn()} services={fake.services} />,
  )
  await act(flushPromises)
  await connect(fake)
  return { ...fake, onLeave, unmount }
}

const click = (name: string) => act(() => screen.getByRole('button', { name }).click())

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('going offline', () => {
  it("drops the call without 'end' and shows Connection Lost", async () => {
    const fake = await startCall()
    act(() => fake.setOnline(false))
    const socket = fake.sockets[0]!
    expect(heading('Connection Lost')).toHaveFocus()
    expect(
      screen.getByText(
        'Your network connection dropped. We will reconnect as soon as you are back online.',
      ),
    ).toBeInTheDocument()
    expect(socket.sentOfType('end')).toEqual([])
    expect(socket.closedWith).not.toBe(1000)
    expect(socket.closedWith).toBeDefined()
    expect(fake.peers[0]!.closed).toBe(true)
    expect(fake.microphones[0]!.track.stopped).toBe(true)
    // The call can still be resumed after a reload.
    expect(localStorage.getItem('webRTCURL')).toBe(CALL_URL)
    expect(screen.getByRole('button', { name: 'Back to onboarding' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry call' })).toBeInTheDocument()
  })

  it('reconnects 1 s after coming back online, to the same address, and the timer runs on', async () => {
    const fake = await startCall()
    act(() => vi.advanceTimersByTime(30_000))
    act(() => fake.setOnline(false))
    act(() => vi.advanceTimersByTime(5_000))
    act(() => fake.setOnline(true))
    expect(RECONNECT_DELAY_MS).toBe(1000)
    await act(async () => {
      vi.advanceTimersByTime(999)
      await flushPromises()
    })
    expect(fake.sockets).toHaveLength(1)
    expect(heading('Connection Lost')).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(1)
      await flushPromises()
    })
    expect(fake.services.fetchStatus).toHaveBeenCalledTimes(2)
    expect(fake.sockets.map((s) => s.url)).toEqual([CALL_URL, CALL_URL])
    expect(heading('AI Interview')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('Reconnecting to your AI recruiter…')

    await connect(fake)
    expect(callStatus()).toHaveTextContent('Interview in progress')
    act(() => vi.advanceTimersByTime(1000))
    // 30 s before the drop, 5 s offline, 1 s to reconnect, 1 s since.
    expect(screen.getByText('00:37')).toBeInTheDocument()
  })

  it('does not reconnect when the network drops again within the second', async () => {
    const fake = await startCall()
    act(() => fake.setOnline(false))
    act(() => fake.setOnline(true))
    act(() => vi.advanceTimersByTime(500))
    act(() => fake.setOnline(false))
    await act(async () => {
      vi.advanceTimersByTime(5000)
      await flushPromises()
    })
    expect(fake.sockets).toHaveLength(1)
    expect(heading('Connection Lost')).toBeInTheDocument()
  })
})

describe('the socket', () => {
  it('a close other than 1000 shows Connection Lost; Retry call reconnects at once', async () => {
    const fake = await startCall()
    act(() => fake.sockets[0]!.drop(4000))
    expect(heading('Connection Lost')).toBeInTheDocument()
    expect(screen.getByText(/Press “Retry call” to continue/)).toBeInTheDocument()
    click('Retry call')
    await act(flushPromises)
    expect(fake.sockets).toHaveLength(2)
  })

  it('an error shows System Error, and the close after it cannot replace it', async () => {
    const fake = await startCall()
    const socket = fake.sockets[0]!
    const onclose = socket.onclose
    act(() => socket.fail())
    expect(heading('System Error or Internal Failure')).toHaveFocus()
    expect(screen.getByText('Our team has been notified')).toBeInTheDocument()
    // Even if a close event were already on its way to the old handler.
    act(() => onclose?.({ code: 1006 } as CloseEvent))
    act(() => fake.setOnline(true))
    expect(heading('System Error or Internal Failure')).toBeInTheDocument()
    expect(socket.sentOfType('end')).toEqual([])
  })

  it('Back to onboarding forgets the call and leaves', async () => {
    const fake = await startCall()
    act(() => fake.sockets[0]!.fail())
    click('Back to onboarding')
    expect(fake.onLeave).toHaveBeenCalledWith('cancelled')
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(localStorage.getItem('engagementId')).toBeNull()
  })
})

describe('leaving the page', () => {
  it("drops the call without 'end' so it can resume", async () => {
    const fake = await startCall()
    const socket = fake.sockets[0]!
    fake.unmount()
    expect(socket.sentOfType('end')).toEqual([])
    expect(socket.closedWith).toBe(4000)
    expect(fake.microphones[0]!.track.stopped).toBe(true)
    expect(localStorage.getItem('webRTCURL')).toBe(CALL_URL)
  })
})
