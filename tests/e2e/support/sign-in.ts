import type { Page } from '@playwright/test'
import { signInThroughApi } from '../../support/api-sign-in.ts'
import { expect, latestCode } from './fixtures'

/** Types a number on /login and sends the code. */
export async function requestCode(page: Page, nationalNumber: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(nationalNumber)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible()
}

/** Types a code into the six boxes (the screen submits by itself at the sixth digit). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code)
}

/** The whole sign-in of a new candidate, reading the code from the dev outbox. */
export async function signIn(page: Page, nationalNumber: string): Promise<void> {
  await requestCode(page, nationalNumber)
  await typeCode(page, await latestCode(page, nationalNumber))
  await expect(page).toHaveURL(/\/onboarding$/)
}

/**
 * Puts what the app stores after a validated code (and, with `finishedOnboarding`, once
 * onboarding is done) into the page's storage, on a light page of the app's origin.
 */
export async function storeSession(
  page: Page,
  session: { accessToken: string; candidateId: string; phone: string },
  options: { finishedOnboarding?: boolean } = {},
): Promise<void> {
  await page.goto('/terms')
  await page.evaluate(
    ({ accessToken, candidateId, phone, finished }) => {
      localStorage.setItem('accessToken', accessToken)
      localStorage.setItem('candidateId', candidateId)
      localStorage.setItem('mobileNumber', phone)
      if (finished) localStorage.setItem('onboardingStatus', '0')
    },
    { ...session, finished: options.finishedOnboarding ?? false },
  )
}

/**
 * A new candidate signed in through the real calls rather than the login screen, for tests
 * that are not about signing in (sign-in.spec.ts covers the screen): the page is left on
 * /onboarding with what the app stores after a validated code.
 */
export async function signInWithoutScreen(page: Page, nationalNumber: string): Promise<void> {
  await page.goto('/terms')
  const origin = new URL(page.url()).origin
  const session = await signInThroughApi(origin, nationalNumber)
  await storeSession(page, { ...session, phone: nationalNumber })
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/onboarding$/)
}
