import { Hono } from 'hono'
import {
  devAgencyReportsQuerySchema,
  devApplicationsQuerySchema,
  devApplicationStatusRequestSchema,
  devOutboxQuerySchema,
  devPersonRequestsQuerySchema,
  devPhoneCallsQuerySchema,
  type DevApplicationStatusResponse,
  type DevPhoneCallsResponse,
  type DevApplicationsResponse,
  type DevAgencyReportsResponse,
  type DevOutboxResponse,
  type DevPersonRequestsResponse,
} from '../../contract/dev'
import { badRequest, notFound, unauthorized } from '../errors'
import { agencyBySlug } from '../services/agency-reports/agency-by-slug'
import { DevAgencyInbox } from '../services/agency-reports/dev-agency-inbox'
import type { ConsoleSmsProvider } from '../providers/sms/console-provider'
import type { DevTelephonyProvider } from '../providers/telephony/dev-telephony-provider'
import type { TelephonyProvider } from '../providers/telephony/telephony-provider'
import { findAgencyApplication, listAgencyApplications } from '../services/applications/agency-view'
import { moveApplication } from '../services/applications/move-application'
import { listPersonRequests } from '../services/person-requests/person-requests'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { parseOrThrow, readJsonBody } from './validation'

const isDevTelephony = (
  telephony: TelephonyProvider | undefined,
): telephony is DevTelephonyProvider => telephony?.name === 'dev' && 'callsTo' in telephony

/** An unencoded '+' in a query string reads as a space; accept ?phone=+1... typed by hand. */
const phoneFromQuery = (raw: string | undefined) => raw?.replace(/^ /, '+')

/** The whole query string, its `phone` (when there is one) mended as phoneFromQuery does. */
const queryWithPhone = (query: Record<string, string>): Record<string, string | undefined> =>
  query.phone === undefined ? query : { ...query, phone: phoneFromQuery(query.phone) }

/**
 * Development affordances (docs/adr/0085), mounted only while SMS_PROVIDER=console and
 * the configuration allows them (loopback, or DEV_AFFORDANCES=on: config.ts).
 * Their answers are deliberately not wrapped in the envelope (contract/dev.ts). The agency
 * calls go through the same services and rules as production code.
 */
export function createDevRouter(deps: AppDeps, sms: ConsoleSmsProvider) {
  const router = new Hono<AppEnv>()
  const agencyInbox = new DevAgencyInbox(deps.keys.reportKey, () => deps.clock.now())

  // The agencies' side of candidate reports: a signed webhook, verified, kept once per id.
  router.post('/agency-inbox/:agency', async (c) => {
    const agency = await agencyBySlug(deps.db, c.req.param('agency'))
    if (!agency) throw notFound('No agency partner by that name.')
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        c.req.header(name) ?? '',
      ]),
    )
    const receipt = agencyInbox.receive(agency, await c.req.text(), headers)
    if (receipt.kind === 'refused') {
      if (/signature|timestamp|header/i.test(receipt.reason)) throw unauthorized(receipt.reason)
      throw badRequest(receipt.reason)
    }
    return c.body(null, 204)
  })

  router.get('/agency-reports', (c) => {
    const filter = parseOrThrow(devAgencyReportsQuerySchema, queryWithPhone(c.req.query()), 'query')
    const answer: DevAgencyReportsResponse = {
      reports: agencyInbox.list({
        ...(filter.phone ? { phone: filter.phone } : {}),
        ...(filter.agency ? { agency: filter.agency } : {}),
      }),
    }
    return c.json(answer)
  })

  // The recruiters' call list: candidates who asked to talk to a person instead of the AI.
  router.get('/person-requests', async (c) => {
    const filter = parseOrThrow(
      devPersonRequestsQuerySchema,
      queryWithPhone(c.req.query()),
      'query',
    )
    const answer: DevPersonRequestsResponse = {
      requests: await listPersonRequests(deps.db, filter.phone ? { phone: filter.phone } : {}),
    }
    return c.json(answer)
  })

  router.get('/outbox', (c) => {
    const raw = phoneFromQuery(c.req.query('phone'))
    const { phone } = parseOrThrow(
      devOutboxQuerySchema,
      raw === undefined ? {} : { phone: raw },
      'query',
    )
    const answer: DevOutboxResponse = { messages: sms.outboxFor(phone) }
    return c.json(answer)
  })

  // The dev phone's outbox: the calls placed while TELEPHONY_PROVIDER=dev.
  router.get('/phone-calls', (c) => {
    const telephony = deps.telephony
    if (!isDevTelephony(telephony))
      throw notFound('The dev phone is off (TELEPHONY_PROVIDER is not dev).')
    const raw = phoneFromQuery(c.req.query('phone'))
    const { phone } = parseOrThrow(
      devPhoneCallsQuerySchema,
      raw === undefined ? {} : { phone: raw },
      'query',
    )
    const answer: DevPhoneCallsResponse = { calls: telephony.callsTo(phone) }
    return c.json(answer)
  })

  router.get('/applications', async (c) => {
    const filter = parseOrThrow(devApplicationsQuerySchema, queryWithPhone(c.req.query()), 'query')
    const answer: DevApplicationsResponse = {
      applications: await listAgencyApplications(deps.db, {
        ...(filter.candidateId ? { candidateId: filter.candidateId } : {}),
        ...(filter.phone ? { phone: filter.phone } : {}),
        ...(filter.agency ? { agencySlug: filter.agency } : {}),
        openOnly: filter.open === 'true',
      }),
    }
    return c.json(answer)
  })

  // An agency moves an application: docs/api.md's POST /api/dev/applications/status.
  router.post('/applications/status', async (c) => {
    const move = await readJsonBody(c, devApplicationStatusRequestSchema)
    await moveApplication(deps.db, deps.queue, move, deps.clock.now())
    const application = await findAgencyApplication(deps.db, move.candidateId, move.jobId)
    if (!application) throw notFound('No application of this candidate for this job.')
    const answer: DevApplicationStatusResponse = { application }
    return c.json(answer)
  })

  return router
}
