import { expect, test } from './support/fixtures'

test.describe('offline', () => {
  test('a reload of /login with no network still shows the login page', async ({
    page,
    context,
  }) => {
    await page.goto('/login')
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    // Wait until the service worker controls the page and has the shell precached.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    // The prerendered login page and its scripts are in the precache the worker installed with.

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible()
    // The island works offline too: typing a full number enables Send OTP.
    await page.getByLabel('Mobile number').fill('5551234567')
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled()
    await context.setOffline(false)
  })
})
