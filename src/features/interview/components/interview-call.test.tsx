import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/shared/testing/dom-matchers'
import { MicrophoneError } from '../model/microphone'
import { flushPromises } from '../testing/fake-call'
import { CALL_URL, ENGAGEMENT_ID, fakeServices, storeCall } from '../testing/fake-services'
import { callStatus, connect, heading } from '../testing/call-screen'
import { InterviewCall } from './interview-call'

/** The web call from the status check to the end of the call (docs/product.md#the-web-call). */

type Fake = ReturnType<typeof fakeServices>

const renderCall = async (fake: Fake = fakeServices(), focusHeading = true) => {
  const onLeave = vi.fn()
  const onCompleted = vi.fn()
  render(
    <InterviewCall
      focusHeading={focusHeading}
      onLeave={onLeave}
      onCompleted={onCompleted}
      services={fake.services}
    />,
  )
  // Status check, then the microphone.
  await act(flushPromises)
  return { ...fake, onLeave, onCompleted }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('InterviewCall', () => {
  it('goes back to setup when no call is stored', async () => {
    const { onLeave, services } = await renderCall()
    expect(onLeave).toHaveBeenCalledWith('cancelled')
    expect(services.fetchStatus).not.toHaveBeenCalled()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('checks the engagement, asks for the microphone and connects to the stored address', async () => {
    storeCall()
    const fake = await renderCall()
    expect(heading('AI Interview')).toHaveFocus()
    expect(callStatus()).toHaveTextContent('Connecting to your AI recruiter…')
    expect(fake.services.fetchStatus).toHaveBeenCalledWith(ENGAGEMENT_ID)
    expect(fake.services.acquireMicrophone).toHaveBeenCalledOnce()
    expect(fake.sockets.map((s) => s.url)).toEqual([CALL_URL])
    expect(fake.peers[0]!.added).toEqual([fake.microphones[0]!.track])
    expect(screen.queryByRole('button', { name: 'End interview' })).toBeNull()

    await connect(fake)
    expect(fake.sockets[0]!.sentOfType('offer')).toHaveLength(1)
    expect(callStatus()).toHaveTextContent('Interview in progress')
    expect(heading('AI Interview')).toHaveFocus()
    expect(screen.getByText('00:00')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'End interview' })).toBeInTheDocument()
  })

  it('leaves the focus alone when the page opens on step 4', async () => {
    storeCall()
    await renderCall(fakeServices(), false)
    expect(heading('AI Interview')).not.toHaveFocus()
  })

  it('counts the call time in mm:ss', async () => {
    vi.useFakeTimers()
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    act(() => vi.advanceTimersByTime(65_000))
    expect(screen.getByText('01:05')).toBeInTheDocument()
  })

  it('plays the recruiter', async () => {
    storeCall()
    const fake = await renderCall()
    const remote = new MediaStream()
    act(() => fake.peers[0]!.emitTrack(remote))
    const audio = document.querySelector('audio')!
    expect(audio.srcObject).toBe(remote)
    expect(audio.autoplay).toBe(true)
  })

  it('shows each caption in a polite live region and the phase in words', async () => {
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    const socket = fake.sockets[0]!
    act(() => {
      socket.receive({ type: 'caption', id: 0, kind: 'greeting', text: 'Hi, I am your recruiter.' })
      socket.receive({ type: 'caption', id: 1, kind: 'question', text: 'What work do you want?' })
      socket.receive({ type: 'state', phase: 'listening', questionsAsked: 1, maxQuestions: 12 })
    })
    await act(flushPromises)
    const latest = screen.getByText('What work do you want?')
    expect(latest).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByText('Hi, I am your recruiter.').closest('details')).not.toBeNull()
    expect(screen.getByText('Listening…')).toBeInTheDocument()
    expect(screen.getByText('Question 1 of up to 12')).toBeInTheDocument()
    act(() =>
      socket.receive({ type: 'state', phase: 'thinking', questionsAsked: 2, maxQuestions: 12 }),
    )
    await act(flushPromises)
    expect(screen.getByText('Thinking…')).toBeInTheDocument()
    expect(screen.getByText('Question 2 of up to 12')).toBeInTheDocument()
  })

  it('says it is checking the answers, not counting a question, while it reads them back', async () => {
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    const socket = fake.sockets[0]!
    const readBack = 'I have you down for forklift work on nights near Dallas. Is that right?'
    act(() => {
      socket.receive({ type: 'caption', id: 7, kind: 'question', text: 'How many years?' })
      socket.receive({ type: 'state', phase: 'listening', questionsAsked: 7, maxQuestions: 10 })
    })
    await act(flushPromises)
    expect(screen.getByText('Question 7 of up to 10')).toBeInTheDocument()
    act(() => {
      socket.receive({ type: 'caption', id: 8, kind: 'readBack', text: readBack })
      socket.receive({ type: 'state', phase: 'speaking', questionsAsked: 7, maxQuestions: 10 })
    })
    await act(flushPromises)
    expect(screen.getByText(readBack)).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByText('Checking your answers')).toBeInTheDocument()
    expect(screen.queryByText('Question 7 of up to 10')).toBeNull()
  })

  it('sends a typed answer with Enter, keeps Shift+Enter for new lines', async () => {
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    const user = userEvent.setup()
    const box = screen.getByLabelText('Type your answer')
    const send = screen.getByRole('button', { name: 'Send answer' })
    expect(box).toHaveAttribute('maxLength', '1000')
    expect(send).toBeDisabled()
    await user.type(box, 'Nights{Shift>}{Enter}{/Shift}only')
    expect(box).toHaveValue('Nights\nonly')
    expect(fake.sockets[0]!.sentOfType('text')).toEqual([])
    await user.type(box, '{Enter}')
    expect(fake.sockets[0]!.sentOfType('text')).toEqual([{ type: 'text', text: 'Nights\nonly' }])
    expect(box).toHaveValue('')
    expect(screen.getByText('Your answer was sent.')).toBeInTheDocument()
    await user.type(box, '  ')
    expect(send).toBeDisabled()
  })

  it("End interview sends 'end', closes normally, forgets the call and shows analysing", async () => {
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    await userEvent.setup().click(screen.getByRole('button', { name: 'End interview' }))
    const socket = fake.sockets[0]!
    expect(socket.sent.at(-1)).toEqual({ type: 'end' })
    expect(socket.closedWith).toBe(1000)
    expect(fake.peers[0]!.closed).toBe(true)
    expect(fake.microphones[0]!.track.stopped).toBe(true)
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(localStorage.getItem('engagementId')).toBeNull()
    expect(heading('Analysing your profile')).toHaveFocus()
    // A late close of the torn-down socket changes nothing.
    act(() => socket.drop(1006))
    expect(heading('Analysing your profile')).toBeInTheDocument()
  })

  it.each([
    [
      'the server completes',
      (f: Fake) =>
        f.sockets[0]!.receive({
          type: 'state',
          phase: 'completed',
          questionsAsked: 9,
          maxQuestions: 12,
        }),
    ],
    ['the peer fails', (f: Fake) => f.peers[0]!.setState('failed')],
    ['the peer closes', (f: Fake) => f.peers[0]!.setState('closed')],
  ])('ends the call the same way when %s', async (_case, happen) => {
    storeCall()
    const fake = await renderCall()
    await connect(fake)
    await act(async () => {
      happen(fake)
      await flushPromises()
    })
    expect(fake.sockets[0]!.sentOfType('end')).toHaveLength(1)
    expect(fake.sockets[0]!.closedWith).toBe(1000)
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(heading('Analysing your profile')).toBeInTheDocument()
  })
})

