import { describe, expect, it } from 'vitest'
import {
  initialCallState,
  transitionCall,
  type CallCommand,
  type CallEvent,
  type CallScreen,
  type CallState,
} from './call-machine'

const at = (screen: CallScreen, change: Partial<CallState> = {}): CallState => ({
  ...initialCallState,
  screen,
  ...change,
})

/** Runs events from a state and returns the last transition. */
const run = (state: CallState, ...events: CallEvent[]) => {
  let result = { state, commands: [] as readonly CallCommand[] }
  for (const event of events) result = transitionCall(result.state, event)
  return result
}

const ALL_SCREENS: CallScreen[] = [
  'checking',
  'connecting',
  'connected',
  'interrupted',
  'microphoneError',
  'connectionLost',
  'systemError',
  'analysing',
  'exited',
]

describe('status check', () => {
  it('starts by checking', () => expect(initialCallState.screen).toBe('checking'))

  it("goes to analysing on 'completed' and forgets the stored call", () => {
    const { state, commands } = run(at('checking'), { type: 'statusChecked', status: 'completed' })
    expect(state.screen).toBe('analysing')
    expect(commands).toEqual(['clearCallDetails'])
  })

  it("exits as failed on 'abandoned' and forgets the stored call", () => {
    const { state, commands } = run(at('checking'), { type: 'statusChecked', status: 'abandoned' })
    expect(state).toMatchObject({ screen: 'exited', exitReason: 'failed' })
    expect(commands).toEqual(['clearCallDetails'])
  })

  it.each(['connecting', 'in_progress', null] as const)('connects on %s', (status) => {
    const { state, commands } = run(at('checking'), { type: 'statusChecked', status })
    expect(state.screen).toBe('connecting')
    expect(commands).toEqual(['connect'])
  })

  it('is ignored after the check, e.g. a late answer once the network dropped', () => {
    const lost = at('connectionLost')
    expect(run(lost, { type: 'statusChecked', status: 'completed' }).state).toBe(lost)
  })
})

describe('connecting and connected', () => {
  it('records the open socket', () => {
    expect(run(at('connecting'), { type: 'socketOpen' }).state.socketOpen).toBe(true)
  })

  it('shows the call when the peer connects and remembers the first time only', () => {
    const first = run(at('connecting'), { type: 'pcState', state: 'connected', at: 1000 })
    expect(first.state).toMatchObject({ screen: 'connected', firstConnectedAt: 1000 })
    const again = run(at('connecting', { firstConnectedAt: 1000, attempt: 1 }), {
      type: 'pcState',
      state: 'connected',
      at: 9000,
    })
    expect(again.state.firstConnectedAt).toBe(1000)
  })

  it.each(['new', 'connecting'] as const)('waits on peer state %s', (pcState) => {
    const state = at('connecting')
    expect(run(state, { type: 'pcState', state: pcState, at: 1 }).state).toBe(state)
  })

  it.each(['failed', 'closed'] as const)('ends the call on peer state %s', (pcState) => {
    for (const screen of ['connecting', 'connected'] as const) {
      const { state, commands } = run(at(screen, { socketOpen: true }), {
        type: 'pcState',
        state: pcState,
        at: 1,
      })
      expect(state).toMatchObject({ screen: 'analysing', socketOpen: false })
      expect(commands).toEqual(['endCall', 'clearCallDetails'])
    }
  })

  it('ends the call on End interview and on the server saying completed', () => {
    for (const event of [
      { type: 'endPressed' },
      { type: 'serverState', phase: 'completed', questionsAsked: 8, maxQuestions: 12 },
    ] as CallEvent[]) {
      const { state, commands } = run(at('connected'), event)
      expect(state.screen).toBe('analysing')
      expect(commands).toEqual(['endCall', 'clearCallDetails'])
    }
  })

  it('keeps the phase and question count of the server', () => {
    const { state } = run(at('connected'), {
      type: 'serverState',
      phase: 'listening',
      questionsAsked: 3,
      maxQuestions: 12,
    })
    expect(state).toMatchObject({ phase: 'listening', questionsAsked: 3, maxQuestions: 12 })
  })

  it('adds captions in order and replaces a repeated one', () => {
    const { state } = run(
      at('connected'),
      { type: 'caption', caption: { id: 0, kind: 'greeting', text: 'Hi' } },
      { type: 'caption', caption: { id: 1, kind: 'question', text: 'Where?' } },
      { type: 'caption', caption: { id: 1, kind: 'question', text: 'Where do you live?' } },
    )
    expect(state.captions.map((c) => c.text)).toEqual(['Hi', 'Where do you live?'])
  })

  it('ends normally on a socket close 1000', () => {
    const { state, commands } = run(at('connected'), { type: 'socketClose', code: 1000 })
    expect(state.screen).toBe('analysing')
    expect(commands).toEqual(['endCall', 'clearCallDetails'])
  })

  it.each([1006, 4000, 4001, 4002])('shows Connection Lost on a socket close %i', (code) => {
    const { state, commands } = run(at('connected', { socketOpen: true, phase: 'listening' }), {
      type: 'socketClose',
      code,
    })
    expect(state).toMatchObject({ screen: 'connectionLost', socketOpen: false, phase: null })
    expect(commands).toEqual(['dropCall'])
  })

  it('shows System Error on a socket error, and the close that follows cannot replace it', () => {
    const error = run(at('connected'), { type: 'socketError' })
    expect(error.state.screen).toBe('systemError')
    expect(error.commands).toEqual(['dropCall'])
    const close = run(error.state, { type: 'socketClose', code: 1006 })
    expect(close.state).toBe(error.state)
    expect(close.commands).toEqual([])
  })

  it('shows the microphone problem while connecting', () => {
    const { state, commands } = run(at('connecting'), { type: 'micError', kind: 'busy' })
    expect(state).toMatchObject({ screen: 'microphoneError', microphoneError: 'busy' })
    expect(commands).toEqual(['dropCall'])
  })
})

