import { describe, expect, it } from 'vitest'
import {
  captionMark,
  LISTENING_MARK as SERVER_LISTENING,
} from '../interview/phone-call/phone-call-link'
import {
  clearMessage,
  markMessage,
  mediaMessage,
  mediaPayloadBytes,
  parseTwilioStreamMessage,
} from '../telephony/twilio-media-stream'
import {
  callToAnswer,
  createMarkQueue,
  createTwilioStream,
  isKeypadKey,
  LISTENING_MARK,
  normalisePhone,
  parseCaptionMark,
  parseServerMessage,
  twilioSid,
} from './phone-protocol.js'

/**
 * The dev phone page's side of the Media Streams socket: what it sends must be what Twilio sends
 * (the documented shapes, and accepted by the server's own parser), and it must read what the
 * server sends as Twilio reads it.
 */

const CALL_SID = 'CAfedcba9876543210fedcba9876543210'

describe('Twilio’s messages, as the page builds them', () => {
  it('uses Twilio-shaped ids: MZ stream, AC account, two letters and 32 hex digits', () => {
    const stream = createTwilioStream({ callSid: CALL_SID })
    expect(stream.streamSid).toMatch(/^MZ[0-9a-f]{32}$/)
    expect(stream.accountSid).toMatch(/^AC[0-9a-f]{32}$/)
    expect(stream.callSid).toBe(CALL_SID)
    expect(createTwilioStream({ callSid: CALL_SID }).streamSid).not.toBe(stream.streamSid)
    expect(twilioSid('MZ', (bytes) => bytes.fill(0xab))).toBe(`MZ${'ab'.repeat(16)}`)
  })

  it('sends connected, start, media, mark and stop exactly as documented, numbered as Twilio numbers them', () => {
    const stream = createTwilioStream({
      callSid: CALL_SID,
      streamSid: `MZ${'1'.repeat(32)}`,
      accountSid: `AC${'2'.repeat(32)}`,
    })
    const frame = Uint8Array.from({ length: 160 }, (_, i) => i)
    const sent = [
      stream.connected(),
      stream.start(),
      stream.media(frame),
      stream.media(new Uint8Array(160).fill(0xff)),
      stream.mark('caption:1:greeting:Hi Rosa!'),
      stream.media(frame),
      stream.stop(),
    ].map((text) => JSON.parse(text))
    const streamSid = `MZ${'1'.repeat(32)}`
    const accountSid = `AC${'2'.repeat(32)}`
    expect(sent).toEqual([
      { event: 'connected', protocol: 'Call', version: '1.0.0' },
      {
        event: 'start',
        sequenceNumber: '1',
        start: {
          accountSid,
          streamSid,
          callSid: CALL_SID,
          tracks: ['inbound'],
          customParameters: {},
          mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
        },
        streamSid,
      },
      {
        event: 'media',
        sequenceNumber: '2',
        media: {
          track: 'inbound',
          chunk: '1',
          timestamp: '0',
          payload: Buffer.from(frame).toString('base64'),
        },
        streamSid,
      },
      {
        event: 'media',
        sequenceNumber: '3',
        media: {
          track: 'inbound',
          chunk: '2',
          timestamp: '20',
          payload: Buffer.alloc(160, 0xff).toString('base64'),
        },
        streamSid,
      },
      {
        event: 'mark',
        sequenceNumber: '4',
        streamSid,
        mark: { name: 'caption:1:greeting:Hi Rosa!' },
      },
      {
        event: 'media',
        sequenceNumber: '5',
        media: expect.objectContaining({ chunk: '3', timestamp: '40' }),
        streamSid,
      },
      {
        event: 'stop',
        sequenceNumber: '6',
        streamSid,
        stop: { accountSid, callSid: CALL_SID },
      },
    ])
  })

  it('sends only messages the server’s parser of Twilio’s protocol accepts', () => {
    const stream = createTwilioStream({ callSid: CALL_SID })
    const frame = Uint8Array.from({ length: 160 }, (_, i) => 255 - i)
    const texts = [stream.connected(), stream.start(), stream.media(frame)]
    texts.push(stream.mark('listening'), stream.dtmf('#'), stream.stop())
    const parsed = texts.map((text) => parseTwilioStreamMessage(text))
    expect(parsed.map((message) => message?.event)).toEqual([
      'connected',
      'start',
      'media',
      'mark',
      'dtmf',
      'stop',
    ])
    const media = parsed[2]
    if (media?.event !== 'media') throw new Error('not a media message')
    expect(mediaPayloadBytes(media)).toEqual(frame)
    expect(parsed[4]).toMatchObject({ event: 'dtmf', dtmf: { digit: '#' } })
  })

  it('sends a keypad key as Twilio does, numbered with the rest, and refuses anything else', () => {
    const stream = createTwilioStream({ callSid: CALL_SID, streamSid: `MZ${'1'.repeat(32)}` })
    stream.start()
    expect(JSON.parse(stream.dtmf('7'))).toEqual({
      event: 'dtmf',
      sequenceNumber: '2',
      streamSid: `MZ${'1'.repeat(32)}`,
      dtmf: { track: 'inbound_track', digit: '7' },
    })
    expect(JSON.parse(stream.dtmf('*')).sequenceNumber).toBe('3')
    for (const key of ['', '12', 'A', ' ', '+']) expect(() => stream.dtmf(key)).toThrow()
    expect(['0', '9', '*', '#'].every(isKeypadKey)).toBe(true)
    expect([undefined, 1, 'a', '##'].some(isKeypadKey)).toBe(false)
  })
})

