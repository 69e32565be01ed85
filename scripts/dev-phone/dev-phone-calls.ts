import * as v from 'valibot'
import { devPhoneCallsResponseSchema, type DevPhoneCallsResponse } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'

/**
 * The dev phone's side of GET /api/dev/phone-calls: the calls the server placed to a number
 * while TELEPHONY_PROVIDER=dev (newest first), and waiting for one to ring.
 */
export type DevPhoneCall = DevPhoneCallsResponse['calls'][number]

export async function devPhoneCalls(serverUrl: string, phone: string): Promise<DevPhoneCall[]> {
  const url = new URL(endpoints.devPhoneCalls.path, serverUrl)
  url.searchParams.set('phone', phone)
  let response: Response
  try {
    response = await fetch(url)
  } catch {
    throw new Error(`No server answers at ${serverUrl}. Start it with npm start.`)
  }
  if (response.status === 404) {
    throw new Error(
      `The dev phone is off at ${serverUrl} (it needs TELEPHONY_PROVIDER=dev and SMS_PROVIDER=console).`,
    )
  }
  if (!response.ok) throw new Error(`${url.pathname} answered HTTP ${response.status}`)
  return v.parse(devPhoneCallsResponseSchema, await response.json()).calls
}

/** The newest call to `phone` that has not ended, polling until one rings or time runs out. */
export async function waitForCall(
  serverUrl: string,
  phone: string,
  { timeoutMs = 60_000, intervalMs = 500 } = {},
): Promise<DevPhoneCall | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ringing = (await devPhoneCalls(serverUrl, phone)).find((call) => !call.endedAt)
    if (ringing) return ringing
    if (Date.now() >= deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
