import { describe, expect, it } from 'vitest'
import {
  clearMessage,
  markMessage,
  mediaMessage,
  mediaPayloadBytes,
  parseServerStreamMessage,
  parseTwilioStreamMessage,
} from './twilio-media-stream'

/*
 * The example messages of https://www.twilio.com/docs/voice/media-streams/websocket-messages,
 * copied as the page prints them (its odd spacing included). The page abbreviates media
 * payloads ("no+JhoaJjpz..."), which is not base64; PAYLOAD completes it to whole groups.
 */
const PAYLOAD = 'no+JhoaJjpzS'

const docs = {
  connected: `{ 
 "event": "connected",
 "protocol": "Call", 
 "version": "1.0.0"
}`,
  start: `{
  "event": "start",
  "sequenceNumber": "1",
  "start": {
    "accountSid": "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "callSid": "CAXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "tracks": [ "inbound" ],
    "mediaFormat": { 
        "encoding": "audio/x-mulaw", 
        "sampleRate": 8000, 
        "channels": 1 },
    "customParameters": {
     "FirstName": "Jane",
     "LastName": "Doe",
     "RemoteParty": "Bob"
   }
  },
  "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
}`,
  outboundMedia: `{ 
 "event": "media",
 "sequenceNumber": "3", 
 "media": { 
   "track": "outbound", 
   "chunk": "1", 
   "timestamp": "5",
   "payload": "${PAYLOAD}"
 } ,
 "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
}`,
  inboundMedia: `
{ 
 "event": "media",
 "sequenceNumber": "4",
 "media": { 
   "track": "inbound", 
   "chunk": "2", 
   "timestamp": "5",
   "payload": "${PAYLOAD}"
 },
"streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX" 
}`,
  stop: `{ 
 "event": "stop",
 "sequenceNumber": "5",
 "stop": {
    "accountSid": "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "callSid": "CAXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
  },
  "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX" 
}`,
  dtmf: `
{ 
  "event": "dtmf", 
  "streamSid":"MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", 
  "sequenceNumber":"5", 
  "dtmf": { 
      "track":"inbound_track", 
      "digit": "1"
  }
}`,
  mark: `{ 
 "event": "mark",
 "sequenceNumber": "4",
 "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
 "mark": {
   "name": "my label"
 }
}`,
  sendMedia: `{
  "event": "media",
  "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
  "media": {
    "payload": "${PAYLOAD}"
  }
}`,
  sendMark: `{ 
 "event": "mark",
 "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
 "mark": {
   "name": "my label"
 }
}`,
  sendClear: `{ 
 "event": "clear",
 "streamSid": "MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
}`,
}

const STREAM = 'MZXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'