describe('what the server sends, read as Twilio reads it', () => {
  const sid = `MZ${'3'.repeat(32)}`

  it('reads media, mark and clear from the server’s own builders', () => {
    const audio = Uint8Array.from({ length: 160 }, (_, i) => i % 7)
    expect(parseServerMessage(mediaMessage(sid, audio))).toEqual({
      event: 'media',
      payload: Buffer.from(audio).toString('base64'),
    })
    expect(parseServerMessage(markMessage(sid, 'listening'))).toEqual({
      event: 'mark',
      name: 'listening',
    })
    expect(parseServerMessage(clearMessage(sid))).toEqual({ event: 'clear' })
  })

  it('ignores anything else', () => {
    for (const text of ['', 'not json', 'null', '[]', '{"event":"start"}', '{"event":"mark"}'])
      expect(parseServerMessage(text)).toBeUndefined()
  })

  it('reads the recruiter’s caption marks, colons in the text included, and the listening mark', () => {
    const text = "Hi Rosa! Next: what pay, per hour, do you need? It's 9:30."
    expect(parseCaptionMark(captionMark(12, 'question', text))).toEqual({
      id: 12,
      kind: 'question',
      text,
    })
    expect(parseCaptionMark(captionMark(1, 'greeting', 'Line one\nline two'))?.text).toBe(
      'Line one\nline two',
    )
    expect(parseCaptionMark(SERVER_LISTENING)).toBeUndefined()
    expect(LISTENING_MARK).toBe(SERVER_LISTENING)
  })
})

describe('marks wait behind the audio queued before them', () => {
  it('are due in order once the playback clock reaches the end of their audio', () => {
    const marks = createMarkQueue()
    marks.add('caption:1:greeting:Hi', 0)
    expect(marks.due(0)).toEqual(['caption:1:greeting:Hi'])
    marks.add('a', 1.0)
    marks.add('b', 1.5)
    marks.add('c', 1.5)
    expect(marks.due(0.99)).toEqual([])
    expect(marks.due(1.0)).toEqual(['a'])
    expect(marks.due(1.6)).toEqual(['b', 'c'])
    expect(marks.size).toBe(0)
  })

  it('are all due at once when the audio is cleared', () => {
    const marks = createMarkQueue()
    marks.add('x', 3)
    marks.add('y', 4)
    expect(marks.clear()).toEqual(['x', 'y'])
    expect(marks.due(10)).toEqual([])
  })
})

describe('the number typed on the page, and the call it answers', () => {
  it('takes +1 and 10 digits, or 10 digits, and nothing else', () => {
    expect(normalisePhone('+12065550123')).toBe('+12065550123')
    expect(normalisePhone('2065550123')).toBe('+12065550123')
    expect(normalisePhone(' (206) 555-0123 ')).toBe('+12065550123')
    expect(normalisePhone('206.555.0123')).toBe('+12065550123')
    for (const wrong of ['', '206555012', '20655501234', '+442065550123', '+1206555012x'])
      expect(normalisePhone(wrong)).toBeUndefined()
  })

  it('answers the newest call that has not ended', () => {
    const call = (callSid: string, placedAt: string, endedAt?: string) => ({
      to: '+12065550123',
      streamUrl: `ws://localhost:8080/ws/phone/${callSid}`,
      callSid,
      placedAt,
      ...(endedAt ? { endedAt } : {}),
    })
    const calls = [
      call('CA3', '2025-01-01T10:03:00.000Z', '2025-01-01T10:04:00.000Z'),
      call('CA2', '2025-01-01T10:02:00.000Z'),
      call('CA1', '2025-01-01T10:01:00.000Z'),
    ]
    expect(callToAnswer(calls)?.callSid).toBe('CA2')
    expect(callToAnswer([...calls].reverse())?.callSid).toBe('CA2')
    expect(callToAnswer([calls[0]!])).toBeUndefined()
    expect(callToAnswer([])).toBeUndefined()
  })
})
