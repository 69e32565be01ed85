import { expect, test } from './support/fixtures'

test.describe('offline', () => {
  test('a reload with no network still shows the app shell', async ({ page, context }) => {
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
    // The route chunks this view loaded are handed to the worker; give it a moment to store them.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).join(',')))
      .toContain('route-chunks')
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('route-chunks')).keys()).length),
      )
      .toBeGreaterThan(0)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible()
    await context.setOffline(false)
  })
})
