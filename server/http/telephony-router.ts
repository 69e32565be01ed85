import { Hono } from 'hono'
import * as v from 'valibot'
import { plainText } from '../../contract/text'
import type { TelephonyConfig } from '../config'
import { forbidden } from '../errors'
import { applyCallProgress, callStatusPath } from '../services/phone-interview'
import { isValidTwilioSignature } from '../telephony/twilio-signature'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { parseOrThrow } from './validation'

type TwilioTelephony = Extract<TelephonyConfig, { provider: 'twilio' }>

const engagementIdSchema = v.object({
  engagementId: v.pipe(plainText('engagementId'), v.uuid()),
})

/** What this server reads of Twilio's status and answering-machine callbacks. */
const callProgressSchema = v.object({
  CallSid: v.pipe(
    plainText('CallSid'),
    v.regex(/^CA[0-9a-f]{32}$/, 'CallSid must be a Twilio call id'),
  ),
  CallStatus: v.optional(v.pipe(plainText('CallStatus'), v.maxLength(32))),
  AnsweredBy: v.optional(v.pipe(plainText('AnsweredBy'), v.maxLength(32))),
})

/**
 * /api/Telephony/*: Twilio's reports on the phone interview's calls. No sign-in: each request
 * must carry Twilio's X-Twilio-Signature over the exact URL this server gave Twilio (built from
 * TELEPHONY_PUBLIC_URL, not from the request, which a proxy may have rewritten) and the form.
 */
export function createTelephonyRouter(deps: AppDeps, telephony: TwilioTelephony) {
  const router = new Hono<AppEnv>()

  router.post('/CallStatus/:engagementId', async (c) => {
    const { engagementId } = parseOrThrow(engagementIdSchema, c.req.param(), 'path')
    const form = await c.req.parseBody()
    const params = Object.fromEntries(
      Object.entries(form).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    const url = new URL(callStatusPath(engagementId), telephony.publicUrl).toString()
    const signature = c.req.header('x-twilio-signature')
    if (!isValidTwilioSignature(telephony.authToken, url, params, signature)) throw forbidden()
    const progress = parseOrThrow(callProgressSchema, params, 'body')
    await applyCallProgress(
      { ...deps, telephonyConfig: telephony },
      engagementId,
      {
        callSid: progress.CallSid,
        callStatus: progress.CallStatus,
        answeredBy: progress.AnsweredBy,
      },
      deps.clock.now(),
    )
    return c.body(null, 204)
  })

  return router
}