describe('messages from Twilio', () => {
  it('reads the connected message', () => {
    expect(parseTwilioStreamMessage(docs.connected)).toEqual({
      event: 'connected',
      protocol: 'Call',
      version: '1.0.0',
    })
  })

  it('reads the start message with its call, tracks, parameters and format', () => {
    expect(parseTwilioStreamMessage(docs.start)).toEqual({
      event: 'start',
      sequenceNumber: '1',
      streamSid: STREAM,
      start: {
        accountSid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
        streamSid: STREAM,
        callSid: 'CAXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
        tracks: ['inbound'],
        mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
        customParameters: { FirstName: 'Jane', LastName: 'Doe', RemoteParty: 'Bob' },
      },
    })
  })

  it('takes a start without custom parameters as an empty set', () => {
    const start = JSON.parse(docs.start) as { start: Record<string, unknown> }
    delete start.start.customParameters
    const parsed = parseTwilioStreamMessage(JSON.stringify(start))
    expect(parsed?.event === 'start' && parsed.start.customParameters).toEqual({})
  })

  it('refuses a stream in any other audio format', () => {
    for (const mediaFormat of [
      { encoding: 'audio/x-alaw', sampleRate: 8000, channels: 1 },
      { encoding: 'audio/x-mulaw', sampleRate: 16000, channels: 1 },
      { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 2 },
    ]) {
      const start = JSON.parse(docs.start) as { start: Record<string, unknown> }
      start.start.mediaFormat = mediaFormat
      expect(parseTwilioStreamMessage(JSON.stringify(start))).toBeUndefined()
    }
  })

  it('reads inbound and outbound media and decodes the payload', () => {
    const inbound = parseTwilioStreamMessage(docs.inboundMedia)
    expect(inbound).toEqual({
      event: 'media',
      sequenceNumber: '4',
      streamSid: STREAM,
      media: { track: 'inbound', chunk: '2', timestamp: '5', payload: PAYLOAD },
    })
    const outbound = parseTwilioStreamMessage(docs.outboundMedia)
    expect(outbound?.event === 'media' && outbound.media.track).toBe('outbound')
    if (inbound?.event !== 'media') throw new Error('not a media message')
    expect([...mediaPayloadBytes(inbound)]).toEqual([...Buffer.from(PAYLOAD, 'base64')])
    expect(mediaPayloadBytes(inbound)).toHaveLength(9)
  })

  it('reads stop, dtmf and the echoed mark', () => {
    expect(parseTwilioStreamMessage(docs.stop)).toEqual({
      event: 'stop',
      sequenceNumber: '5',
      streamSid: STREAM,
      stop: {
        accountSid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
        callSid: 'CAXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
      },
    })
    expect(parseTwilioStreamMessage(docs.dtmf)).toEqual({
      event: 'dtmf',
      sequenceNumber: '5',
      streamSid: STREAM,
      dtmf: { track: 'inbound_track', digit: '1' },
    })
    expect(parseTwilioStreamMessage(docs.mark)).toEqual({
      event: 'mark',
      sequenceNumber: '4',
      streamSid: STREAM,
      mark: { name: 'my label' },
    })
  })

  it('ignores what is not a documented message', () => {
    const media = JSON.parse(docs.inboundMedia) as { media: Record<string, unknown> }
    const broken = [
      '',
      'not json',
      'null',
      '[]',
      '{"event":"unknown","streamSid":"MZ1"}',
      docs.sendClear, // the server's own message, never Twilio's
      JSON.stringify({ ...media, media: { ...media.media, payload: 'no+JhoaJjpz...' } }),
      JSON.stringify({ ...media, media: { ...media.media, track: 'both' } }),
      JSON.stringify({ ...media, sequenceNumber: 4 }),
      JSON.stringify({ ...media, streamSid: undefined }),
    ]
    for (const text of broken) expect(parseTwilioStreamMessage(text), text).toBeUndefined()
  })
})

describe('messages to Twilio', () => {
  it('builds media, mark and clear exactly as the docs show them', () => {
    const bytes = Buffer.from(PAYLOAD, 'base64')
    expect(JSON.parse(mediaMessage(STREAM, bytes))).toEqual(JSON.parse(docs.sendMedia))
    expect(JSON.parse(markMessage(STREAM, 'my label'))).toEqual(JSON.parse(docs.sendMark))
    expect(JSON.parse(clearMessage(STREAM))).toEqual(JSON.parse(docs.sendClear))
  })

  it('encodes only the bytes of a view, not the buffer around it', () => {
    const whole = Uint8Array.from([1, 2, 3, 0xff, 0xff, 4])
    const sent = parseServerStreamMessage(mediaMessage(STREAM, whole.subarray(3, 5)))
    expect(sent?.event === 'media' && [...mediaPayloadBytes(sent)]).toEqual([0xff, 0xff])
  })

  it('reads the server side back the way Twilio would', () => {
    expect(parseServerStreamMessage(markMessage(STREAM, 'prompt-3'))).toEqual({
      event: 'mark',
      streamSid: STREAM,
      mark: { name: 'prompt-3' },
    })
    expect(parseServerStreamMessage(clearMessage(STREAM))).toEqual({
      event: 'clear',
      streamSid: STREAM,
    })
    expect(parseServerStreamMessage(docs.inboundMedia)?.event).toBe('media') // extra fields dropped
    expect(parseServerStreamMessage(docs.connected)).toBeUndefined()
  })
})
