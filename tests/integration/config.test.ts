import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  isLoopbackHost,
  loadConfig,
  modeLine,
  sharedKeysWarning,
} from '../../server/config'
import { generateVapidKeys } from '../../server/keys'

const TWILIO_SID = `AC${'1'.repeat(32)}`

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message.split('\n')).toHaveLength(1)
    return message
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

const AZURE_CONNECTION =
  'DefaultEndpointsProtocol=https;AccountName=hirelane;AccountKey=a2V5;EndpointSuffix=core.windows.net'

describe('configuration', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      trustProxy: false,
      sms: { provider: 'console' },
      telephony: { provider: 'dev', publicUrl: 'http://localhost:8080' },
      rateLimits: { sendsPerIpPerHour: 150, checksPerIpPerHour: 600 },
      jwtSecret: undefined,
      accessTokenTtlDays: 30,
      productName: 'Hirelane',
      cspConnectSrc: [],
      staticDir: resolve('dist'),
      blob: { connectionString: undefined, container: 'resumes' },
      interview: {
        stunUrls: [],
        transcriber: { kind: 'auto' },
        resumeWindowMs: 120_000,
        speech: { engine: 'auto', voice: undefined },
      },
      autoApplyLimit: 10,
      recordingRetentionDays: 30,
      agencyReportUrls: new Map(),
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/hirelane',
      DATABASE_URL: 'postgres://app:pw@db:5432/hirelane',
      PUBLIC_URL: 'https://jobs.hirelane.example/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_MESSAGING_SERVICE_SID: `MG${'2'.repeat(32)}`,
      RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '20',
      RATE_LIMIT_CHECKS_PER_IP_PER_HOUR: '40',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL_DAYS: '7',
      PRODUCT_NAME: 'Shiftly',
      CSP_CONNECT_SRC: 'https://api.example.com, wss://rtc.example.com',
      STATIC_DIR: '/srv/dist',
      BLOB_CONNECTION_STRING: AZURE_CONNECTION,
      BLOB_CONTAINER: 'cv-uploads',
      STUN_URLS: 'stun:stun.example.com:3478, turn:turn.example.com',
      TRANSCRIBER: 'https://api.openai.com/v1/audio/transcriptions',
      TRANSCRIBER_API_KEY: 'sk-secret',
      TRANSCRIBER_MODEL: 'gpt-4o-mini-transcribe',
      INTERVIEW_RESUME_WINDOW_SECONDS: '300',
      AUTO_APPLY_LIMIT: '25',
      RECORDING_RETENTION_DAYS: '14',
      AGENCY_REPORT_URLS:
        'lone-star=https://hooks.lonestar.example/hirelane , pacific=http://localhost:9100/reports',
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/hirelane',
      databaseUrl: 'postgres://app:pw@db:5432/hirelane',
      publicUrl: 'https://jobs.hirelane.example',
      logLevel: 'warn',
      trustProxy: true,
      sms: {
        provider: 'twilio',
        accountSid: TWILIO_SID,
        authToken: 'secret-token',
        fromNumber: undefined,
        messagingServiceSid: `MG${'2'.repeat(32)}`,
      },
      rateLimits: { sendsPerIpPerHour: 20, checksPerIpPerHour: 40 },
      jwtSecret: 's'.repeat(40),
      accessTokenTtlDays: 7,
      productName: 'Shiftly',
      cspConnectSrc: ['https://api.example.com', 'wss://rtc.example.com'],
      staticDir: '/srv/dist',
      blob: { connectionString: AZURE_CONNECTION, container: 'cv-uploads' },
      interview: {
        stunUrls: ['stun:stun.example.com:3478', 'turn:turn.example.com'],
        transcriber: {
          kind: 'url',
          url: 'https://api.openai.com/v1/audio/transcriptions',
          apiKey: 'sk-secret',
          model: 'gpt-4o-mini-transcribe',
        },
        resumeWindowMs: 300_000,
      },
      autoApplyLimit: 25,
      recordingRetentionDays: 14,
      agencyReportUrls: new Map([
        ['lone-star', 'https://hooks.lonestar.example/hirelane'],
        ['pacific', 'http://localhost:9100/reports'],
      ]),
    })
  })

  it('phone calls: the dev phone beside the console SMS, none beside Twilio SMS, or Twilio', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:9000' }).telephony).toEqual({
      provider: 'dev',
      publicUrl: 'http://127.0.0.1:9000',
    })
    expect(
      loadConfig({
        TELEPHONY_PUBLIC_URL: 'https://abc123.tunnel.example/ignored/path',
        DEV_AFFORDANCES: 'on',
      }).telephony,
    ).toEqual({ provider: 'dev', publicUrl: 'https://abc123.tunnel.example' })
    expect(loadConfig({ TELEPHONY_PROVIDER: 'none' }).telephony).toEqual({ provider: 'none' })

    const smsTwilio = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM_NUMBER: '+12065550100',
    }
    expect(loadConfig(smsTwilio).telephony).toEqual({ provider: 'none' })

    const voice = {
      TELEPHONY_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_VOICE_NUMBER: '+12065550142',
      // The console SMS beside a public URL needs the switch.
      DEV_AFFORDANCES: 'on',
    }
    expect(
      loadConfig({ ...voice, PUBLIC_URL: 'https://jobs.hirelane.example/' }).telephony,
    ).toEqual({
      provider: 'twilio',
      publicUrl: 'https://jobs.hirelane.example',
      accountSid: TWILIO_SID,
      authToken: 'secret-token',
      fromNumber: '+12065550142',
      // Real calls always keep calling hours: 8 am to 9 pm unless narrowed.
      callingHours: { startHour: 8, endHour: 21 },
    })
    expect(
      loadConfig({ ...voice, PUBLIC_URL: 'https://a.example', CALLING_HOURS: '9-20' }).telephony,
    ).toMatchObject({
      callingHours: { startHour: 9, endHour: 20 },
    })
    // The dev phone keeps them only when asked to.
    expect(loadConfig({ CALLING_HOURS: '8-21' }).telephony).toMatchObject({
      provider: 'dev',
      callingHours: { startHour: 8, endHour: 21 },
    })
    // Its own origin wins over PUBLIC_URL, which may then be anything; SMS stays the console.
    const both = loadConfig({ ...voice, TELEPHONY_PUBLIC_URL: 'https://voice.hirelane.example' })
    expect(both.telephony).toMatchObject({
      provider: 'twilio',
      publicUrl: 'https://voice.hirelane.example',
    })
    expect(both.sms).toEqual({ provider: 'console' })
    expect(
      loadConfig({ ...smsTwilio, ...voice, PUBLIC_URL: 'https://a.example' }).telephony,
    ).toMatchObject({ provider: 'twilio', fromNumber: '+12065550142' })
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMS_PROVIDER: '' }).port).toBe(8080)
  })

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")',
    ],
    [{ PORT: '0' }, 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "0")'],
    [
      { AGENCY_REPORT_URLS: 'acme=https://hooks.example/' },
      'Invalid configuration: AGENCY_REPORT_URLS must be slug=URL entries; names no agency "acme" (agencies: lone-star, pacific, mountain-west, heartland, southeast, keystone) (got "acme=https://hooks.example/")',
    ],
    [
      { AGENCY_REPORT_URLS: 'lone-star=http://hooks.example/' },
      'Invalid configuration: AGENCY_REPORT_URLS must be slug=URL entries; gives lone-star no https:// URL (http:// only to localhost) (got "lone-star=http://hooks.example/")',
    ],
    [
      { AGENCY_REPORT_URLS: 'lone-star=https://a.example/,lone-star=https://b.example/' },
      'Invalid configuration: AGENCY_REPORT_URLS must be slug=URL entries; lone-star is given twice (got "lone-star=https://a.example/,lone-star=https://b.example/")',
    ],
    [
      { AGENCY_REPORT_URLS: 'https://hooks.example/' },
      'Invalid configuration: AGENCY_REPORT_URLS must be slug=URL entries; "https://hooks.example/" is not slug=URL (got "https://hooks.example/")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'Invalid configuration: TRUST_PROXY must be true or false (got "yes")',
    ],
    [
      { SMS_PROVIDER: 'carrier-pigeon' },
      'Invalid configuration: SMS_PROVIDER must be console or twilio (got "carrier-pigeon")',
    ],
    [
      { SMS_PROVIDER: 'twilio' },
      'Invalid configuration: TWILIO_ACCOUNT_SID is required when SMS_PROVIDER=twilio',
    ],
    [
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: TWILIO_SID },
      'Invalid configuration: TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio',
    ],
    [
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: TWILIO_SID, TWILIO_AUTH_TOKEN: 'token' },
      'Invalid configuration: TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio',
    ],
    [
      { TWILIO_FROM_NUMBER: '206-555-0100' },
      'Invalid configuration: TWILIO_FROM_NUMBER must be an E.164 number such as +12065550100 (got "206-555-0100")',
    ],
    [
      { TELEPHONY_PROVIDER: 'pots' },
      'Invalid configuration: TELEPHONY_PROVIDER must be dev, twilio or none (got "pots")',
    ],
    [
      {
        TELEPHONY_PROVIDER: 'dev',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM_NUMBER: '+12065550100',
      },
      'Invalid configuration: TELEPHONY_PROVIDER=dev is a development affordance: it needs SMS_PROVIDER=console',
    ],
    [
      { TELEPHONY_PROVIDER: 'twilio', PUBLIC_URL: 'https://jobs.example.com' },
      'Invalid configuration: TWILIO_ACCOUNT_SID is required when TELEPHONY_PROVIDER=twilio',
    ],
    [
      {
        TELEPHONY_PROVIDER: 'twilio',
        PUBLIC_URL: 'https://jobs.example.com',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
      },
      'Invalid configuration: TWILIO_AUTH_TOKEN is required when TELEPHONY_PROVIDER=twilio',
    ],
    [
      {
        TELEPHONY_PROVIDER: 'twilio',
        PUBLIC_URL: 'https://jobs.example.com',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'token',
      },
      'Invalid configuration: TWILIO_VOICE_NUMBER is required when TELEPHONY_PROVIDER=twilio',
    ],
    [
      { TWILIO_VOICE_NUMBER: '(206) 555-0142' },
      'Invalid configuration: TWILIO_VOICE_NUMBER must be an E.164 number such as +12065550100 (got "(206) 555-0142")',
    ],
    [
      {
        TELEPHONY_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_VOICE_NUMBER: '+12065550142',
      },
      'Invalid configuration: TELEPHONY_PUBLIC_URL or an https:// PUBLIC_URL is required when TELEPHONY_PROVIDER=twilio',
    ],
    [
      {
        TELEPHONY_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_VOICE_NUMBER: '+12065550142',
        PUBLIC_URL: 'https://jobs.example.com',
        TELEPHONY_PUBLIC_URL: 'http://voice.example.com',
      },
      'Invalid configuration: TELEPHONY_PUBLIC_URL must be an https:// URL when TELEPHONY_PROVIDER=twilio (got "http://voice.example.com")',
    ],
    [
      { TELEPHONY_PUBLIC_URL: 'voice.example.com' },
      'Invalid configuration: TELEPHONY_PUBLIC_URL must be an http:// or https:// URL such as https://app.example.com (got "voice.example.com")',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got 9 characters)',
    ],
    [
      { PUBLIC_URL: 'jobs.example.com' },
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// URL such as https://app.example.com (got "jobs.example.com")',
    ],
    [
      { JWT_SECRET: 'short' },
      'Invalid configuration: JWT_SECRET must be at least 32 characters (got 5 characters)',
    ],
    [
      { ACCESS_TOKEN_TTL_DAYS: '1.5' },
      'Invalid configuration: ACCESS_TOKEN_TTL_DAYS must be an integer between 1 and 365 (got "1.5")',
    ],
    [
      { RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '-1' },
      'Invalid configuration: RATE_LIMIT_SENDS_PER_IP_PER_HOUR must be an integer between 1 and 1000000 (got "-1")',
    ],
    [
      { CSP_CONNECT_SRC: "https://ok.example, 'unsafe-eval'" },
      `Invalid configuration: CSP_CONNECT_SRC must be a comma-separated list of http(s):// or ws(s):// origins (got "https://ok.example, 'unsafe-eval'")`,
    ],
    [
      {
        BLOB_CONNECTION_STRING:
          'BlobEndpoint=https://x.blob.core.windows.net;SharedAccessSignature=sv=1',
      },
      'Invalid configuration: BLOB_CONNECTION_STRING must be an Azure Storage connection string with AccountName and AccountKey (got 71 characters)',
    ],
    [
      { BLOB_CONTAINER: 'My_Resumes' },
      'Invalid configuration: BLOB_CONTAINER must be 3 to 63 lowercase letters, digits or single hyphens (got "My_Resumes")',
    ],
    [
      { CSP_CONNECT_SRC: 'https://a.example; script-src *' },
      'Invalid configuration: CSP_CONNECT_SRC must be a comma-separated list of http(s):// or ws(s):// origins (got "https://a.example; script-src *")',
    ],
    [
      { STUN_URLS: 'stun.example.com' },
      'Invalid configuration: STUN_URLS must be a comma-separated list of stun: or turn: URLs (got "stun.example.com")',
    ],
    [
      { TRANSCRIBER: 'whisper' },
      'Invalid configuration: TRANSCRIBER must be pocketsphinx, none or an OpenAI-compatible /audio/transcriptions URL (got "whisper")',
    ],
    [
      { INTERVIEW_RESUME_WINDOW_SECONDS: '1' },
      'Invalid configuration: INTERVIEW_RESUME_WINDOW_SECONDS must be an integer between 5 and 3600 (got "1")',
    ],
    [
      { AUTO_APPLY_LIMIT: '101' },
      'Invalid configuration: AUTO_APPLY_LIMIT must be an integer between 0 and 100 (got "101")',
    ],
    [
      { RECORDING_RETENTION_DAYS: '0' },
      'Invalid configuration: RECORDING_RETENTION_DAYS must be an integer between 1 and 3650 (got "0")',
    ],
    [
      { RECORDING_RETENTION_DAYS: '7.5' },
      'Invalid configuration: RECORDING_RETENTION_DAYS must be an integer between 1 and 3650 (got "7.5")',
    ],
    [
      { CALLING_HOURS: '7-21' },
      'Invalid configuration: CALLING_HOURS must be two local hours between 8 and 21, as START-END (8-21) (got "7-21")',
    ],
    [
      { CALLING_HOURS: 'always' },
      'Invalid configuration: CALLING_HOURS must be two local hours between 8 and 21, as START-END (8-21) (got "always")',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(configErrorOf(env)).toBe(message)
  })

  it('never echoes a secret value', () => {
    expect(configErrorOf({ JWT_SECRET: 'hunter2' })).not.toContain('hunter2')
    expect(configErrorOf({ TRANSCRIBER_API_KEY: 'hunter2', TRANSCRIBER: 'x' })).not.toContain(
      'hunter2',
    )
    expect(configErrorOf({ DATABASE_URL: 'mysql://root:hunter2@db' })).not.toContain('hunter2')
    expect(configErrorOf({ BLOB_CONNECTION_STRING: 'AccountName=hunter2' })).not.toContain(
      'hunter2',
    )
    expect(
      configErrorOf({
        TELEPHONY_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'hunter2',
        TWILIO_VOICE_NUMBER: '+12065550142',
      }),
    ).not.toContain('hunter2')
  })

  it('stops the server with exit code 1 and that one line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    )
    expect(result.stdout).toBe('')
  })
})

