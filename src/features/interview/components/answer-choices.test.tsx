import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { flushPromises } from '../testing/fake-call'
import { fakeServices, storeCall } from '../testing/fake-services'
import { connect } from '../testing/call-screen'
import { InterviewCall } from './interview-call'

/**
 * The options of a closed question beside its caption (docs/adr/0008): real buttons in a group
 * named by the question, a tap sent as the option ids, and gone when the recruiter moves on.
 */

type Fake = ReturnType<typeof fakeServices>

const SHIFTS = {
  multiple: true,
  options: [
    { id: 'first', label: 'Days (1st shift)' },
    { id: 'third', label: 'Nights (3rd shift)' },
    { id: 'weekend', label: 'Weekends' },
  ],
}
const RELOCATION = {
  multiple: false,
  options: [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
    { id: 'maybe', label: 'Maybe, for the right job' },
  ],
}
const BENEFITS = {
  multiple: true,
  options: [
    { id: 'health', label: 'Health insurance' },
    { id: 'none', label: 'None needed', exclusive: true },
  ],
}

const SHIFTS_QUESTION = 'Got it, forklift operator. Which shifts can you work?'
const RELOCATION_QUESTION = 'Would you move to a new city for the right job?'

/** A connected call; returns the fake and a way to play the server's messages. */
async function onTheCall(fake: Fake = fakeServices()) {
  storeCall()
  render(
    <InterviewCall focusHeading onLeave={vi.fn()} onCompleted={vi.fn()} services={fake.services} />,
  )
  await act(flushPromises)
  await connect(fake)
  const socket = fake.sockets[0]!
  const receive = async (...messages: unknown[]) => {
    act(() => {
      for (const message of messages) socket.receive(message)
    })
    await act(flushPromises)
  }
  const ask = (id: number, text: string, choices?: unknown) =>
    receive({ type: 'caption', id, kind: 'question', text, ...(choices ? { choices } : {}) })
  return { ...fake, socket, receive, ask }
}

const group = (name: string) => screen.getByRole('group', { name })

