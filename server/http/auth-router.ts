import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  resendOtpQuerySchema,
  signUpAndLoginRequestSchema,
  validateOtpRequestSchema,
} from '../../contract/auth'
import { errorCodes } from '../../contract/envelope'
import { headers } from '../../contract/endpoints'
import { toE164 } from '../../contract/phone'
import { AppError, badRequest, describeWait, tooManyRequests } from '../errors'
import { resendCode, startLogin, type CodeIssuerDeps } from '../services/auth/issue-code'
import { logOut } from '../services/auth/log-out'
import { verifyCode } from '../services/auth/verify-code'
import { hitTokenBucket } from '../services/rate-limit'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { bearerToken, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { parseOrThrow, readJsonBody, readQuery } from './validation'

const HOUR_MS = 60 * 60 * 1000

const deviceIdSchema = v.pipe(
  v.string(`${headers.deviceId} header is required`),
  v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, "-" or "_"'),
)

/**
 * The sign-in calls of docs/product.md#sign-in-calls-and-failures. Their errors are 400 or 429,
 * never 401: the client reads 401 as "signed out" and would throw the user off the code screen.
 */
export function createAuthRouter(deps: AppDeps, clientIp: (c: Context<AppEnv>) => string) {
  const router = new Hono<AppEnv>()
  const issuer: CodeIssuerDeps = {
    db: deps.db,
    now: () => deps.clock.now(),
    keys: deps.keys,
    sms: deps.sms,
    logger: deps.logger,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  }

  /** Per-IP token buckets, refilled per hour: sends (sign-up + resend) and checks (ValidateOtp). */
  const enforceIpLimit = async (c: Context<AppEnv>, kind: 'send' | 'check') => {
    const limit =
      kind === 'send'
        ? deps.config.rateLimits.sendsPerIpPerHour
        : deps.config.rateLimits.checksPerIpPerHour
    const hit = await hitTokenBucket(deps.db, {
      bucket: `${kind}:ip:${clientIp(c)}`,
      limit,
      windowMs: HOUR_MS,
      now: deps.clock.now(),
    })
    if (!hit.allowed) {
      const what = kind === 'send' ? 'codes were requested' : 'sign-in attempts were made'
      throw tooManyRequests(
        `Too many ${what} from your network. Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
        hit.retryAfterSeconds,
      )
    }
  }

  /** The sign-in session token: as bearer on ValidateOtp and ResendOtp. */
  const requireSessionToken = (c: Context<AppEnv>) => {
    const token = bearerToken(c)
    if (!token) {
      throw new AppError(
        400,
        errorCodes.invalidSession,
        'The sign-in session token is missing. Please enter your number again to get a new code.',
      )
    }
    return token
  }

  router.post('/SignUpAndLogin', async (c) => {
    const deviceId = parseOrThrow(
      v.object({ [headers.deviceId]: deviceIdSchema }),
      { [headers.deviceId]: c.req.header(headers.deviceId) },
      'headers',
    )[headers.deviceId]
    const body = await readJsonBody(c, signUpAndLoginRequestSchema)
    await enforceIpLimit(c, 'send')
    const phone = toE164(body.userPhoneNumber)
    const { sessionToken } = await startLogin(issuer, {
      phone,
      deviceId,
      loginId: body.loginId,
      ip: clientIp(c),
      language: body.language,
    })
    return ok(c, 'OTP sent successfully', { sessionToken, phoneNumber: phone })
  })

  router.post('/ValidateOtp', async (c) => {
    const bearer = requireSessionToken(c)
    const body = await readJsonBody(c, validateOtpRequestSchema)
    if (body.sessionToken !== bearer) {
      throw badRequest(
        'sessionToken in the body must be the session token of the Authorization header.',
      )
    }
    await enforceIpLimit(c, 'check')
    const phone = toE164(body.userPhonenumber)
    const signedIn = await verifyCode(
      {
        db: deps.db,
        now: () => deps.clock.now(),
        keys: deps.keys,
        accessTokenTtlDays: deps.config.accessTokenTtlDays,
      },
      { sessionToken: body.sessionToken, phone, code: body.otp },
    )
    // message.data.accessToken is where the app reads the token
    // (docs/product.md#sign-in-calls-and-failures).
    return c.json({
      status: true as const,
      message: { text: 'OTP validated successfully', data: { accessToken: signedIn.accessToken } },
      data: { userId: signedIn.candidateId, phoneNumber: phone },
    })
  })

  router.get('/ResendOtp', async (c) => {
    const sessionToken = requireSessionToken(c)
    const query = readQuery(c, resendOtpQuerySchema)
    await enforceIpLimit(c, 'send')
    const phone = toE164(query.phoneNumber)
    await resendCode(issuer, { sessionToken, phone, ip: clientIp(c) })
    return ok(c, 'OTP sent successfully', { sessionToken, phoneNumber: phone })
  })

  router.post('/Logout', requireAuth(deps), async (c) => {
    await logOut(deps, c.get('auth').sessionId, deps.clock.now())
    return ok(c, 'Logged out successfully', null)
  })

  return router
}
