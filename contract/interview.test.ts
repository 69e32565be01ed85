import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  MAX_ANSWER_CHOICES,
  clientSignalSchema,
  createCallResponseSchema,
  serverSignalSchema,
} from './interview'

/** The signalling messages of a closed question's options (docs/adr/0008). */

const caption = { type: 'caption', id: 4, kind: 'question', text: 'Which shifts can you work?' }
const options = [
  { id: 'first', label: 'Days (1st shift)' },
  { id: 'weekend', label: 'Weekends' },
  { id: 'none', label: 'None needed', exclusive: true },
]
const server = (message: unknown) => v.safeParse(serverSignalSchema, message).success
const client = (message: unknown) => v.safeParse(clientSignalSchema, message).success
const choice = (optionIds: unknown, captionId: unknown = 4) =>
  client({ type: 'choice', captionId, optionIds })

describe('a caption’s options (server -> browser)', () => {
  it('rides on a caption, which still needs none', () => {
    expect(server(caption)).toBe(true)
    expect(server({ ...caption, choices: { multiple: true, options } })).toBe(true)
    expect(server({ ...caption, choices: { multiple: false, options: options.slice(0, 2) } })).toBe(
      true,
    )
    const parsed = v.parse(serverSignalSchema, { ...caption, choices: { multiple: true, options } })
    expect(parsed).toEqual({ ...caption, choices: { multiple: true, options } })
  })

  it('offers at least two and at most MAX_ANSWER_CHOICES options, each id once', () => {
    const many = Array.from({ length: MAX_ANSWER_CHOICES + 1 }, (_, n) => ({
      id: `option-${n}`,
      label: `Option ${n}`,
    }))
    expect(server({ ...caption, choices: { multiple: true, options: many.slice(0, -1) } })).toBe(
      true,
    )
    expect(server({ ...caption, choices: { multiple: true, options: many } })).toBe(false)
    expect(server({ ...caption, choices: { multiple: false, options: options.slice(0, 1) } })).toBe(
      false,
    )
    const twice = [options[0], { ...options[1], id: 'first' }]
    expect(server({ ...caption, choices: { multiple: false, options: twice } })).toBe(false)
  })

  it('names options with ids and shows them with non-empty labels', () => {
    for (const id of ['First', 'first shift', 'first_shift', '-first', '', 'a'.repeat(41)]) {
      const bad = [{ id, label: 'X' }, options[1]]
      expect(server({ ...caption, choices: { multiple: true, options: bad } }), id).toBe(false)
    }
    const blank = [{ id: 'first', label: '' }, options[1]]
    expect(server({ ...caption, choices: { multiple: true, options: blank } })).toBe(false)
    expect(server({ ...caption, choices: { options } })).toBe(false)
  })

  it('says which caption a refused choice was for, and why', () => {
    expect(server({ type: 'choiceRejected', captionId: 4, reason: 'stale' })).toBe(true)
    expect(server({ type: 'choiceRejected', captionId: 4, reason: 'invalid' })).toBe(true)
    expect(server({ type: 'choiceRejected', captionId: 4, reason: 'other' })).toBe(false)
    expect(server({ type: 'choiceRejected', captionId: -1, reason: 'stale' })).toBe(false)
  })
})

describe('a tapped answer (browser -> server)', () => {
  it('names the caption and one or more option ids', () => {
    expect(choice(['third'])).toBe(true)
    expect(choice(['first', 'weekend', '401k', 'paid-time-off'])).toBe(true)
  })

  it('refuses no option, an option twice, too many, or ids that are not option ids', () => {
    expect(choice([])).toBe(false)
    expect(choice(['first', 'first'])).toBe(false)
    expect(choice(Array.from({ length: MAX_ANSWER_CHOICES + 1 }, (_, n) => `option-${n}`))).toBe(
      false,
    )
    for (const id of ['Nights', 'nights please', '', 'a\u0000b', 'a\tb', 3])
      expect(choice([id]), JSON.stringify(id)).toBe(false)
    expect(choice('first')).toBe(false)
  })

  it('refuses a caption id that is not one', () => {
    expect(choice(['first'], -1)).toBe(false)
    expect(choice(['first'], 1.5)).toBe(false)
    expect(choice(['first'], '4')).toBe(false)
    expect(client({ type: 'choice', optionIds: ['first'] })).toBe(false)
  })
})

describe("'Call me' (CreateCallForCandidate's answer)", () => {
  const ENGAGEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
  const answer = (data: unknown) =>
    v.parse(createCallResponseSchema, { status: true, message: 'ok', data }).data

  it('says whether the call waits for room', () => {
    expect(answer({ data: ENGAGEMENT_ID, waitingForRoom: true })).toEqual({
      data: ENGAGEMENT_ID,
      waitingForRoom: true,
    })
    expect(answer({ data: ENGAGEMENT_ID, waitingForRoom: false }).waitingForRoom).toBe(false)
  })

  it('reads an answer without it (a server from before) as a call that rings now', () => {
    expect(answer({ data: ENGAGEMENT_ID })).toEqual({ data: ENGAGEMENT_ID, waitingForRoom: false })
  })

  it('refuses a flag that is not a boolean', () => {
    const parsed = v.safeParse(createCallResponseSchema, {
      status: true,
      message: 'ok',
      data: { data: ENGAGEMENT_ID, waitingForRoom: 'yes' },
    })
    expect(parsed.success).toBe(false)
  })
})
