import sharp from 'sharp'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  hasNoHorizontalScroll,
  openSignedIn,
  serviceWorkerInControl,
} from './support/applied-candidate'
import { test as appliedTest } from './support/applied-fixtures'
import { expect, expectNoAxeViolations, test } from './support/push-fixtures'

/**
 * Installing the app, production build on the real server, in Chromium with a real
 * profile (an incognito-like context is never installable): Chrome's own installability check,
 * the manifest the install sheet reads, and the Install card, shown on the dashboard only.
 */

const INSTALL = 'Install Hirelane on this device'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1'

interface ManifestImage {
  src: string
  sizes: string
  type?: string
  purpose?: string
  form_factor?: string
  label?: string
}

/** An image of the manifest: served, of its type, and of the size it claims. */
async function expectImage(request: APIRequestContext, image: ManifestImage) {
  const response = await request.get(image.src)
  expect(response.status(), image.src).toBe(200)
  if (image.type) expect(response.headers()['content-type']).toContain(image.type)
  const { width, height } = await sharp(await response.body()).metadata()
  expect(`${width}x${height}`, image.src).toBe(image.sizes)
}

/** How many times the browser offered its install prompt to this page load. */
const promptsFired = (page: Page) =>
  page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0)

test.describe('installing', () => {
  test('Chrome finds the app installable, and the manifest has what the rich install sheet needs @desktop', async ({
    page,
    profileContext,
  }) => {
    await page.goto('/')
    await serviceWorkerInControl(page)
    const cdp = await profileContext.newCDPSession(page)
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
    const { url, errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])
    await cdp.detach()

    const manifest = (await (await page.request.get(url)).json()) as {
      name: string
      short_name: string
      description: string
      start_url: string
      scope: string
      display: string
      theme_color: string
      background_color: string
      icons: ManifestImage[]
      shortcuts: { name: string; url: string; icons: ManifestImage[] }[]
      screenshots: ManifestImage[]
    }
    expect(manifest).toMatchObject({
      name: 'Hirelane Jobs',
      short_name: 'Hirelane',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f4c81',
      background_color: '#ffffff',
    })
    expect(manifest.description.length).toBeGreaterThan(20)
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    expect(manifest.shortcuts.map(({ name, url: to }) => `${name} ${to}`)).toEqual([
      'Dashboard /dashboard',
      'Submissions /submissions',
    ])
    expect(new Set(manifest.screenshots.map((shot) => shot.form_factor))).toEqual(
      new Set(['narrow', 'wide']),
    )
    for (const image of [
      ...manifest.icons,
      ...manifest.screenshots,
      ...manifest.shortcuts.flatMap((s) => s.icons),
    ]) {
      await expectImage(page.request, image)
    }
    for (const shot of manifest.screenshots) {
      expect(shot.label?.length).toBeGreaterThan(10)
      const response = await page.request.get(shot.src)
      // Small enough for a phone on a slow network to show the install sheet quickly.
      expect((await response.body()).length).toBeLessThan(100_000)
    }
  })

  test('the browser’s prompt is kept for the dashboard, and Not now is remembered @desktop', async ({
    page,
    profileContext,
    appliedCandidate,
  }) => {
    await profileContext.addInitScript(() => {
      addEventListener('beforeinstallprompt', () => {
        const scope = window as unknown as { installPrompts?: number }
        scope.installPrompts = (scope.installPrompts ?? 0) + 1
      })
    })
    // The landing page gets the prompt, and keeps it to itself: nothing over the hero.
    await page.goto('/')
    await serviceWorkerInControl(page)
    await page.reload()
    await expect.poll(() => promptsFired(page)).toBeGreaterThan(0)
    await expect(page.getByText(INSTALL)).toHaveCount(0)

    await openSignedIn(page, appliedCandidate, '/dashboard')
    const card = page.getByRole('region', { name: INSTALL })
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: 'Install Hirelane' })).toBeVisible()
    await expect(card.getByRole('img', { name: 'The Hirelane app icon' })).toHaveJSProperty(
      'complete',
      true,
    )
    await expectNoAxeViolations(page)

    await card.getByRole('button', { name: /^Not now/ }).click()
    await expect(page.getByRole('heading', { name: 'Maybe later' })).toBeFocused()
    await page.reload()
    await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
    await expect.poll(() => promptsFired(page)).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: INSTALL })).toHaveCount(0)
    expect(
      Number(await page.evaluate(() => localStorage.getItem('installDismissedAt'))),
    ).toBeGreaterThan(0)
  })
})

appliedTest.describe('on an iPhone at 320 px', () => {
  appliedTest.use({ userAgent: IPHONE, viewport: { width: 320, height: 640 } })

  appliedTest(
    'the dashboard shows Share -> Add to Home Screen with the real icons; Not now is remembered',
    async ({ page, appliedCandidate }) => {
      await openSignedIn(page, appliedCandidate, '/dashboard')
      const guide = page.getByRole('region', { name: 'Add Hirelane to your Home Screen' })
      await expect(guide).toBeVisible()
      await expect(guide.getByRole('img', { name: 'The Hirelane app icon' })).toHaveJSProperty(
        'naturalWidth',
        192,
      )
      await expect(
        guide.getByRole('list', { name: 'How to add it' }).getByRole('listitem'),
      ).toHaveText([
        'Tap Share in the browser’s toolbar.',
        'Scroll down and choose Add to Home Screen.',
        '3Tap Add.',
      ])
      await expect(guide.getByRole('button', { name: /^Install/ })).toHaveCount(0)
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)

      await guide.getByRole('button', { name: /^Not now/ }).click()
      await page.reload()
      await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Add Hirelane to your Home Screen' }),
      ).toHaveCount(0)
    },
  )
})
