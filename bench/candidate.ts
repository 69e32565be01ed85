import { createHmac, randomUUID } from 'node:crypto'
import type { Browser, BrowserContext } from '@playwright/test'
import * as v from 'valibot'
import { signUpAndLoginResponseSchema, validateOtpResponseSchema } from '../contract/auth'
import { devOutboxResponseSchema } from '../contract/dev'
import { endpoints, headers } from '../contract/endpoints'
import { toE164 } from '../contract/phone'

/** What Playwright's `context.storageState()` returns: cookies and localStorage per origin. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

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

/**
 * A new candidate signed in through the login screen, as a person would (the same steps as
 * tests/e2e/support/sign-in.ts). Returns the browser state to start signed-in pages from.
 */
export async function signInThroughBrowser(
  browser: Browser,
  baseUrl: string,
  nationalNumber: string,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto('/login')
    await page.getByLabel('Mobile number').fill(nationalNumber)
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await page.getByLabel('Digit 1 of 6').waitFor()
    const code = await latestCode(baseUrl, nationalNumber)
    await page.getByLabel('Digit 1 of 6').click()
    await page.keyboard.type(code)
    await page.waitForURL(/\/onboarding$/)
    return await context.storageState()
  } finally {
    await context.close()
  }
}