describe('development affordances', () => {
  const smsTwilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: 'secret-token',
    TWILIO_FROM_NUMBER: '+12065550100',
  }

  it('knows loopback hosts: localhost, 127.0.0.0/8 and ::1', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
    ])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '128.0.0.1',
      'app.example',
      'localhost.example',
      '127.0.0.1.nip.io',
    ])
      expect(isLoopbackHost(host), host).toBe(false)
  })

  it('are on by default, on loopback, and the start line says so', () => {
    for (const env of [
      {},
      { PUBLIC_URL: 'http://127.0.0.1:9000' },
      { PUBLIC_URL: 'http://[::1]:8080', HOST: '::1' },
    ]) {
      const config = loadConfig(env)
      expect(config.devAffordances, JSON.stringify(env)).toEqual({ on: true, because: 'loopback' })
      expect(modeLine(config)).toBe(
        'Mode: development affordances on (loopback PUBLIC_URL and HOST): SMS codes readable at /api/dev/outbox, the dev phone at /dev/phone',
      )
    }
  })

  it.each([
    [
      { PUBLIC_URL: 'https://app.example' },
      'Invalid configuration: SMS_PROVIDER is console (the default), a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code, and PUBLIC_URL "https://app.example" is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there',
    ],
    [
      { SMS_PROVIDER: 'console', PUBLIC_URL: 'http://192.168.1.20:8080' },
      'Invalid configuration: SMS_PROVIDER=console, a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code, and PUBLIC_URL "http://192.168.1.20:8080" is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there',
    ],
    [
      { HOST: '0.0.0.0' },
      'Invalid configuration: SMS_PROVIDER is console (the default), a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code, and HOST "0.0.0.0" is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there',
    ],
    [
      { TELEPHONY_PUBLIC_URL: 'https://abc123.tunnel.example' },
      'Invalid configuration: SMS_PROVIDER is console (the default), a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code, and TELEPHONY_PUBLIC_URL "https://abc123.tunnel.example" is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there',
    ],
    [
      { DEV_AFFORDANCES: 'off' },
      'Invalid configuration: SMS_PROVIDER is console (the default), a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code, and DEV_AFFORDANCES=off; set SMS_PROVIDER=twilio',
    ],
    [
      { DEV_AFFORDANCES: 'yes' },
      'Invalid configuration: DEV_AFFORDANCES must be on or off (got "yes")',
    ],
  ])('refuse the console SMS provider for %j with one line', (env, message) => {
    expect(configErrorOf(env)).toBe(message)
  })

  it('are on anywhere with DEV_AFFORDANCES=on, and the start line says why', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://app.example',
      HOST: '0.0.0.0',
      DEV_AFFORDANCES: 'on',
    })
    expect(config.devAffordances).toEqual({ on: true, because: 'DEV_AFFORDANCES=on' })
    expect(modeLine(config)).toBe(
      'Mode: development affordances on (DEV_AFFORDANCES=on): SMS codes readable at /api/dev/outbox, the dev phone at /dev/phone',
    )
  })

  it('are off with the Twilio SMS provider, whatever the URL or the switch', () => {
    for (const env of [
      { ...smsTwilio, PUBLIC_URL: 'https://app.example', HOST: '0.0.0.0' },
      { ...smsTwilio, PUBLIC_URL: 'https://app.example', DEV_AFFORDANCES: 'on' },
      { ...smsTwilio, DEV_AFFORDANCES: 'off' },
      smsTwilio,
    ]) {
      const config = loadConfig(env)
      expect(config.devAffordances, JSON.stringify(env)).toEqual({ on: false })
      expect(modeLine(config)).toBe('Mode: production (no development affordances)')
    }
  })

  it('stop the server with exit code 1 and that one line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        SMS_PROVIDER: '',
        DEV_AFFORDANCES: '',
        PUBLIC_URL: 'https://app.example',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: SMS_PROVIDER is console (the default), a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code, and PUBLIC_URL "https://app.example" is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there',
    )
    expect(result.stdout).toBe('')
  })
})

describe('the shared-keys warning at start', () => {
  const pair = generateVapidKeys()
  const vapid = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }
  const secret = { JWT_SECRET: 'x'.repeat(32) }
  const postgres = { DATABASE_URL: 'postgres://app@db.internal/hirelane' }

  it('names what a PostgreSQL deployment leaves to DATA_DIR', () => {
    expect(sharedKeysWarning(loadConfig(postgres))).toBe(
      'Not set: JWT_SECRET, VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY. Keys generated in DATA_DIR work only on nodes sharing that directory: set the same values on every node of a deployment',
    )
    expect(sharedKeysWarning(loadConfig({ ...postgres, ...vapid }))).toMatch(
      /^Not set: JWT_SECRET\./,
    )
    expect(sharedKeysWarning(loadConfig({ ...postgres, ...secret }))).toMatch(
      /^Not set: VAPID_PUBLIC_KEY\/VAPID_PRIVATE_KEY\./,
    )
  })

  it('is silent with both set, and on PGlite (one process)', () => {
    expect(sharedKeysWarning(loadConfig({ ...postgres, ...secret, ...vapid }))).toBeUndefined()
    expect(sharedKeysWarning(loadConfig({}))).toBeUndefined()
  })
})
