import { expect, expectNoAxeViolations, test } from './support/fixtures'

/**
 * The landing page in Spanish: prerendered at /es and served at / to a browser that
 * prefers Spanish, so a crawler and a slow phone get the hero in Spanish before any script
 * runs; its islands work without errors and it passes axe.
 */

const SPANISH_HERO = '¿Tu próximo trabajo?'
const SPANISH_TITLE = 'Hirelane: deja que la IA encuentre tu próximo trabajo'

test.describe('the landing page in Spanish', () => {
  test('a crawler without JavaScript gets the Spanish hero at /es, with hreflang both ways', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/es')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SPANISH_HERO)
    await expect(page.getByText('Deja que la IA lo encuentre por ti').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Empezar' }).first()).toHaveAttribute(
      'href',
      '/login',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page).toHaveTitle(SPANISH_TITLE)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Gratis para quien busca trabajo/,
    )
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      )
    expect(alternates).toEqual([
      ['en-US', '/'],
      ['es-US', '/es'],
      ['x-default', '/'],
    ])
    // The English page points back.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute(
      'href',
      '/es',
    )
    await expect(
      page.getByRole('link', { name: '¿Prefieres español? Haz tu entrevista en español.' }),
    ).toHaveAttribute('href', '/es')
    await context.close()
  })

  test('a crawler that prefers Spanish gets the Spanish hero at /', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      locale: 'es-US',
      extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' },
    })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.headers()['vary']).toMatch(/Accept-Language/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SPANISH_HERO)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await context.close()
  })

  test('/es works without errors, stays Spanish on an English phone and passes axe @desktop', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/es')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SPANISH_HERO)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page).toHaveTitle(SPANISH_TITLE)
    // Enhanced: the FAQ answers a tap.
    const question = page.getByRole('button', { name: '¿Necesito currículum?' })
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Testimonio siguiente' }).click()
    await expectNoAxeViolations(page)
    expect(problems).toEqual([])
    // A visit, not a choice: nothing stored, and / still answers in this browser's English.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull()
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value,
    ).not.toBe('es')
  })

  test('the switch in the header turns / Spanish, and / answers in Spanish from then on', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const toSpanish = page.getByRole('banner').getByRole('button', { name: 'Español' })
    await expect(toSpanish).toHaveAttribute('lang', 'es')
    await toSpanish.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SPANISH_HERO)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page).toHaveURL(/\/$/)

    // The server now sends the Spanish prerender: before any script runs, it is Spanish.
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('<html lang="es-US">')
    expect(html).toContain(SPANISH_HERO)
  })

  for (const { width, path, name } of [
    { width: 360, path: '/es', name: 'English' },
    { width: 320, path: '/es', name: 'English' },
    { width: 320, path: '/', name: 'Español' },
  ]) {
    test(`fits a ${width} px phone at ${path} without sideways scrolling, the switch on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(path)
      const header = page.getByRole('banner')
      const toOther = header.getByRole('button', { name })
      await expect(toOther).toBeInViewport({ ratio: 1 })
      await expect(header.getByRole('link', { name: /^(Get started|Empezar)$/ })).toBeInViewport({
        ratio: 1,
      })
      await expect(header.getByRole('link', { name: 'Hirelane' })).toBeInViewport()
      expect((await toOther.boundingBox())?.height).toBeGreaterThanOrEqual(44)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      await page.screenshot({ path: test.info().outputPath(`header-${width}.png`) })
    })
  }

  test('an offline reload of /es still shows the Spanish landing page', async ({
    page,
    context,
  }) => {
    await page.goto('/es')
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
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SPANISH_HERO)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await context.setOffline(false)
  })
})
