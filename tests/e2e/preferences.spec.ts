import type { Page } from '@playwright/test'
import type { Preferences } from '../../contract/preferences.ts'
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
 * /preference (docs/product.md#preference) on the real server: the preferences the AI recruiter
 * took from a real interview, read-only and in words, and a change request by mail.
 */

const preferencesOf = async (page: Page, candidate: AppliedCandidate) => {
  const response = await candidateGet<{ data: Preferences | null }>(
    page,
    candidate,
    '/api/Candidate/GetCandidatePreference',
  )
  if (!response.data) throw new Error('The interview left no preferences')
  return response.data
}

/** The stored shift keys in words (src/features/preferences/texts/en.ts). */
const SHIFT_WORDS: Record<string, string> = {
  first: 'Days (first shift)',
  second: 'Evenings (second shift)',
  third: 'Nights (third shift)',
  weekend: 'Weekends',
  rotating: 'Rotating shifts',
}

const RELOCATION_WORDS: Record<string, string> = {
  Yes: 'Open to relocating',
  No: 'Not open to relocating',
  Maybe: 'Maybe, for the right job',
}

/** The value beside a label of the Job Preferences panel. */
const valueOf = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Job Preferences' })
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')

test.describe('/preference', () => {
  test('shows every preference in words, read-only, with the header and View Profile @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const preferences = await preferencesOf(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, '/preference')
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Mendez' })).toBeVisible()
    await expect(page).toHaveTitle('Preferences | Hirelane Jobs')
    const panel = page.getByRole('region', { name: 'Job Preferences' })
    await expect(
      panel.getByText('Automatically extracted from your AI interview responses.'),
    ).toBeVisible()
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
      'Job Type & Schedule',
      'Location',
      'Salary & Benefits',
      'Skills & Experience',
    ])
    await expect(panel.locator('dt')).toHaveText([
      'Job Types',
      'Role(s)',
      'Shift Preferences',
      'Preferred Location',
      'Maximum Commute Distance',
      'Relocation',
      'Hourly Rate Range',
      'Required Benefits',
      'Skills',
      'Years of Experience',
    ])
    // Nothing to type into: the panel is read-only.
    await expect(panel.getByRole('textbox')).toHaveCount(0)

    const { jobTypeAndSchedule, location, salaryAndBenefits } = preferences
    for (const shift of jobTypeAndSchedule.shiftPreferences) {
      await expect(valueOf(page, 'Shift Preferences')).toContainText(SHIFT_WORDS[shift] ?? shift)
    }
    for (const jobType of jobTypeAndSchedule.jobTypes) {
      await expect(valueOf(page, 'Job Types')).toContainText(jobType)
    }
    if (location.maximumCommuteDistance) {
      await expect(valueOf(page, 'Maximum Commute Distance')).toHaveText(
        location.maximumCommuteDistance,
      )
    }
    if (location.relocation) {
      await expect(valueOf(page, 'Relocation')).toHaveText(RELOCATION_WORDS[location.relocation]!)
    }
    const amount = /\$\d+(\.\d+)?/.exec(salaryAndBenefits.hourlyRateRange)?.[0]
    if (amount) {
      await expect(valueOf(page, 'Hourly Rate Range')).toContainText(amount)
      await expect(valueOf(page, 'Hourly Rate Range')).toHaveText(/ \/ hour$/)
    }
    await expectNoAxeViolations(page)

    // The panel folds and unfolds.
    const toggle = page.getByRole('button', { name: 'Job Preferences' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.locator('dt').first()).toBeHidden()
    await toggle.click()
    await expect(panel.locator('dt').first()).toBeVisible()

    await page.getByRole('link', { name: 'View Profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('Request Preference Changes writes to support from the mail app @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    await openSignedIn(page, appliedCandidate, '/preference')
    await page.getByRole('button', { name: 'Request Preference Changes' }).click()
    const request = page.getByRole('region', { name: 'Request Preference Changes' })
    await expect(request.getByText('We typically respond within 24-48 hours.')).toBeVisible()
    const box = request.getByRole('textbox', { name: 'What would you like to change?' })
    await expect(box).toHaveAttribute('maxlength', '300')
    await box.fill('Please add second shift & weekends.')
    await expect(request.getByText('35/300 characters')).toBeVisible()
    const submit = request.getByRole('link', { name: 'Submit Request' })
    const href = (await submit.getAttribute('href')) ?? ''
    const [address, query] = href.replace(/^mailto:/, '').split('?')
    expect(address).toBe('support@hirelane.example')
    const params = new URLSearchParams(query)
    expect(params.get('subject')).toBe('Preference change update request')
    expect(params.get('body')).toBe('Please add second shift & weekends.')
    // The box keeps at most 300 characters.
    await box.fill('x'.repeat(320))
    await expect(box).toHaveValue('x'.repeat(300))
    await expectNoAxeViolations(page)
  })

  test('is saved for reading offline', async ({ page, context, appliedCandidate }) => {
    await openSignedIn(page, appliedCandidate, '/preference')
    await expect(page.getByRole('region', { name: 'Job Preferences' })).toBeVisible()
    await serviceWorkerInControl(page)
    await expect
      .poll(async () =>
        (await savedQueryKeys(page)).filter(
          (key) => key.includes('"preference"') || key.includes('basic-profile'),
        ),
      )
      .toHaveLength(2)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Mendez' })).toBeVisible()
    await expect(page.getByText(/^Offline - showing data from /)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Job Preferences' }).locator('dt')).toHaveCount(
      10,
    )
    await context.setOffline(false)
  })

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('fits the screen, with the menu offering Dashboard and Submissions', async ({
      page,
      appliedCandidate,
    }) => {
      await openSignedIn(page, appliedCandidate, '/preference')
      await expect(page.getByRole('region', { name: 'Job Preferences' })).toBeVisible()
      await page.getByRole('button', { name: 'Request Preference Changes' }).click()
      await expect(page.getByRole('link', { name: 'Submit Request' })).toBeVisible()
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

/** The preferences for a browser that prefers Spanish. */
test.describe('/preference in Spanish', () => {
  test.use({ locale: 'es-US' })

  test('sections, labels and the change request in Spanish, with no axe violations @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    await openSignedIn(page, appliedCandidate, '/preference')
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Mendez' })).toBeVisible()
    await expect(page).toHaveTitle('Preferencias | Empleos de Hirelane')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    const panel = page.getByRole('region', { name: 'Preferencias de trabajo' })
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
      'Tipo de trabajo y horario',
      'Ubicación',
      'Pago y beneficios',
      'Habilidades y experiencia',
    ])
    await expect(panel.locator('dt').first()).toHaveText('Tipos de trabajo')
    await expect(page.getByRole('link', { name: 'Ver perfil' })).toBeVisible()
    await page.getByRole('button', { name: 'Pedir cambios en tus preferencias' }).click()
    await expect(page.getByRole('textbox', { name: '¿Qué quieres cambiar?' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
