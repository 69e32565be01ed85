#!/usr/bin/env -S npx tsx
// Takes the install sheet's screenshots (manifest `screenshots`, scripts/screenshot-specs.ts)
// of the app's own screens: the production build served by the real server on a fresh data
// directory, a candidate the product has interviewed and applied for (the e2e tests' own
// helper), Debian's Chromium. Written as WebP into public/images/screenshots/; commit them.
// Run `npm run build` first, then `npx tsx scripts/generate-screenshots.ts`.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumPath, offlineChromiumFlags } from '../tests/chromium.ts'
import { createAppliedCandidate, openSignedIn } from '../tests/e2e/support/applied-candidate.ts'
import { startServer } from '../tests/e2e/support/server.ts'
import { SCREENSHOT_DIR, screenshotSpecs } from './screenshot-specs.ts'

const OUT = path.join(process.cwd(), 'public', SCREENSHOT_DIR)

const server = await startServer({ AUTO_APPLY_LIMIT: '24' })
const browser = await chromium.launch({ executablePath: chromiumPath, args: offlineChromiumFlags })
try {
  const candidate = await createAppliedCandidate(server.url, '2065550190')
  mkdirSync(OUT, { recursive: true })
  for (const spec of screenshotSpecs) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: spec.viewport,
      deviceScaleFactor: spec.scale,
      isMobile: spec.formFactor === 'narrow',
      hasTouch: spec.formFactor === 'narrow',
    })
    const page = await context.newPage()
    // A returning candidate's screen: the offers to install and turn on notifications were
    // answered before, so the screenshot shows the submissions themselves.
    await page.goto('/terms')
    await page.evaluate(() => {
      localStorage.setItem('installDismissedAt', String(Date.now()))
      localStorage.setItem('notificationsChoice', JSON.stringify({ helpClosed: true }))
    })
    await openSignedIn(page, candidate, spec.path)
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .waitFor()
    await page.waitForLoadState('networkidle')
    const png = await page.screenshot({ animations: 'disabled' })
    const file = path.join(OUT, spec.file)
    const { size } = await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file)
    console.log(`${spec.file}: ${(size / 1024).toFixed(1)} KB`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