describe('the options of a closed question', () => {
  it('shows them as buttons in a group named by the question, after its caption', async () => {
    const call = await onTheCall()
    await call.ask(4, SHIFTS_QUESTION, SHIFTS)
    const options = group(SHIFTS_QUESTION)
    expect(options).toHaveAccessibleDescription(
      'Choose all that apply, then press “Send my choices”.',
    )
    const buttons = within(options).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Days (1st shift)',
      'Nights (3rd shift)',
      'Weekends',
      'Send my choices',
    ])
    for (const button of buttons) expect(button.tagName).toBe('BUTTON')
    expect(within(options).getByRole('button', { name: 'Weekends' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // The caption the group is named by is the latest line, read out once.
    expect(screen.getByText(SHIFTS_QUESTION)).toHaveAttribute('aria-live', 'polite')
  })

  it('shows none for an open question, which keeps the typed answer', async () => {
    const call = await onTheCall()
    await call.ask(5, 'What hourly pay are you looking for?')
    expect(screen.queryByRole('group', { name: 'What hourly pay are you looking for?' })).toBeNull()
    expect(screen.queryByText('Choose an answer, or say or type it.')).toBeNull()
    expect(screen.getByLabelText('Type your answer')).toBeInTheDocument()
  })

  it('sends one tap of a one-tap question as its answer, then holds it until the next question', async () => {
    const call = await onTheCall()
    await call.ask(6, RELOCATION_QUESTION, RELOCATION)
    const options = group(RELOCATION_QUESTION)
    expect(options).toHaveAccessibleDescription('Choose an answer, or say or type it.')
    expect(within(options).getByRole('button', { name: 'Yes' })).not.toHaveAttribute('aria-pressed')
    const user = userEvent.setup()
    await user.click(within(options).getByRole('button', { name: 'Maybe, for the right job' }))
    expect(call.socket.sentOfType('choice')).toEqual([
      { type: 'choice', captionId: 6, optionIds: ['maybe'] },
    ])
    expect(within(options).getByRole('status')).toHaveTextContent('Sent: Maybe, for the right job.')
    for (const button of within(options).getAllByRole('button'))
      expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(options).getByRole('button', { name: 'No' }))
    expect(call.socket.sentOfType('choice')).toHaveLength(1)

    await call.ask(7, 'Okay, maybe. What hourly pay are you looking for?')
    expect(screen.queryByRole('group', { name: /What hourly pay/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Maybe, for the right job' })).toBeNull()
  })

  it('picks several with toggles and sends them together, in the order shown', async () => {
    const call = await onTheCall()
    await call.ask(4, SHIFTS_QUESTION, SHIFTS)
    const options = group(SHIFTS_QUESTION)
    const user = userEvent.setup()
    const send = within(options).getByRole('button', { name: 'Send my choices' })
    expect(send).toHaveAttribute('aria-disabled', 'true')
    await user.click(send)
    expect(call.socket.sentOfType('choice')).toEqual([])

    await user.click(within(options).getByRole('button', { name: 'Weekends' }))
    await user.click(within(options).getByRole('button', { name: 'Nights (3rd shift)' }))
    await user.click(within(options).getByRole('button', { name: 'Days (1st shift)' }))
    await user.click(within(options).getByRole('button', { name: 'Days (1st shift)' }))
    expect(within(options).getByRole('button', { name: 'Weekends' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(options).getByRole('button', { name: 'Days (1st shift)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(call.socket.sentOfType('choice')).toEqual([])
    expect(send).not.toHaveAttribute('aria-disabled')
    await user.click(send)
    expect(call.socket.sentOfType('choice')).toEqual([
      { type: 'choice', captionId: 4, optionIds: ['third', 'weekend'] },
    ])
    expect(within(options).getByRole('status')).toHaveTextContent(
      'Sent: Nights (3rd shift), Weekends.',
    )
  })

  it('lets an answer on its own unpick the others', async () => {
    const call = await onTheCall()
    await call.ask(8, 'Do you need any benefits?', BENEFITS)
    const options = group('Do you need any benefits?')
    const user = userEvent.setup()
    await user.click(within(options).getByRole('button', { name: 'Health insurance' }))
    await user.click(within(options).getByRole('button', { name: 'None needed' }))
    expect(within(options).getByRole('button', { name: 'Health insurance' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.click(within(options).getByRole('button', { name: 'Send my choices' }))
    expect(call.socket.sentOfType('choice')).toEqual([
      { type: 'choice', captionId: 8, optionIds: ['none'] },
    ])
  })

  it('is reached and answered with the keyboard alone, and the focus follows to the next question', async () => {
    const call = await onTheCall()
    await call.ask(6, RELOCATION_QUESTION, RELOCATION)
    const user = userEvent.setup()
    // From the heading (focused on arrival), Tab reaches the first option.
    await user.tab()
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(call.socket.sentOfType('choice')).toEqual([
      { type: 'choice', captionId: 6, optionIds: ['no'] },
    ])
    // Sent: still focusable, so the focus stays put while the recruiter answers.
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus()

    await call.ask(7, SHIFTS_QUESTION, SHIFTS)
    expect(screen.getByRole('button', { name: 'Days (1st shift)' })).toHaveFocus()
    await user.keyboard(' ')
    await user.tab()
    await user.tab()
    await user.keyboard(' ')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Send my choices' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(call.socket.sentOfType('choice').at(-1)).toEqual({
      type: 'choice',
      captionId: 7,
      optionIds: ['first', 'weekend'],
    })

    // An open question next: the focus goes to it, not to the top of the page.
    await call.ask(8, 'Where would you like to work?')
    expect(screen.getByText('Where would you like to work?')).toHaveFocus()
  })

  it('leaves the focus where the candidate took it meanwhile', async () => {
    const call = await onTheCall()
    await call.ask(6, RELOCATION_QUESTION, RELOCATION)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    await user.click(screen.getByLabelText('Type your answer'))
    await call.ask(7, SHIFTS_QUESTION, SHIFTS)
    expect(screen.getByLabelText('Type your answer')).toHaveFocus()
  })

  it('says so and lets the candidate choose again when the server refuses the answer', async () => {
    const call = await onTheCall()
    await call.ask(6, RELOCATION_QUESTION, RELOCATION)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    // Refused for an older question: not this one.
    await call.receive({ type: 'choiceRejected', captionId: 5, reason: 'stale' })
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-disabled', 'true')
    await call.receive({ type: 'choiceRejected', captionId: 6, reason: 'invalid' })
    expect(within(group(RELOCATION_QUESTION)).getByRole('status')).toHaveTextContent(
      'That answer did not go through. Please choose again.',
    )
    await user.click(screen.getByRole('button', { name: 'No' }))
    expect(
      call.socket.sentOfType('choice').map((m) => (m as { optionIds: string[] }).optionIds),
    ).toEqual([['yes'], ['no']])
  })

  it('is gone when the connection drops', async () => {
    const call = await onTheCall()
    await call.ask(6, RELOCATION_QUESTION, RELOCATION)
    act(() => call.socket.drop(4000))
    await act(flushPromises)
    expect(screen.queryByRole('group')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Connection Lost' })).toBeInTheDocument()
  })

  it('speaks the app’s language around the options, which come in the interview’s', async () => {
    await act(() => switchLanguage('es'))
    const call = await onTheCall()
    const question = '¿En qué turnos puedes trabajar?'
    await call.ask(4, question, {
      multiple: true,
      options: [
        { id: 'first', label: 'De día (primer turno)' },
        { id: 'third', label: 'De noche (tercer turno)' },
      ],
    })
    const options = group(question)
    expect(options).toHaveAccessibleDescription(
      'Elige todas las que correspondan y luego presiona “Enviar mis opciones”.',
    )
    const user = userEvent.setup()
    await user.click(within(options).getByRole('button', { name: 'De noche (tercer turno)' }))
    await user.click(within(options).getByRole('button', { name: 'Enviar mis opciones' }))
    expect(call.socket.sentOfType('choice')).toEqual([
      { type: 'choice', captionId: 4, optionIds: ['third'] },
    ])
    expect(within(options).getByRole('status')).toHaveTextContent(
      'Enviado: De noche (tercer turno).',
    )
  })
})