describe("a signal dip (peer 'disconnected')", () => {
  const live = at('connected', {
    socketOpen: true,
    firstConnectedAt: 1000,
    phase: 'speaking',
    questionsAsked: 2,
    maxQuestions: 12,
    captions: [{ id: 3, kind: 'question', text: 'Where do you live?' }],
  })
  const dip = run(live, { type: 'pcState', state: 'disconnected', at: 5000 })

  it('shows Connection Lost and keeps the call: nothing is dropped, ended or forgotten', () => {
    expect(dip.state).toMatchObject({
      screen: 'interrupted',
      socketOpen: true,
      firstConnectedAt: 1000,
      captions: live.captions,
    })
    expect(dip.commands).toEqual([])
  })

  it('goes back to the call when the peer connects again, the timer running on', () => {
    const back = run(dip.state, { type: 'pcState', state: 'connected', at: 9000 })
    expect(back.state).toMatchObject({ screen: 'connected', firstConnectedAt: 1000 })
    expect(back.commands).toEqual([])
    // The call screen comes back from another screen: its heading takes the focus.
    expect(back.state.attempt).toBeGreaterThan(live.attempt)
  })

  it('shows the question the server says again after the dip in place of the old line', () => {
    const { state } = run(
      dip.state,
      { type: 'serverState', phase: 'waiting', questionsAsked: 2, maxQuestions: 12 },
      { type: 'pcState', state: 'connected', at: 9000 },
      { type: 'serverState', phase: 'speaking', questionsAsked: 2, maxQuestions: 12 },
      {
        type: 'caption',
        caption: { id: 4, kind: 'question', text: "Let's pick up where we left off. Where?" },
      },
    )
    expect(state).toMatchObject({ screen: 'connected', phase: 'speaking', questionsAsked: 2 })
    expect(state.captions.map((line) => line.id)).toEqual([3, 4])
  })

  it.each(['disconnected', 'new', 'connecting'] as const)('waits on peer state %s', (pcState) => {
    expect(run(dip.state, { type: 'pcState', state: pcState, at: 1 }).state).toBe(dip.state)
  })

  it.each(['failed', 'closed'] as const)(
    'still ends the call when the peer then reports %s (docs/product.md#the-web-call)',
    (pcState) => {
      const { state, commands } = run(dip.state, { type: 'pcState', state: pcState, at: 1 })
      expect(state).toMatchObject({ screen: 'analysing', socketOpen: false })
      expect(commands).toEqual(['endCall', 'clearCallDetails'])
    },
  )

  it('ends the call when the server completes it meanwhile', () => {
    const completed = run(dip.state, {
      type: 'serverState',
      phase: 'completed',
      questionsAsked: 8,
      maxQuestions: 12,
    })
    expect(completed.state.screen).toBe('analysing')
    expect(completed.commands).toEqual(['endCall', 'clearCallDetails'])
  })

  it('becomes a plain Connection Lost when the socket closes or the network goes', () => {
    for (const event of [{ type: 'socketClose', code: 1006 }, { type: 'offline' }] as CallEvent[]) {
      const { state, commands } = run(dip.state, event)
      expect(state).toMatchObject({ screen: 'connectionLost', socketOpen: false })
      expect(commands).toEqual(['dropCall'])
    }
    expect(run(dip.state, { type: 'socketClose', code: 1000 }).state.screen).toBe('analysing')
    expect(run(dip.state, { type: 'socketError' }).state.screen).toBe('systemError')
  })

  it('Retry call drops the kept call and starts over from the status check', () => {
    const { state, commands } = run(dip.state, { type: 'retry' })
    expect(state).toMatchObject({ screen: 'checking', firstConnectedAt: 1000 })
    expect(commands).toEqual(['dropCall', 'checkStatus'])
  })

  it('Back to onboarding drops the call without ending it and forgets it', () => {
    const { state, commands } = run(dip.state, { type: 'leave' })
    expect(state).toMatchObject({ screen: 'exited', exitReason: 'cancelled' })
    expect(commands).toEqual(['cancelReconnect', 'dropCall', 'clearCallDetails'])
  })

  it('ignores End interview, online and a due reconnect (there is no End button here)', () => {
    for (const event of [
      { type: 'endPressed' },
      { type: 'online' },
      { type: 'reconnectDue' },
      { type: 'socketOpen' },
    ] as CallEvent[])
      expect(run(dip.state, event)).toEqual({ state: dip.state, commands: [] })
  })
})

