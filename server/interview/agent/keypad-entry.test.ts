import { describe, expect, it, vi } from 'vitest'
import {
  KEYPAD_PAUSE_MS,
  createInterview,
  type InterviewSlot,
  type InterviewState,
} from '../dialogue'
import { KeypadEntry, type KeypadCommand, type KeypadEntryDeps } from './keypad-entry'

const asking = (slot: InterviewSlot): InterviewState => ({
  ...createInterview({ knownSlots: [], channel: 'phone' }),
  stage: 'asking',
  pending: { slot, kind: 'question' },
  questionsAsked: 1,
})

/** Timers that fire only when the test moves time. */
function fakeClock() {
  let now = 0
  let nextId = 0
  const timers = new Map<number, { due: number; callback: () => void }>()
  return {
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(++nextId, { due: now + ms, callback })
      return nextId
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const [id, next] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? []
        if (id === undefined || !next || next.due > end) break
        timers.delete(id)
        now = next.due
        next.callback()
      }
      now = end
    },
    pending: () => timers.size,
  }
}

function entry(slot: InterviewSlot, placeOfZip?: KeypadEntryDeps['placeOfZip']) {
  const clock = fakeClock()
  const commands: KeypadCommand[] = []
  const call: { state: InterviewState; captionId: number; open: boolean } = {
    state: asking(slot),
    captionId: 1,
    open: true,
  }
  const logger = { warn: vi.fn() }
  const keypad = new KeypadEntry({
    clock,
    current: () => (call.open ? { state: call.state, captionId: call.captionId } : undefined),
    ...(placeOfZip ? { placeOfZip } : {}),
    logger,
    engagementId: 'engagement-1',
    run: (command) => commands.push(command),
  })
  const press = (keys: string) => {
    for (const key of keys) keypad.press(key)
  }
  /** The commands since the last call. */
  const taken = () => commands.splice(0)
  return { clock, call, keypad, logger, press, taken }
}

/** Lets a settled lookup's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('KeypadEntry', () => {
  it('holds digits until #, barging in at each key, then answers with all of them', () => {
    const { keypad, press, taken, clock } = entry('jobTypes')
    press('1')
    expect(taken()).toEqual([{ kind: 'bargeIn' }])
    expect(keypad.holding).toBe(true)
    press('3')
    expect(taken()).toEqual([{ kind: 'bargeIn' }])
    press('#')
    expect(taken()).toEqual([
      { kind: 'bargeIn' },
      expect.objectContaining({
        kind: 'answer',
        keys: '13#',
        optionIds: ['forklift-operator', 'order-picker'],
        reply: expect.objectContaining({ kind: 'slot', slot: 'jobTypes' }),
      }),
    ])
    expect(keypad.holding).toBe(false)
    expect(clock.pending()).toBe(0)
  })

  it('ends the keys after a pause of KEYPAD_PAUSE_MS, as # does', () => {
    const { keypad, press, taken, clock } = entry('pay')
    press('18')
    taken()
    clock.advance(KEYPAD_PAUSE_MS - 1)
    expect(taken()).toEqual([])
    clock.advance(1)
    expect(taken()).toEqual([
      { kind: 'bargeIn' },
      {
        kind: 'answer',
        keys: '18',
        text: expect.any(String),
        reply: { kind: 'slot', slot: 'pay', values: { hourlyRateRange: { min: 18 } } },
      },
    ])
    expect(keypad.holding).toBe(false)
  })

  it('restarts the pause at every key', () => {
    const { press, taken, clock } = entry('commute')
    press('2')
    clock.advance(KEYPAD_PAUSE_MS - 1)
    press('0')
    clock.advance(KEYPAD_PAUSE_MS - 1)
    expect(taken().map((command) => command.kind)).toEqual(['bargeIn', 'bargeIn'])
    clock.advance(1)
    expect(taken()).toContainEqual(expect.objectContaining({ kind: 'answer', keys: '20' }))
  })

  it('drops the keys held for an earlier caption', () => {
    const { call, press, taken } = entry('shifts')
    press('1')
    call.captionId = 2
    press('2#')
    expect(taken().at(-1)).toMatchObject({ kind: 'answer', keys: '2#', optionIds: ['second'] })
  })

  it('forgets the keys and their pause when reset', () => {
    const { keypad, press, taken, clock } = entry('shifts')
    press('1')
    keypad.reset()
    expect(keypad.holding).toBe(false)
    expect(clock.pending()).toBe(0)
    press('2#')
    expect(taken().at(-1)).toMatchObject({ kind: 'answer', keys: '2#' })
  })

  it('asks again for keys that answer nothing, and on *', () => {
    const { press, taken } = entry('relocation')
    press('9')
    expect(taken()).toEqual([{ kind: 'bargeIn' }, { kind: 'retry', reason: 'invalid' }])
    press('*')
    expect(taken()).toEqual([{ kind: 'bargeIn' }, { kind: 'retry', reason: 'repeat' }])
    press('#')
    expect(taken()).toEqual([])
  })

  it('answers with the place a ZIP code names, once it is looked up', async () => {
    const placeOfZip = vi.fn(() => Promise.resolve('Columbus, OH'))
    const { press, taken } = entry('location', placeOfZip)
    press('43215#')
    expect(taken().slice(-2)).toEqual([{ kind: 'bargeIn' }, { kind: 'lookingUp' }])
    expect(placeOfZip).toHaveBeenCalledWith('43215')
    await settle()
    expect(taken()).toEqual([
      {
        kind: 'answer',
        keys: '43215#',
        text: 'Columbus, OH',
        reply: { kind: 'slot', slot: 'location', values: { preferredLocations: ['Columbus, OH'] } },
      },
    ])
  })

  it('asks again for a ZIP code that names no place', async () => {
    const { press, taken } = entry('location', () => Promise.resolve(undefined))
    press('00000#')
    taken()
    await settle()
    expect(taken()).toEqual([{ kind: 'retry', reason: 'invalid' }])
  })

  it('answers nothing when the lookup ends after the caption moved on, or the call ended', async () => {
    let found = (_place: string | undefined) => {}
    const placeOfZip = () =>
      new Promise<string | undefined>((resolve) => {
        found = resolve
      })
    const { call, press, taken } = entry('location', placeOfZip)
    press('43215#')
    taken()
    call.captionId = 2
    found('Columbus, OH')
    await settle()
    expect(taken()).toEqual([])

    call.captionId = 3
    press('43215#')
    taken()
    call.open = false
    found('Columbus, OH')
    await settle()
    expect(taken()).toEqual([])
  })

  it('keeps the ZIP code itself when the lookup fails, and logs it', async () => {
    const { press, taken, logger } = entry('location', () => Promise.reject(new Error('down')))
    press('43215#')
    taken()
    await settle()
    expect(taken()).toEqual([
      expect.objectContaining({ kind: 'answer', keys: '43215#', text: '43215' }),
    ])
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ engagementId: 'engagement-1' }),
      'ZIP lookup failed',
    )
  })

  it('keeps the ZIP code itself without a lookup', async () => {
    const { press, taken } = entry('location')
    press('43215#')
    taken()
    await settle()
    expect(taken()).toEqual([
      expect.objectContaining({
        kind: 'answer',
        reply: { kind: 'slot', slot: 'location', values: { preferredLocations: ['43215'] } },
      }),
    ])
  })
})