describe('after the call', () => {
  it("polls the engagement it had before forgetting it, and finishes on 'completed'", async () => {
    vi.useFakeTimers()
    storeCall()
    const fake = await renderCall(fakeServices('in_progress'))
    await connect(fake)
    act(() => screen.getByRole('button', { name: 'End interview' }).click())
    expect(fake.onCompleted).not.toHaveBeenCalled()
    vi.mocked(fake.services.fetchStatus).mockResolvedValue('completed')
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(fake.services.fetchStatus).toHaveBeenLastCalledWith(ENGAGEMENT_ID)
    expect(fake.onCompleted).toHaveBeenCalledOnce()
  })

  it("goes back to setup as failed when the engagement ends 'abandoned'", async () => {
    vi.useFakeTimers()
    storeCall()
    const fake = await renderCall(fakeServices('in_progress'))
    await connect(fake)
    act(() => screen.getByRole('button', { name: 'End interview' }).click())
    vi.mocked(fake.services.fetchStatus).mockResolvedValue('abandoned')
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(fake.onLeave).toHaveBeenCalledWith('failed')
  })
})

describe('resuming after a reload', () => {
  it("goes straight to analysing when the engagement is 'completed'", async () => {
    storeCall()
    const fake = await renderCall(fakeServices('completed'))
    expect(heading('Analysing your profile')).toBeInTheDocument()
    expect(fake.services.acquireMicrophone).not.toHaveBeenCalled()
    expect(localStorage.getItem('webRTCURL')).toBeNull()
  })

  it("goes back to setup as failed when it is 'abandoned'", async () => {
    storeCall()
    const fake = await renderCall(fakeServices('abandoned'))
    expect(fake.onLeave).toHaveBeenCalledWith('failed')
    expect(fake.sockets).toEqual([])
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(localStorage.getItem('engagementId')).toBeNull()
  })

  it('connects anyway when the status cannot be read', async () => {
    storeCall()
    const fake = fakeServices()
    vi.mocked(fake.services.fetchStatus).mockRejectedValue(new Error('offline'))
    await renderCall(fake)
    expect(fake.sockets).toHaveLength(1)
  })
})

describe('microphone problems', () => {
  const failOnce = (fake: Fake, kind: 'blocked' | 'busy') =>
    vi.mocked(fake.services.acquireMicrophone).mockRejectedValueOnce(new MicrophoneError(kind))

  it('explains the problem; Try again asks again and connects', async () => {
    storeCall()
    const fake = fakeServices()
    failOnce(fake, 'blocked')
    await renderCall(fake)
    expect(heading('Microphone problem')).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Microphone access is blocked. Click the padlock near the address bar, allow it, then press “Try again”.',
    )
    expect(fake.sockets).toEqual([])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await act(flushPromises)
    expect(fake.services.acquireMicrophone).toHaveBeenCalledTimes(2)
    expect(fake.sockets).toHaveLength(1)
    expect(heading('AI Interview')).toHaveFocus()
  })

  it('Cancel forgets the call and goes back to setup', async () => {
    storeCall()
    const fake = fakeServices()
    failOnce(fake, 'busy')
    const { onLeave } = await renderCall(fake)
    expect(screen.getByRole('alert')).toHaveTextContent(/already in use by another application/)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onLeave).toHaveBeenCalledWith('cancelled')
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(localStorage.getItem('engagementId')).toBeNull()
  })
})
