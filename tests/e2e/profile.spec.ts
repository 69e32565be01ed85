import type { Page } from '@playwright/test'
import type { CandidateProfile } from '../../contract/profile.ts'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  candidateGet,
  hasNoHorizontalScroll,
  openSignedIn,
  savedQueryKeys,
  serviceWorkerInControl,
  type AppliedCandidate,
} from './support/applied-candidate'

/**
 * /profile (docs/product.md#profile) on the real server, for a candidate whose profile the analysis
 * built from onboarding and a real interview. The page is compared with GetCandidateProfileById.
 */

const profileOf = async (page: Page, candidate: AppliedCandidate) =>
  (
    await candidateGet<{ data: { data: CandidateProfile } }>(
      page,
      candidate,
      '/api/Candidate/GetCandidateProfileById',
    )
  ).data.data

/** '+12065551234' as the page writes it: '(206) 555-1234'. */
const phoneText = (mobile: string) => mobile.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3')

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test.describe('/profile', () => {
  test('shows the header, the profile rows, the sections and the account card @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const profile = await profileOf(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, '/profile')
    await expect(
      page.getByRole('heading', { level: 1, name: profile.personalInfo.name }),
    ).toBeVisible()
    await expect(page).toHaveTitle('Profile | Hirelane Jobs')

    const rows = region(page, 'Profile')
    await expect(rows.getByText(profile.contactInfo.email, { exact: true })).toBeVisible()
    await expect(
      rows.getByText(phoneText(profile.contactInfo.mobile), { exact: true }),
    ).toBeVisible()
    if (profile.currentExperience.currentOccupation) {
      await expect(rows.getByText('Current role', { exact: true })).toBeVisible()
    }
    for (const name of ['About me', 'Education', 'Experience', 'Skills']) {
      await expect(region(page, name).getByRole('heading', { name })).toBeVisible()
    }
    for (const skill of profile.skillInfo.skills.slice(0, 3)) {
      await expect(region(page, 'Skills').getByText(skill, { exact: true })).toBeVisible()
    }
    await expect(
      page.getByRole('heading', { name: 'Manage the status of your account' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // The account card: left column under the rows on desktop, at the bottom on phones.
    const account = await region(page, 'Manage the status of your account').boundingBox()
    const rowsBox = await rows.boundingBox()
    const skills = await region(page, 'Skills').boundingBox()
    const wide = (page.viewportSize()?.width ?? 0) >= 896
    if (wide) {
      expect(account!.x).toBeCloseTo(rowsBox!.x, 0)
      expect(account!.x).toBeLessThan(skills!.x)
    } else {
      expect(account!.y).toBeGreaterThan(skills!.y)
    }

    await page.getByRole('main').getByRole('link', { name: 'Preferences' }).click()
    await expect(page).toHaveURL(/\/preference$/)
    await page.getByRole('link', { name: 'View Profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.getByRole('main').getByRole('link', { name: 'Edit profile' }).click()
    await expect(page).toHaveURL(/\/edit-profile$/)
  })

  test('the delete-account modal opens and closes with its rules, and passes axe @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    await openSignedIn(page, appliedCandidate, '/profile')
    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog).toBeVisible()
    const confirm = dialog.getByRole('button', { name: 'Yes, delete my account' })
    await expect(confirm).toBeDisabled()
    await dialog.getByRole('checkbox', { name: 'Other reason' }).check()
    const other = dialog.getByRole('textbox', { name: 'Other reason' })
    await expect(other).toHaveAttribute('placeholder', 'Please share specific reason...')
    await other.fill('   ')
    await expect(confirm).toBeDisabled()
    await dialog.getByRole('checkbox', { name: "I've found a job" }).check()
    await expect(confirm).toBeDisabled()
    await other.fill('Moving abroad')
    await expect(confirm).toBeEnabled()
    await expectNoAxeViolations(page)

    // Escape closes it (with its fade); opened again, nothing is chosen.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused()
    await page.getByRole('button', { name: 'Delete account' }).click()
    await expect(dialog.getByRole('checkbox', { name: "I've found a job" })).not.toBeChecked()
    await expect(dialog.getByRole('textbox', { name: 'Other reason' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('is saved for reading offline', async ({ page, context, appliedCandidate }) => {
    const profile = await profileOf(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, '/profile')
    await expect(
      page.getByRole('heading', { level: 1, name: profile.personalInfo.name }),
    ).toBeVisible()
    await serviceWorkerInControl(page)
    await expect
      .poll(async () =>
        (await savedQueryKeys(page)).filter(
          (key) => key.includes('"profile"') || key.includes('"basic-profile"'),
        ),
      )
      .toHaveLength(2)

    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: profile.personalInfo.name }),
    ).toBeVisible()
    await expect(page.getByText(/^Offline - showing data from /)).toBeVisible()
    await expect(region(page, 'Profile').getByText(profile.contactInfo.email)).toBeVisible()
    await expectNoAxeViolations(page)
    await context.setOffline(false)
  })

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('fits the screen; the menu offers Dashboard and Submissions; the footer and the modal fit', async ({
      page,
      appliedCandidate,
    }) => {
      await openSignedIn(page, appliedCandidate, '/profile')
      await expect(
        page.getByRole('heading', { name: 'Manage the status of your account' }),
      ).toBeVisible()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)

      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      )
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      )
      await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        /^mailto:support@/,
      )

      await page.getByRole('button', { name: 'Menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Submissions'])
      await menu.getByRole('link', { name: 'Dashboard' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText([
        'Profile',
        'Preferences',
      ])
      await page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name: 'Profile' })
        .click()
      await expect(page).toHaveURL(/\/profile$/)

      await page.getByRole('button', { name: 'Delete account' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
      await dialog.getByRole('checkbox', { name: 'Other reason' }).check()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    })
  })
})

/** The profile and the delete-account modal for a browser that prefers Spanish. */
test.describe('/profile in Spanish', () => {
  test.use({ locale: 'es-US' })

  test('rows, sections, the account card and its modal in Spanish, with no axe violations @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const profile = await profileOf(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, '/profile')
    await expect(
      page.getByRole('heading', { level: 1, name: profile.personalInfo.name }),
    ).toBeVisible()
    await expect(page).toHaveTitle('Perfil | Empleos de Hirelane')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(
      region(page, 'Perfil').getByText(profile.contactInfo.email, { exact: true }),
    ).toBeVisible()
    for (const name of ['Sobre mí', 'Estudios', 'Experiencia', 'Habilidades']) {
      await expect(region(page, name).getByRole('heading', { name })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Editar perfil' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Borrar cuenta' }).click()
    const modal = page.getByRole('dialog', { name: '¿Borrar tu cuenta?' })
    await expect(modal.getByRole('checkbox', { name: 'Ya encontré trabajo' })).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Sí, borrar mi cuenta' })).toBeDisabled()
    await expectNoAxeViolations(page)
    await modal.getByRole('button', { name: 'Cancelar' }).click()
    await expect(modal).toBeHidden()
  })
})
