import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createLogger } from '../../logger'
import { createTelephonyProvider } from './create-telephony-provider'
import { createDevTelephonyProvider } from './dev-telephony-provider'
import { CallPlacementError } from './telephony-provider'
import { createTwilioTelephonyProvider } from './twilio-telephony-provider'
import {
  TWILIO_ACCOUNT_SID,
  capturingLogger,
  recordingFetch,
} from '../../../tests/integration/support/twilio-stubs'

const SID = TWILIO_ACCOUNT_SID
const CALL_SID = 'CAfedcba9876543210fedcba9876543210'
const AUTH_TOKEN = 'auth-token-voice-7f3a'
const silent = createLogger('silent')

const request = {
  to: '+12065550123',
  streamUrl: 'wss://voice.hirelane.example/ws/phone/tok_abc123',
  statusCallbackUrl: 'https://voice.hirelane.example/api/telephony/twilio/status',
}

const twilio = (fetchStub: typeof fetch, logger = silent) =>
  createTwilioTelephonyProvider({
    accountSid: SID,
    authToken: AUTH_TOKEN,
    fromNumber: '+12065550142',
    logger,
    fetch: fetchStub,
  })

describe('Twilio telephony provider', () => {
  it('POSTs the call to the Calls resource with basic auth, the stream TwiML, callbacks and async AMD', async () => {
    const recorder = recordingFetch(() =>
      Response.json({ sid: CALL_SID, status: 'queued' }, { status: 201 }),
    )
    const answer = await twilio(recorder.fetch).placeCall(request)
    expect(answer).toEqual({ callSid: CALL_SID })

    expect(recorder.calls).toHaveLength(1)
    const [call] = recorder.calls
    expect(call?.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Calls.json`)
    expect(call?.init.method).toBe('POST')
    expect(call?.init.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    const form = new URLSearchParams(String(call?.init.body))
    expect([...form]).toEqual([
      ['To', '+12065550123'],
      ['From', '+12065550142'],
      [
        'Twiml',
        '<?xml version="1.0" encoding="UTF-8"?><Response><Connect><Stream url="wss://voice.hirelane.example/ws/phone/tok_abc123"/></Connect></Response>',
      ],
      ['StatusCallback', 'https://voice.hirelane.example/api/telephony/twilio/status'],
      ['StatusCallbackMethod', 'POST'],
      ['StatusCallbackEvent', 'initiated'],
      ['StatusCallbackEvent', 'ringing'],
      ['StatusCallbackEvent', 'answered'],
      ['StatusCallbackEvent', 'completed'],
      ['Timeout', '30'],
      ['MachineDetection', 'Enable'],
      ['AsyncAmd', 'true'],
      ['AsyncAmdStatusCallback', 'https://voice.hirelane.example/api/telephony/twilio/status'],
      ['AsyncAmdStatusCallbackMethod', 'POST'],
    ])
    // The event parameter is repeated on the wire, as Twilio reads a list.
    expect(String(call?.init.body)).toContain(
      'StatusCallbackEvent=initiated&StatusCallbackEvent=ringing&StatusCallbackEvent=answered&StatusCallbackEvent=completed',
    )
  })

  it.each([
    [400, { code: 21215, message: 'Account not authorized to call +12065550123' }],
    [500, { code: 20500, message: 'Internal Server Error' }],
  ])(
    'throws CallPlacementError on %i and logs status, Twilio code and message, never the token',
    async (status, body) => {
      const { lines, logger } = capturingLogger()
      const provider = twilio(recordingFetch(() => Response.json(body, { status })).fetch, logger)
      await expect(provider.placeCall(request)).rejects.toBeInstanceOf(CallPlacementError)

      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
        msg: 'Twilio refused the call',
        status,
        twilioCode: body.code,
        // Twilio's message may name the number; the log scrubs it (docs/adr/0094).
        twilioMessage: body.message.replace('+12065550123', '[phone]'),
      })
      const everything = lines.join('\n')
      expect(everything).not.toContain('+12065550123')
      expect(everything).not.toContain(AUTH_TOKEN)
      expect(everything).not.toContain(Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64'))
    },
  )

  it('throws CallPlacementError when Twilio cannot be reached or times out, and logs it', async () => {
    for (const failure of [
      new TypeError('fetch failed'),
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
    ]) {
      const { lines, logger } = capturingLogger()
      const provider = twilio(
        (async () => {
          throw failure
        }) as typeof fetch,
        logger,
      )
      await expect(provider.placeCall(request)).rejects.toBeInstanceOf(CallPlacementError)
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0] ?? '{}').msg).toBe('Twilio request failed')
      expect(lines.join('\n')).not.toContain(AUTH_TOKEN)
    }
  })

  it('gives up after timeoutMs when Twilio does not answer', async () => {
    const hanging = (async (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as typeof fetch
    const provider = createTwilioTelephonyProvider({
      accountSid: SID,
      authToken: AUTH_TOKEN,
      fromNumber: '+12065550142',
      logger: silent,
      fetch: hanging,
      timeoutMs: 20,
    })
    await expect(provider.placeCall(request)).rejects.toBeInstanceOf(CallPlacementError)
  })

  it('refuses an answer without a call sid', async () => {
    const { lines, logger } = capturingLogger()
    const provider = twilio(
      recordingFetch(() => Response.json({ status: 'queued' }, { status: 201 })).fetch,
      logger,
    )
    await expect(provider.placeCall(request)).rejects.toBeInstanceOf(CallPlacementError)
    expect(lines).toHaveLength(1)
  })

  it('hangs up by updating the call to Status=completed', async () => {
    const recorder = recordingFetch(() =>
      Response.json({ sid: CALL_SID, status: 'completed' }, { status: 200 }),
    )
    await twilio(recorder.fetch).hangUp(CALL_SID)
    expect(recorder.calls).toHaveLength(1)
    const [call] = recorder.calls
    expect(call?.url).toBe(
      `https://api.twilio.com/2010-04-01/Accounts/${SID}/Calls/${CALL_SID}.json`,
    )
    expect(call?.init.method).toBe('POST')
    expect(call?.init.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect(call?.init.body).toBe('Status=completed')
  })

  it('takes a call already over quietly: 404 or 21220 call not in progress', async () => {
    for (const [status, body] of [
      [404, { code: 20404, message: 'The requested resource was not found' }],
      [400, { code: 21220, message: 'Call is not in-progress. Cannot redirect.' }],
    ] as const) {
      const { lines, logger } = capturingLogger()
      const provider = twilio(recordingFetch(() => Response.json(body, { status })).fetch, logger)
      await expect(provider.hangUp(CALL_SID)).resolves.toBeUndefined()
      expect(lines).toEqual([])
    }
  })

  it('logs other hang-up failures without throwing and without the token', async () => {
    const refused = capturingLogger()
    const provider = twilio(
      recordingFetch(() => Response.json({ code: 20003, message: 'Authenticate' }, { status: 401 }))
        .fetch,
      refused.logger,
    )
    await expect(provider.hangUp(CALL_SID)).resolves.toBeUndefined()
    expect(refused.lines).toHaveLength(1)
    expect(JSON.parse(refused.lines[0] ?? '{}')).toMatchObject({
      msg: 'Twilio refused to end the call',
      callSid: CALL_SID,
      status: 401,
      twilioCode: 20003,
      twilioMessage: 'Authenticate',
    })
    expect(refused.lines.join('\n')).not.toContain(AUTH_TOKEN)

    const unreachable = capturingLogger()
    const offline = twilio(
      (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch,
      unreachable.logger,
    )
    await expect(offline.hangUp(CALL_SID)).resolves.toBeUndefined()
    expect(unreachable.lines).toHaveLength(1)
    expect(JSON.parse(unreachable.lines[0] ?? '{}').msg).toBe('Twilio request to end a call failed')
  })
})

describe('dev telephony provider', () => {
  it('logs one readable line per call and keeps an outbox, newest first, capped', async () => {
    const { lines, logger } = capturingLogger()
    let now = new Date('2026-03-02T15:00:00.000Z')
    const provider = createDevTelephonyProvider({ logger, now: () => now, capacity: 3 })
    expect(provider.name).toBe('dev')

    const first = await provider.placeCall(request)
    expect(first.callSid).toMatch(/^CA[0-9a-f]{32}$/)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe(
      'Phone call to …0123 (dev): answer it with npm run phone -- answer <phone>',
    )

    now = new Date('2026-03-02T15:01:00.000Z')
    const second = await provider.placeCall({ ...request, streamUrl: 'ws://localhost/ws/phone/b' })
    const other = await provider.placeCall({ ...request, to: '+12065550999' })
    expect(new Set([first.callSid, second.callSid, other.callSid]).size).toBe(3)
    expect(provider.callsTo('+12065550123')).toEqual([
      {
        to: '+12065550123',
        streamUrl: 'ws://localhost/ws/phone/b',
        callSid: second.callSid,
        placedAt: '2026-03-02T15:01:00.000Z',
      },
      {
        to: '+12065550123',
        streamUrl: request.streamUrl,
        callSid: first.callSid,
        placedAt: '2026-03-02T15:00:00.000Z',
      },
    ])

    const fourth = await provider.placeCall({ ...request, to: '+12065550999' })
    // Capacity 3: the oldest call fell off.
    expect(provider.callsTo('+12065550123').map((call) => call.callSid)).toEqual([second.callSid])
    expect(provider.callsTo('+12065550999').map((call) => call.callSid)).toEqual([
      fourth.callSid,
      other.callSid,
    ])
    expect(provider.callsTo('+12065550000')).toEqual([])
  })

  it('marks a call ended when hung up, once, and shrugs at unknown calls', async () => {
    let now = new Date('2026-03-02T15:00:00.000Z')
    const provider = createDevTelephonyProvider({ logger: silent, now: () => now })
    const { callSid } = await provider.placeCall(request)
    expect(provider.callsTo(request.to)[0]?.endedAt).toBeUndefined()

    now = new Date('2026-03-02T15:04:30.000Z')
    await provider.hangUp(callSid)
    expect(provider.callsTo(request.to)[0]).toMatchObject({
      callSid,
      placedAt: '2026-03-02T15:00:00.000Z',
      endedAt: '2026-03-02T15:04:30.000Z',
    })

    now = new Date('2026-03-02T15:09:00.000Z')
    await provider.hangUp(callSid)
    expect(provider.callsTo(request.to)[0]?.endedAt).toBe('2026-03-02T15:04:30.000Z')
    await expect(provider.hangUp(`CA${'0'.repeat(32)}`)).resolves.toBeUndefined()

    // A reader's copy cannot change the outbox.
    const copy = provider.callsTo(request.to)[0]
    if (copy) copy.endedAt = undefined
    expect(provider.callsTo(request.to)[0]?.endedAt).toBe('2026-03-02T15:04:30.000Z')
  })
})

describe('createTelephonyProvider', () => {
  const now = () => new Date('2026-03-02T15:00:00.000Z')

  it('makes the provider the configuration names, or none', () => {
    expect(createTelephonyProvider(loadConfig({}).telephony, silent, now)?.name).toBe('dev')
    expect(
      createTelephonyProvider(
        loadConfig({
          TELEPHONY_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: AUTH_TOKEN,
          TWILIO_VOICE_NUMBER: '+12065550142',
          PUBLIC_URL: 'https://jobs.hirelane.example',
          // The console SMS beside a public URL is refused without the switch (config.ts).
          DEV_AFFORDANCES: 'on',
        }).telephony,
        silent,
        now,
      )?.name,
    ).toBe('twilio')
    expect(
      createTelephonyProvider(loadConfig({ TELEPHONY_PROVIDER: 'none' }).telephony, silent, now),
    ).toBeUndefined()
  })
})
