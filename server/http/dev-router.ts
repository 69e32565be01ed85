import { Hono } from 'hono'
import { devOutboxQuerySchema, type DevOutboxResponse } from '../../contract/dev'
import type { ConsoleSmsProvider } from '../providers/sms/console-provider'
import type { AppEnv } from './app-env'
import { parseOrThrow } from './validation'

/**
 * Development affordances (DESIGN.md section 5), mounted only while SMS_PROVIDER=console.
 * The outbox answer is deliberately not wrapped in the envelope (contract/dev.ts).
 */
export function createDevRouter(sms: ConsoleSmsProvider) {
  const router = new Hono<AppEnv>()

  router.get('/outbox', (c) => {
    // An unencoded '+' in a query string reads as a space; accept ?phone=+1... typed by hand.
    const raw = c.req.query('phone')?.replace(/^ /, '+')
    const { phone } = parseOrThrow(
      devOutboxQuerySchema,
      raw === undefined ? {} : { phone: raw },
      'query',
    )
    const answer: DevOutboxResponse = { messages: sms.outboxFor(phone) }
    return c.json(answer)
  })

  return router
}