describe('network', () => {
  it.each(['checking', 'connecting', 'connected'] as const)(
    'going offline while %s drops the call without ending it',
    (screen) => {
      const { state, commands } = run(at(screen), { type: 'offline' })
      expect(state.screen).toBe('connectionLost')
      expect(commands).toEqual(['dropCall'])
    },
  )

  it('coming back online on Connection Lost schedules the reconnect', () => {
    const { state, commands } = run(at('connectionLost'), { type: 'online' })
    expect(state.screen).toBe('connectionLost')
    expect(commands).toEqual(['scheduleReconnect'])
  })

  it('going offline again before it is due cancels the reconnect', () => {
    expect(run(at('connectionLost'), { type: 'offline' }).commands).toEqual(['cancelReconnect'])
  })

  it('reconnects by checking the status again, keeping the first connection time', () => {
    const { state, commands } = run(at('connectionLost', { firstConnectedAt: 5, attempt: 1 }), {
      type: 'reconnectDue',
    })
    expect(state).toMatchObject({ screen: 'checking', attempt: 2, firstConnectedAt: 5 })
    expect(commands).toEqual(['checkStatus'])
  })

  it.each(['connected', 'systemError', 'microphoneError', 'analysing'] as const)(
    'ignores online and a due reconnect on %s',
    (screen) => {
      const state = at(screen)
      expect(run(state, { type: 'online' }).state).toBe(state)
      expect(run(state, { type: 'reconnectDue' }).state).toBe(state)
    },
  )

  it.each(['microphoneError', 'systemError', 'analysing', 'exited'] as const)(
    'ignores going offline on %s',
    (screen) => {
      const state = at(screen)
      expect(run(state, { type: 'offline' })).toEqual({ state, commands: [] })
    },
  )
})

describe('the candidate', () => {
  it.each(['connectionLost', 'systemError'] as const)('Retry call on %s checks again', (screen) => {
    const { state, commands } = run(at(screen), { type: 'retry' })
    expect(state).toMatchObject({ screen: 'checking', attempt: 1 })
    expect(commands).toEqual(['cancelReconnect', 'checkStatus'])
  })

  it('Try again on a microphone problem asks again', () => {
    const { state, commands } = run(at('microphoneError', { microphoneError: 'denied' }), {
      type: 'retry',
    })
    expect(state).toMatchObject({ screen: 'checking', microphoneError: null, attempt: 1 })
    expect(commands).toEqual(['checkStatus'])
  })

  it.each(['microphoneError', 'connectionLost', 'systemError'] as const)(
    'Cancel or Back to onboarding on %s exits and forgets the call',
    (screen) => {
      const { state, commands } = run(at(screen), { type: 'leave' })
      expect(state).toMatchObject({ screen: 'exited', exitReason: 'cancelled' })
      expect(commands).toEqual(['cancelReconnect', 'dropCall', 'clearCallDetails'])
    },
  )

  it.each(['checking', 'connecting', 'connected', 'analysing'] as const)(
    'cannot retry or leave on %s',
    (screen) => {
      const state = at(screen)
      expect(run(state, { type: 'retry' }).state).toBe(state)
      expect(run(state, { type: 'leave' }).state).toBe(state)
    },
  )
})

