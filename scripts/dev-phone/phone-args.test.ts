import { describe, expect, it } from 'vitest'
import { parsePhoneArgs } from './phone-args'

describe('the dev phone command line', () => {
  it('keeps WAV files and keys in the order given: the order of the answers', () => {
    expect(
      parsePhoneArgs([
        'answer',
        '2065550123',
        '--keys',
        '13#',
        'commute.wav',
        '--keys=43215#',
        '--server',
        'http://localhost:9000',
        '--keys',
        '1',
      ]),
    ).toEqual({
      command: 'answer',
      who: '2065550123',
      answers: [
        { kind: 'keys', keys: '13#' },
        { kind: 'wav', path: 'commute.wav' },
        { kind: 'keys', keys: '43215#' },
        { kind: 'keys', keys: '1' },
      ],
      server: 'http://localhost:9000',
    })
  })

  it('still answers with WAV files alone, as before keys', () => {
    expect(parsePhoneArgs(['answer', '2065550123', 'a.wav', 'b.wav'])).toEqual({
      command: 'answer',
      who: '2065550123',
      answers: [
        { kind: 'wav', path: 'a.wav' },
        { kind: 'wav', path: 'b.wav' },
      ],
      server: undefined,
    })
  })

  it('refuses keys a keypad does not have, and a command without a phone', () => {
    expect(() => parsePhoneArgs(['answer', '2065550123', '--keys', '12a'])).toThrow(
      /--keys takes keypad keys/,
    )
    expect(() => parsePhoneArgs(['answer', '--keys', '1', '2065550123'])).toThrow(
      /Name the phone before the answers/,
    )
    expect(() => parsePhoneArgs(['call', '2065550123'])).toThrow(/^Usage:/)
    expect(() => parsePhoneArgs([])).toThrow(/^Usage:/)
  })
})
