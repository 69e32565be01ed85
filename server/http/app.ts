import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorCodes } from '../../contract/envelope'
import { AppError } from '../errors'
import type { ConsoleSmsProvider } from '../providers/sms/console-provider'
import type { SmsProvider } from '../providers/sms/sms-provider'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { createApplicationHistoryRouter } from './application-history-router'
import { createApplicationRouter } from './application-router'
import { createAuthRouter } from './auth-router'
import { createCandidateRouter } from './candidate-router'
import { createClientIpResolver } from './client-ip'
import { createDevPhoneRouter, DEV_PHONE_PATH } from './dev-phone-router'
import { createDevRouter } from './dev-router'
import { createEngagementRouter } from './engagement-router'
import { createErrorHandler, notFoundHandler } from './error-handler'
import { createJobRouter } from './job-router'
import { createPushRouter } from './push-router'
import { createPrivacyRouter } from './privacy-router'
import { createSharedReportRouter } from './shared-report-router'
import { createTelephonyRouter } from './telephony-router'
import { phoneStreamOrigin } from '../services/phone-interview'
import { createResumeRouter } from './resume-router'
import { requestContext } from './request-context'
import { builtPageStyleHashes } from './inline-style-hashes'
import { securityHeaders } from './security-headers'
import { staticFiles } from './static-files'

/** JSON bodies of this API are small; anything bigger is a mistake or an attack. */
const MAX_API_BODY_BYTES = 64 * 1024

const isConsoleProvider = (sms: SmsProvider): sms is ConsoleSmsProvider =>
  sms.name === 'console' && 'outboxFor' in sms

/**
 * The whole HTTP surface as a Hono app: the API under /api and the built PWA for everything
 * else. No socket here, so tests drive it with `app.request()`.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const clientIp = deps.clientIp ?? createClientIpResolver(deps.config.trustProxy)

  app.use('*', requestContext(deps.logger))
  // The browser uploads resumes and profile images straight to the blob service and shows the
  // profile image from it, so the CSP must allow its origin for both.
  const connectSrc = [...deps.config.cspConnectSrc]
  if (deps.blobs.origin && !connectSrc.includes(deps.blobs.origin))
    connectSrc.push(deps.blobs.origin)
  const imgSrc = deps.blobs.origin ? [deps.blobs.origin] : []
  // The dev phone page (a development affordance like /api/dev) opens the call's stream URL,
  // which names the telephony public URL's host: allowed on that page only.
  const phoneConfig = deps.config.telephony
  const devAffordances = deps.config.devAffordances.on && deps.config.sms.provider === 'console'
  const devPhoneStreamOrigin =
    devAffordances && deps.telephony?.name === 'dev' && phoneConfig.provider !== 'none'
      ? phoneStreamOrigin(phoneConfig.publicUrl)
      : undefined
  const pageConnectSrc: Record<string, string[]> = devPhoneStreamOrigin
    ? { [DEV_PHONE_PATH]: [devPhoneStreamOrigin] }
    : {}
  app.use(
    '*',
    securityHeaders(
      connectSrc,
      imgSrc,
      pageConnectSrc,
      builtPageStyleHashes(deps.config.staticDir),
    ),
  )
  // API answers are gzipped by sendJson (json-response.ts); static files come precompressed.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: () => {
        throw new AppError(413, errorCodes.payloadTooLarge, 'The request body is too large.')
      },
    }),
  )

  app.route('/api/SMSLogin', createAuthRouter(deps, clientIp))
  app.route('/api/Candidate', createCandidateRouter(deps))
  app.route('/api/Resume', createResumeRouter(deps))
  app.route('/api/Engagement', createEngagementRouter(deps))
  app.route('/api/Job', createJobRouter(deps))
  app.route('/api/CandidateApplication', createApplicationRouter(deps))
  app.route('/api/ApplicationStateHistory', createApplicationHistoryRouter(deps))
  app.route('/api/Push', createPushRouter(deps))
  app.route('/api/Privacy', createPrivacyRouter(deps))
  app.route('/api/CandidateReport', createSharedReportRouter(deps))
  const telephony = deps.config.telephony
  if (telephony.provider === 'twilio') {
    app.route('/api/Telephony', createTelephonyRouter(deps, telephony))
  }
  // Only where the configuration allowed them (config.ts: loopback or DEV_AFFORDANCES=on).
  if (devAffordances && isConsoleProvider(deps.sms)) {
    app.route('/api/dev', createDevRouter(deps, deps.sms))
  }

  // Before the static files: off, its paths are a 404 rather than the PWA's shell.
  app.route('/', createDevPhoneRouter(devPhoneStreamOrigin !== undefined))
  app.use('*', staticFiles(deps.config.staticDir))

  app.notFound(notFoundHandler)
  app.onError(createErrorHandler(deps.logger))
  return app
}
