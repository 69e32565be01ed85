import { describe, expect, it } from 'vitest'
import { createLogger } from '../../logger'
import { createConsoleSmsProvider } from './console-provider'
import { composeOtpMessage } from './otp-message'
import { SmsDeliveryError } from './sms-provider'
import { createTwilioSmsProvider } from './twilio-provider'
import {
  TWILIO_ACCOUNT_SID,
  capturingLogger,
  recordingFetch,
} from '../../../tests/integration/support/twilio-stubs'

const SID = TWILIO_ACCOUNT_SID
const silent = createLogger('silent')

const message = {
  to: '+12065550123',
  body: composeOtpMessage({
    productName: 'Hirelane',
    publicUrl: 'https://jobs.hirelane.example',
    code: '042917',
  }),
  code: '042917',
}

describe('the code message', () => {
  it('says the product, code and lifetime, and ends with the WebOTP line for the public host', () => {
    expect(message.body).toBe(
      'Your Hirelane code is 042917. It expires in 10 minutes.\n\n@jobs.hirelane.example #042917',
    )
    const local = composeOtpMessage({
      productName: 'Shiftly',
      publicUrl: 'http://localhost:8080',
      code: '000001',
    })
    expect(local.split('\n').at(-1)).toBe('@localhost #000001')
    expect(local.split('\n')[0]).toBe('Your Shiftly code is 000001. It expires in 10 minutes.')
  })

  it('says the same in Spanish (tú) for a Spanish sign-in, with the same WebOTP line', () => {
    const options = {
      productName: 'Hirelane',
      publicUrl: 'https://jobs.hirelane.example',
      code: '042917',
    }
    expect(composeOtpMessage({ ...options, language: 'es' })).toBe(
      'Tu clave de Hirelane es 042917. Vence en 10 minutos.\n\n@jobs.hirelane.example #042917',
    )
    expect(composeOtpMessage({ ...options, language: 'en' })).toBe(message.body)
    // GSM-7's basic alphabet: one segment, like the English text (an 'ó' would make it UCS-2).
    const gsm7 = /^[A-Za-z0-9 \n@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/
    expect(composeOtpMessage({ ...options, language: 'es' })).toMatch(gsm7)
    // WebOTP reads only the last line: it must be identical in every language.
    expect(
      composeOtpMessage({ ...options, language: 'es' })
        .split('\n')
        .at(-1),
    ).toBe(message.body.split('\n').at(-1))
  })
})

describe('Twilio provider', () => {
  it('POSTs the form to the Messages resource with basic auth and From', async () => {
    const recorder = recordingFetch(() =>
      Response.json({ sid: 'SM123', status: 'queued' }, { status: 201 }),
    )
    const provider = createTwilioSmsProvider({
      accountSid: SID,
      authToken: 'auth-token-1',
      fromNumber: '+12065550100',
      messagingServiceSid: undefined,
      logger: silent,
      fetch: recorder.fetch,
    })
    await provider.send(message)

    expect(recorder.calls).toHaveLength(1)
    const [call] = recorder.calls
    expect(call?.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(call?.init.method).toBe('POST')
    expect(call?.init.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from(`${SID}:auth-token-1`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect(call?.init.body).toBe(
      'To=%2B12065550123&From=%2B12065550100&Body=Your+Hirelane+code+is+042917.+It+expires+in+10+minutes.%0A%0A%40jobs.hirelane.example+%23042917',
    )
  })

  it('uses MessagingServiceSid instead of From when configured', async () => {
    const recorder = recordingFetch(() => Response.json({ sid: 'SM123' }, { status: 201 }))
    const provider = createTwilioSmsProvider({
      accountSid: SID,
      authToken: 't',
      fromNumber: undefined,
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      logger: silent,
      fetch: recorder.fetch,
    })
    await provider.send(message)
    const form = new URLSearchParams(String(recorder.calls[0]?.init.body))
    expect(Object.fromEntries(form)).toEqual({
      To: '+12065550123',
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      Body: message.body,
    })
  })

  it('throws SmsDeliveryError when Twilio refuses or cannot be reached', async () => {
    const refusing = createTwilioSmsProvider({
      accountSid: SID,
      authToken: 't',
      fromNumber: '+12065550100',
      messagingServiceSid: undefined,
      logger: silent,
      fetch: recordingFetch(() =>
        Response.json({ code: 21211, message: "Invalid 'To' Phone Number" }, { status: 400 }),
      ).fetch,
    })
    await expect(refusing.send(message)).rejects.toBeInstanceOf(SmsDeliveryError)

    const unreachable = createTwilioSmsProvider({
      accountSid: SID,
      authToken: 't',
      fromNumber: '+12065550100',
      messagingServiceSid: undefined,
      logger: silent,
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch,
    })
    await expect(unreachable.send(message)).rejects.toBeInstanceOf(SmsDeliveryError)
  })
})

describe('console provider', () => {
  it('logs the code on one readable line (the number by its last digits) and keeps an outbox, newest first, capped', async () => {
    const { lines, logger } = capturingLogger()
    let now = new Date('2026-03-02T15:00:00.000Z')
    const provider = createConsoleSmsProvider({ logger, now: () => now, capacity: 3 })

    await provider.send(message)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe(
      'SMS to …0123: Your Hirelane code is 042917. It expires in 10 minutes.',
    )

    now = new Date('2026-03-02T15:01:00.000Z')
    await provider.send({ ...message, code: '111111', body: 'second' })
    await provider.send({ to: '+12065550999', body: 'other', code: '222222' })
    expect(provider.outboxFor('+12065550123')).toEqual([
      { to: '+12065550123', body: 'second', code: '111111', sentAt: '2026-03-02T15:01:00.000Z' },
      { ...message, sentAt: '2026-03-02T15:00:00.000Z' },
    ])

    await provider.send({ to: '+12065550999', body: 'other again', code: '333333' })
    // Capacity 3: the oldest message fell off.
    expect(provider.outboxFor('+12065550123').map((m) => m.code)).toEqual(['111111'])
    expect(provider.outboxFor('+12065550999').map((m) => m.code)).toEqual(['333333', '222222'])
  })
})
