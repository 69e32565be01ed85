import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  createAppliedCandidate,
  hasNoHorizontalScroll,
  openSignedIn,
} from './support/applied-candidate'

/**
 * /edit-profile (docs/product.md#edit-profile, docs/adr/0066) on the real server: loaded from the
 * profile, checked, saved with a photo through its upload URL, and shown on /profile.
 */

/** A real 1x1 PNG: the server checks the bytes of what was uploaded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

test.describe('/edit-profile', () => {
  test('edits every field and the photo; /profile and the dashboard show the change @desktop', async ({
    page,
    server,
    phone,
  }) => {
    test.setTimeout(240_000)
    // A candidate of its own: this test changes the name the other screens greet.
    const candidate = await createAppliedCandidate(server.url, phone)
    await openSignedIn(page, candidate, '/edit-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await expect(field(page, 'First name')).toHaveValue('Rosa')
    await expect(field(page, 'Last name')).toHaveValue('Mendez')
    await expect(field(page, 'Email')).toHaveValue('rosa@example.com')
    await expect(field(page, 'Phone Number')).toHaveValue(
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
    )
    await expect(field(page, 'Phone Number')).not.toBeEditable()
    await expectNoAxeViolations(page)

    // The rules: shown once a field is left, and Save goes to the first problem.
    await field(page, 'Email').fill('rosa@example')
    await field(page, 'Email').blur()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await field(page, 'Date Of Birth').fill('2015-01-01')
    await field(page, 'Expected pay rate ($)').fill('eighteen')
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await expect(page.getByText('Please correct the fields marked below.')).toBeVisible()
    await expect(field(page, 'Date Of Birth')).toBeFocused()
    await expect(page.getByText('You must be at least 18 years old')).toBeVisible()
    await expect(
      page.getByText('Enter the pay as a number of dollars, for example 18.50'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await field(page, 'First name').fill('Rosa Maria')
    await field(page, 'Last name').fill('Mendez-Lopez')
    await field(page, 'Email').fill('rosa.maria@example.com')
    await field(page, 'Date Of Birth').fill('1991-05-20')
    await field(page, 'Gender').selectOption('Female')
    await field(page, 'Expected pay rate ($)').fill('19.75')
    await field(page, 'Experience time').selectOption('3 Years')
    await field(page, 'Qualification').selectOption('Diploma')
    await field(page, 'Location').fill('Fort Worth, TX')
    await field(page, 'Language').selectOption('English')
    await field(page, 'Current Designation').fill('Forklift Lead')
    await page.getByRole('checkbox', { name: 'Healthcare' }).check()
    await field(page, 'About me').fill('Certified forklift lead who trains new drivers.')
    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(page.getByText('Selected: me.png')).toBeVisible()
    await page.getByRole('button', { name: 'Save Profile' }).click()

    await expect(page).toHaveURL(/\/profile$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rosa Maria Mendez-Lopez' }),
    ).toBeVisible()
    const rows = page.getByRole('region', { name: 'Profile', exact: true })
    for (const value of [
      'Forklift Lead',
      'Fort Worth, TX',
      'rosa.maria@example.com',
      '3 years',
      'Female',
      'Diploma',
    ]) {
      await expect(rows.getByText(value, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('Certified forklift lead who trains new drivers.')).toBeVisible()
    // The photo is the avatar, served from the blob store (the CSP allows it).
    const photo = page.getByTestId('candidate-avatar').locator('img')
    await expect(photo).toBeVisible()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1)
    await expectNoAxeViolations(page)

    // Saved for real: the form loads the new values, and the greeting has the new name.
    await page.goto('/edit-profile')
    await expect(field(page, 'Expected pay rate ($)')).toHaveValue('19.75')
    await expect(field(page, 'Date Of Birth')).toHaveValue('1991-05-20')
    await expect(page.getByRole('checkbox', { name: 'Healthcare' })).toBeChecked()
    await expect(field(page, 'Language')).toHaveValue('English')
    await page.getByRole('main').getByRole('link', { name: 'Preferences' }).click()
    await expect(page).toHaveURL(/\/preference$/)
    await page.goto('/dashboard')
    await expect(
      page.getByRole('heading', { name: 'Hello Rosa Maria Mendez-Lopez!' }),
    ).toBeVisible()
  })

  test('refuses a file that only claims to be an image', async ({ page, appliedCandidate }) => {
    await openSignedIn(page, appliedCandidate, '/edit-profile')
    await expect(field(page, 'First name')).toHaveValue(/\S/)
    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    })
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await expect(
      page.getByText('The uploaded file is not a JPEG, PNG, WebP or GIF image.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/edit-profile$/)
  })

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('fits the screen and passes axe, with the menu offering Dashboard and Submissions', async ({
      page,
      appliedCandidate,
    }) => {
      await openSignedIn(page, appliedCandidate, '/edit-profile')
      await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText([
        'Dashboard',
        'Submissions',
      ])
    })
  })
})
