import { expect, test } from './support/fixtures'

test.describe('the prerendered landing page', () => {
  test('shows the hero with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your next job?')
    await expect(page.getByText('Let AI find it for you').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toHaveAttribute(
      'href',
      '/login',
    )
    await context.close()
  })

  test('hydrates without errors and then works as the app @desktop', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'Get started' }).first().click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    expect(problems).toEqual([])
  })

  test('other paths get the empty shell, not the landing markup', async ({ request }) => {
    const landing = await (await request.get('/')).text()
    expect(landing).toContain('Your next job?')
    for (const path of ['/login', '/terms', '/dashboard', '/no-such-page']) {
      const shell = await (await request.get(path)).text()
      expect(shell).toContain('<div id="root"></div>')
    }
  })

  test('an offline reload of / still shows the landing page', async ({ page, context }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your next job?')
    await context.setOffline(false)
  })
})