describe('after the call', () => {
  const late: CallEvent[] = [
    { type: 'statusChecked', status: 'in_progress' },
    { type: 'micError', kind: 'denied' },
    { type: 'socketOpen' },
    { type: 'pcState', state: 'connected', at: 1 },
    { type: 'pcState', state: 'failed', at: 1 },
    { type: 'serverState', phase: 'completed', questionsAsked: 1, maxQuestions: 2 },
    { type: 'caption', caption: { id: 9, kind: 'closing', text: 'Bye' } },
    { type: 'endPressed' },
    { type: 'offline' },
    { type: 'online' },
    { type: 'reconnectDue' },
    { type: 'retry' },
    { type: 'leave' },
    { type: 'socketError' },
    { type: 'socketClose', code: 1006 },
  ]

  it.each(['analysing', 'exited'] as const)('nothing replaces %s', (screen) => {
    const state = at(screen)
    for (const event of late) expect(run(state, event)).toEqual({ state, commands: [] })
  })

  it('peer and socket events are ignored on the screens without a live call', () => {
    const quiet = ALL_SCREENS.filter(
      (s) => s !== 'connecting' && s !== 'connected' && s !== 'interrupted',
    )
    for (const screen of quiet) {
      const state = at(screen)
      for (const event of late.slice(2, 8)) expect(run(state, event).state).toBe(state)
      expect(run(state, { type: 'socketError' }).state).toBe(state)
      expect(run(state, { type: 'socketClose', code: 4000 }).state).toBe(state)
    }
  })
})

