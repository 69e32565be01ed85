import { expect, latestCode, test } from './support/fixtures'
import { requestCode, typeCode } from './support/sign-in'

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

  test('works without errors, and Get started starts the app in place, loaded once on intent @desktop', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const appStarts: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/boot-[^/]+\.js$/.test(request.url())) appStarts.push(request.url())
    })
    await page.goto('/')
    await expect(page.locator('.lp-page')).toHaveAttribute('data-enhanced', 'true')
    await page.waitForLoadState('networkidle')
    // The prerendered page works without the app (docs/adr/0110): not a byte of it yet.
    expect(appStarts).toEqual([])

    const getStarted = page.getByRole('link', { name: 'Get started' }).first()
    await getStarted.hover()
    await expect.poll(() => appStarts.length).toBe(1)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await getStarted.click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    // In place: the same document, and the app's code fetched once.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(appStarts).toHaveLength(1)

    // Back, the app shows the landing page itself, and its parts still work.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your next job?')
    const question = page.getByRole('button', { name: 'Do I need a resume?' })
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(problems).toEqual([])
  })

  test('other paths get the empty shell, not the landing markup, its styles inline', async ({
    request,
    page,
  }) => {
    const landing = await (await request.get('/')).text()
    expect(landing).toContain('Your next job?')
    for (const path of ['/terms', '/dashboard', '/no-such-page']) {
      const shell = await (await request.get(path)).text()
      expect(shell).toContain('<div id="root"></div>')
      // The spinner paints from the HTML alone: no stylesheet to wait for.
      expect(shell).not.toContain('rel="stylesheet"')
      expect(shell).toMatch(/<style>[^<]*\.app-spinner/)
    }
    // The content security policy lets the inline styles in: the shell's spinner is styled.
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text())
    })
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(refused).toEqual([])
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

test.describe('the prerendered login page', () => {
  test('shows the form with JavaScript turned off, in the language of the lang cookie', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Hirelane')
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled()

    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }])
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Hirelane')
    await expect(page).toHaveTitle('Iniciar sesión | Empleos de Hirelane')
    await context.close()
  })

  test('signs in without the app, which loads only once the code is accepted', async ({
    page,
    phone,
  }) => {
    const appStarts: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/boot-[^/]+\.js$/.test(request.url())) appStarts.push(request.url())
    })
    await page.goto('/login')
    await requestCode(page, phone)
    await page.waitForLoadState('networkidle')
    expect(appStarts).toEqual([])
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await typeCode(page, await latestCode(page, phone))
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByRole('heading', { name: 'Onboarding' })).toBeVisible()
    // In place: the same document, the app started over the login page.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(appStarts).toHaveLength(1)
  })
})
