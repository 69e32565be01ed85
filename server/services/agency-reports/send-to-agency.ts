import { reportUrlOf } from '../../catalogue/agency-report-urls'
import { agencyWebhookSecret, signReport } from './report-signing'

/** How long a receiver may take to answer one attempt. */
const RECEIVER_TIMEOUT_MS = 15_000

interface AgencyTarget {
  id: string
  slug: string
  name: string
  reportUrl: string | null
}

export interface SendToAgencyDeps {
  reportKey: Uint8Array
  /**
   * Where an agency without a report URL of its own takes messages: this server's dev inbox,
   * or undefined where there is none (production): such a message cannot be sent.
   */
  devInboxUrl: ((agencySlug: string) => string) | undefined
  fetch?: typeof fetch
}

/** The dev inbox's URL when it is a plain http(s) address; undefined otherwise. */
function urlOf(url: string | null | undefined): URL | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Where the agency's messages go, or undefined when it has nowhere usable. */
export function agencyTargetUrl(deps: SendToAgencyDeps, agency: AgencyTarget): URL | undefined {
  // Checked by the parser that checked AGENCY_REPORT_URLS, so what was accepted is what is called.
  if (agency.reportUrl !== null) return reportUrlOf(agency.reportUrl)
  return urlOf(deps.devInboxUrl?.(agency.slug))
}

/**
 * One attempt at one message: POSTed as a Standard Webhook, signed afresh with the agency's
 * secret over these exact bytes and this id. Undefined when the receiver took it (2xx), else
 * why not.
 */
export async function postToAgency(
  deps: SendToAgencyDeps,
  target: URL,
  agency: AgencyTarget,
  messageId: string,
  body: string,
): Promise<string | undefined> {
  // The wall clock, not the app's: the receiver checks the timestamp against its own clock.
  const headers = signReport(
    agencyWebhookSecret(deps.reportKey, agency.id),
    messageId,
    new Date(),
    body,
  )
  try {
    const response = await (deps.fetch ?? fetch)(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(RECEIVER_TIMEOUT_MS),
    })
    await response.body?.cancel().catch(() => {})
    return response.ok ? undefined : `The receiver answered ${response.status}`
  } catch (error) {
    return `The receiver could not be reached: ${error instanceof Error ? error.message : String(error)}`
  }
}
