import { createHmac, randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { signUpAndLoginResponseSchema, validateOtpResponseSchema } from '../../contract/auth'
import { devOutboxResponseSchema } from '../../contract/dev'
import { endpoints, headers } from '../../contract/endpoints'
import { toE164 } from '../../contract/phone'

/**
 * A candidate signed in through the real calls, as the app makes them, for the benchmark and
 * for end-to-end fixtures whose test is not about signing in.
 */
export interface ApiSession {
  accessToken: string
  candidateId: string
}

/** The app's default login-id key (src/shared/config.ts); the server only checks the format. */
const loginIdKey = 'hirelane-login-id-v1'

const postJson = async (url: string, body: unknown, extraHeaders: Record<string, string>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...extraHeaders },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  const json: unknown = await response.json()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/** The newest code sent to a number, from the console provider's dev outbox. */
export async function latestCode(baseUrl: string, nationalNumber: string): Promise<string> {
  const phone = encodeURIComponent(toE164(nationalNumber))
  const response = await fetch(`${baseUrl}${endpoints.devOutbox.path}?phone=${phone}`, {
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`The dev outbox answered ${response.status}`)
  const { messages } = v.parse(devOutboxResponseSchema, await response.json())
  const newest = messages[0]
  if (!newest) throw new Error(`No SMS was sent to ${nationalNumber}`)
  return newest.code
}

/** A new candidate signed in through the real calls: SignUpAndLogin, the outbox, ValidateOtp. */
export async function signInThroughApi(
  baseUrl: string,
  nationalNumber: string,
): Promise<ApiSession> {
  const loginId = createHmac('sha256', loginIdKey).update(toE164(nationalNumber)).digest('hex')
  const started = v.parse(
    signUpAndLoginResponseSchema,
    await postJson(
      `${baseUrl}${endpoints.signUpAndLogin.path}`,
      { userPhoneNumber: nationalNumber, loginId, countryCode: '1' },
      { [headers.deviceId]: `bench-${randomUUID()}` },
    ),
  )
  const { sessionToken } = started.data
  const otp = await latestCode(baseUrl, nationalNumber)
  const validated = v.parse(
    validateOtpResponseSchema,
    await postJson(
      `${baseUrl}${endpoints.validateOtp.path}`,
      { userPhonenumber: nationalNumber, otp, sessionToken },
      { Authorization: `Bearer ${sessionToken}` },
    ),
  )
  return {
    accessToken: validated.message.data.accessToken,
    candidateId: validated.data.userId,
  }
}
