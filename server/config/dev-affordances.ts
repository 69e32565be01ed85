import { isLoopbackHost } from '../loopback-host'
import { ConfigError } from './config-error'
import type { Config, DevAffordances } from './types'

/**
 * Whether the development affordances are on, or the ConfigError that stops the server: with
 * the console SMS provider anyone who reaches /api/dev/outbox reads every sign-in code, so a
 * server reachable from elsewhere (a public URL, a telephony URL or a listening address that is
 * not loopback) needs DEV_AFFORDANCES=on. DEV_AFFORDANCES=off refuses them even on loopback.
 */
export function devAffordancesOf(
  parsed: { SMS_PROVIDER: 'console' | 'twilio'; DEV_AFFORDANCES?: 'on' | 'off'; HOST: string },
  origins: { PUBLIC_URL: string; TELEPHONY_PUBLIC_URL: string | undefined },
  present: Record<string, string | undefined>,
): DevAffordances {
  if (parsed.SMS_PROVIDER !== 'console') return { on: false }
  const sms =
    present.SMS_PROVIDER === undefined
      ? 'SMS_PROVIDER is console (the default)'
      : 'SMS_PROVIDER=console'
  const refusal = `Invalid configuration: ${sms}, a development affordance: anyone who reaches /api/dev/outbox reads every sign-in code`
  if (parsed.DEV_AFFORDANCES === 'off')
    throw new ConfigError(`${refusal}, and DEV_AFFORDANCES=off; set SMS_PROVIDER=twilio`)
  if (parsed.DEV_AFFORDANCES === 'on') return { on: true, because: 'DEV_AFFORDANCES=on' }
  // Each place the server can be reached through: [variable, value, host].
  const reachedThrough: Array<[string, string, string]> = [
    ['PUBLIC_URL', origins.PUBLIC_URL, new URL(origins.PUBLIC_URL).hostname],
    ['HOST', parsed.HOST, parsed.HOST],
  ]
  if (origins.TELEPHONY_PUBLIC_URL) {
    const url = origins.TELEPHONY_PUBLIC_URL
    reachedThrough.splice(1, 0, ['TELEPHONY_PUBLIC_URL', url, new URL(url).hostname])
  }
  const exposed = reachedThrough.find(([, , host]) => !isLoopbackHost(host))
  if (!exposed) return { on: true, because: 'loopback' }
  const [variable, value] = exposed
  throw new ConfigError(
    `${refusal}, and ${variable} ${JSON.stringify(value)} is not loopback; set SMS_PROVIDER=twilio for production, or DEV_AFFORDANCES=on to allow them there`,
  )
}

/** The start line saying which mode the server is in, and what that exposes. */
export function modeLine(config: Pick<Config, 'devAffordances' | 'telephony'>): string {
  const affordances = config.devAffordances
  if (!affordances.on) return 'Mode: production (no development affordances)'
  const why =
    affordances.because === 'loopback' ? 'loopback PUBLIC_URL and HOST' : affordances.because
  const phone = config.telephony.provider === 'dev' ? ', the dev phone at /dev/phone' : ''
  return `Mode: development affordances on (${why}): SMS codes readable at /api/dev/outbox${phone}`
}