describe('the options of a closed question (docs/adr/0008)', () => {
  const shifts = {
    multiple: true,
    options: [
      { id: 'first', label: 'Days (1st shift)' },
      { id: 'third', label: 'Nights (3rd shift)' },
      { id: 'weekend', label: 'Weekends' },
    ],
  }
  const benefits = {
    multiple: true,
    options: [
      { id: 'health', label: 'Health insurance' },
      { id: 'dental', label: 'Dental insurance' },
      { id: 'none', label: 'None needed', exclusive: true },
    ],
  }
  const relocation = {
    multiple: false,
    options: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  }
  const live = at('connected', { socketOpen: true })
  const ask = (id: number, choices?: typeof shifts): CallEvent => ({
    type: 'caption',
    caption: { id, kind: 'question', text: `Question ${id}?` },
    ...(choices ? { choices } : {}),
  })

  it('come with their caption, open and nothing picked, and go with the next caption', () => {
    const asked = run(live, ask(4, shifts))
    expect(asked.state.choices).toEqual({ ...shifts, captionId: 4, selected: [], status: 'open' })
    expect(asked.commands).toEqual([])
    expect(run(asked.state, ask(5)).state.choices).toBeNull()
    expect(run(asked.state, ask(5, relocation)).state.choices).toMatchObject({
      captionId: 5,
      multiple: false,
    })
  })

  it('stay when an earlier line is said again, and open again when the same question is', () => {
    const asked = run(live, ask(3), ask(4, shifts)).state
    expect(run(asked, ask(3)).state.choices).toBe(asked.choices)
    const sent = run(
      asked,
      { type: 'choiceToggled', optionId: 'third' },
      { type: 'choicesSubmitted' },
    )
    expect(sent.state.choices?.status).toBe('sent')
    expect(run(sent.state, ask(4, shifts)).state.choices).toMatchObject({
      selected: [],
      status: 'open',
    })
  })

  it('one tap answers a one-tap question: sent, and no second answer until the next question', () => {
    const asked = run(live, ask(7, relocation)).state
    const tapped = run(asked, { type: 'choicePicked', optionId: 'no' })
    expect(tapped.commands).toEqual([{ type: 'sendChoice', captionId: 7, optionIds: ['no'] }])
    expect(tapped.state.choices).toMatchObject({ selected: ['no'], status: 'sent' })
    const again = run(tapped.state, { type: 'choicePicked', optionId: 'yes' })
    expect(again.state).toBe(tapped.state)
    expect(again.commands).toEqual([])
  })

  it('a question of several answers picks and unpicks, then sends them in the order shown', () => {
    const asked = run(live, ask(4, shifts)).state
    const picked = run(
      asked,
      { type: 'choiceToggled', optionId: 'weekend' },
      { type: 'choiceToggled', optionId: 'first' },
      { type: 'choiceToggled', optionId: 'third' },
      { type: 'choiceToggled', optionId: 'third' },
    )
    expect(picked.state.choices?.selected).toEqual(['weekend', 'first'])
    expect(picked.commands).toEqual([])
    // A tap on one of them is a toggle here, never an answer of its own.
    expect(run(picked.state, { type: 'choicePicked', optionId: 'third' }).state).toBe(picked.state)
    const sent = run(picked.state, { type: 'choicesSubmitted' })
    expect(sent.commands).toEqual([
      { type: 'sendChoice', captionId: 4, optionIds: ['first', 'weekend'] },
    ])
    expect(sent.state.choices?.status).toBe('sent')
    expect(run(sent.state, { type: 'choiceToggled', optionId: 'third' }).state).toBe(sent.state)
  })

  it('sends nothing with nothing picked', () => {
    const asked = run(live, ask(4, shifts)).state
    expect(run(asked, { type: 'choicesSubmitted' })).toEqual({ state: asked, commands: [] })
  })

  it('an exclusive option stands alone: picking it unpicks the rest, and the other way round', () => {
    const asked = run(live, ask(9, benefits)).state
    const none = run(
      asked,
      { type: 'choiceToggled', optionId: 'health' },
      { type: 'choiceToggled', optionId: 'dental' },
      { type: 'choiceToggled', optionId: 'none' },
    )
    expect(none.state.choices?.selected).toEqual(['none'])
    const health = run(none.state, { type: 'choiceToggled', optionId: 'health' })
    expect(health.state.choices?.selected).toEqual(['health'])
  })

  it('ignores options the question does not offer', () => {
    const asked = run(live, ask(4, shifts), ask(5, relocation)).state
    expect(run(asked, { type: 'choicePicked', optionId: 'third' }).state).toBe(asked)
    expect(run(asked, { type: 'choiceToggled', optionId: 'yes' }).state).toBe(asked)
  })

  it('lets the candidate choose again when the answer did not go or the server refused it', () => {
    const tapped = run(live, ask(7, relocation), { type: 'choicePicked', optionId: 'no' }).state
    // About another caption: an answer that came too late, the call has moved on.
    expect(run(tapped, { type: 'choiceNotSent', captionId: 6 }).state).toBe(tapped)
    const refused = run(tapped, { type: 'choiceNotSent', captionId: 7 })
    expect(refused.state.choices?.status).toBe('notTaken')
    expect(run(refused.state, { type: 'choicePicked', optionId: 'yes' }).commands).toEqual([
      { type: 'sendChoice', captionId: 7, optionIds: ['yes'] },
    ])
  })

  it('takes no tap before the call is on and the socket open', () => {
    for (const state of [
      at('connecting', { socketOpen: true }),
      at('connected', { socketOpen: false }),
      at('interrupted', { socketOpen: true }),
    ]) {
      const asked = run(state, ask(4, relocation)).state
      expect(asked.choices?.captionId).toBe(4)
      expect(run(asked, { type: 'choicePicked', optionId: 'yes' }).commands).toEqual([])
    }
  })

  it('are gone when the call breaks, ends or starts over', () => {
    const asked = run(live, ask(4, shifts)).state
    expect(run(asked, { type: 'offline' }).state.choices).toBeNull()
    expect(run(asked, { type: 'socketClose', code: 4000 }).state.choices).toBeNull()
    expect(run(asked, { type: 'endPressed' }).state.choices).toBeNull()
    const dipped = run(asked, { type: 'pcState', state: 'disconnected', at: 1 }).state
    expect(run(dipped, { type: 'retry' }).state.choices).toBeNull()
  })
})
