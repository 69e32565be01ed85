import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { hasNoHorizontalScroll, openSignedIn } from './support/applied-candidate'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'

/**
 * 'Download my data' on /profile against the real server: the candidate asks, the queue builds
 * the archive, the card offers it, and the ZIP the browser saves holds their profile. On a
 * 320 px phone and on a desktop, in English and in Spanish, without an axe violation.
 */

/** The language switch: in the header on a wide screen, in the menu (opened if shut) on a phone. */
async function switchTo(page: Page, language: 'Español' | 'English') {
  const button = page.getByRole('button', { name: language })
  if (!(await button.isVisible())) await page.getByRole('button', { name: /^Men[uú]$/ }).click()
  await button.click()
}

test('asks for the data, waits until it is ready, and downloads a ZIP with the profile @desktop', async ({
  page,
  appliedCandidate,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 640 })
  await openSignedIn(page, appliedCandidate, '/profile')
  const card = page.getByRole('region', { name: 'Download my data' })
  await expect(card).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Mendez' })).toBeVisible()

  // A download made by another test of this worker may still be offered: ask only when it is not.
  const ask = card.getByRole('button', { name: 'Download my data' })
  const ready = card.getByText('Your data is ready')
  await expect(ask.or(ready)).toBeVisible()
  if (await ask.isVisible()) {
    await expectNoAxeViolations(page)
    await ask.click()
  }
  // The status is asked for every few seconds while the queue builds the archive.
  await expect(ready).toBeVisible({ timeout: 30_000 })
  await expect(card.getByText(/^Link expires /)).toBeVisible()
  await expect(card.getByText(/^ZIP file, [\d.]+ (kB|MB)$/)).toBeVisible()
  expect(await hasNoHorizontalScroll(page)).toBe(true)
  await expectNoAxeViolations(page)

  const link = card.getByRole('link', { name: 'Download my data (ZIP file)' })
  const downloading = page.waitForEvent('download')
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^hirelane-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())))
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining([
      'README.txt',
      'profile.json',
      'preferences.json',
      'interview.json',
      'applications.json',
      'agency-reports.json',
    ]),
  )
  const profile = JSON.parse(strFromU8(zip['profile.json']!)) as {
    profile: { personalInfo: { name: string } }
    account: { phone: string }
  }
  expect(profile.profile.personalInfo.name).toBe('Rosa Mendez')
  expect(profile.account.phone).toBe(`+1${appliedCandidate.phone}`)

  // In Spanish the card says the same, and still passes axe.
  await switchTo(page, 'Español')
  const cardEs = page.getByRole('region', { name: 'Descargar mis datos' })
  await expect(cardEs.getByText('Tus datos están listos')).toBeVisible()
  await expect(cardEs.getByText(/^El enlace vence el /)).toBeVisible()
  await expect(
    cardEs.getByRole('link', { name: 'Descargar mis datos (archivo ZIP)' }),
  ).toBeVisible()
  expect(await hasNoHorizontalScroll(page)).toBe(true)
  await expectNoAxeViolations(page)
  // The worker's candidate is shared with other specs: back to English.
  await switchTo(page, 'English')
  await expect(page.getByRole('region', { name: 'Download my data' })).toBeVisible()
})
