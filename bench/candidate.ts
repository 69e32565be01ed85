import type { Browser, BrowserContext } from '@playwright/test'
import { latestCode } from '../tests/support/api-sign-in'

/** What Playwright's `context.storageState()` returns: cookies and localStorage per origin. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

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
