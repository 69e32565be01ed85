import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/shared/testing/dom-matchers'
import { RECONNECT_DELAY_MS } from '../model/call-controller'
import { flushPromises } from '../testing/fake-call'
import { ACCESS_TOKEN, CALL_URL, fakeServices, storeCall } from '../testing/fake-services'
import { callStatus, connect, heading } from '../testing/call-screen'
import { InterviewCall } from './interview-call'

/** Connection Lost, System Error and the reconnect (docs/product.md#the-web-call). */

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
    // Each connection proves this sign-in first: the same session may resume.
    for (const socket of fake.sockets) {
      expect(socket.sent[0]).toEqual({ type: 'hello', accessToken: ACCESS_TOKEN })
    }
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

describe("a signal dip (the peer reports 'disconnected')", () => {
  const dip = async () => {
    const fake = await startCall()
    act(() => vi.advanceTimersByTime(20_000))
    const socket = fake.sockets[0]!
    act(() =>
      socket.receive({ type: 'caption', id: 3, kind: 'question', text: 'Where do you live?' }),
    )
    act(() => fake.peers[0]!.setState('disconnected'))
    return { ...fake, socket, peer: fake.peers[0]! }
  }

  it('shows Connection Lost and keeps the call, its microphone and its address', async () => {
    const fake = await dip()
    expect(heading('Connection Lost')).toHaveFocus()
    expect(
      screen.getByText(
        'Your signal dropped. The interview will continue where you left off as soon as it is back.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry call' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to onboarding' })).toBeInTheDocument()
    expect(fake.socket.sentOfType('end')).toEqual([])
    expect(fake.socket.closedWith).toBeUndefined()
    expect(fake.peer.closed).toBe(false)
    expect(fake.microphones[0]!.track.stopped).toBe(false)
    expect(localStorage.getItem('webRTCURL')).toBe(CALL_URL)
  })

  it('goes back to the call when the media comes back, on the same connection, and shows the question said again', async () => {
    const fake = await dip()
    act(() => vi.advanceTimersByTime(6_000))
    // The server stopped talking into the dead path.
    act(() =>
      fake.socket.receive({ type: 'state', phase: 'waiting', questionsAsked: 2, maxQuestions: 12 }),
    )
    act(() => fake.peer.setState('connected'))
    expect(heading('AI Interview')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('Interview in progress')
    // 20 s before the dip and 6 s in it.
    expect(screen.getByText('00:26')).toBeInTheDocument()
    act(() =>
      fake.socket.receive({
        type: 'caption',
        id: 4,
        kind: 'question',
        text: "Let's pick up where we left off. Where do you live?",
      }),
    )
    expect(
      screen.getByText("Let's pick up where we left off. Where do you live?"),
    ).toBeInTheDocument()
    expect(fake.sockets).toHaveLength(1)
    expect(fake.peers).toHaveLength(1)
    expect(fake.services.fetchStatus).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'End interview' })).toBeInTheDocument()
  })

  it('still ends the call when the peer fails after the dip', async () => {
    const fake = await dip()
    await act(async () => {
      fake.peer.setState('failed')
      await flushPromises()
    })
    expect(fake.socket.sentOfType('end')).toHaveLength(1)
    expect(fake.socket.closedWith).toBe(1000)
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(heading('Analysing your profile')).toBeInTheDocument()
  })

  it('Retry call does not wait: it drops the call without ending it and connects again', async () => {
    const fake = await dip()
    click('Retry call')
    await act(flushPromises)
    expect(fake.socket.sentOfType('end')).toEqual([])
    expect(fake.socket.closedWith).toBe(4000)
    expect(fake.peer.closed).toBe(true)
    expect(fake.sockets).toHaveLength(2)
    expect(fake.sockets[1]!.url).toBe(CALL_URL)
    // A late state of the old peer changes nothing.
    act(() => fake.peer.setState('connected'))
    expect(callStatus()).toHaveTextContent('Reconnecting to your AI recruiter…')
  })

  it('going offline during the dip drops the call and reconnects once back online', async () => {
    const fake = await dip()
    act(() => fake.setOnline(false))
    expect(
      screen.getByText(
        'Your network connection dropped. We will reconnect as soon as you are back online.',
      ),
    ).toBeInTheDocument()
    expect(fake.socket.closedWith).toBe(4000)
    act(() => fake.setOnline(true))
    await act(async () => {
      vi.advanceTimersByTime(1000)
      await flushPromises()
    })
    expect(fake.sockets).toHaveLength(2)
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
