import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { devPersonRequestsResponseSchema } from '../../contract/dev.ts'
import { hasNoHorizontalScroll } from './support/applied-candidate'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { reachInterviewSetup } from './support/interview'

/**
 * 'I'd rather talk to a person' at step 3, against the real server: the candidate gives a
 * number and a window instead of the AI interview, onboarding ends on the dashboard, which
 * says a recruiter will call, and the agencies' list has the request. Axe clean at 320 px, on
 * a desktop, and in Spanish.
 */

/** '(206) 555-0123' from the 10 digits signed in with. */
const shown = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`

async function requestsOf(page: Page, phone: string) {
  const response = await page.request.get(`/api/dev/person-requests?phone=%2B1${phone}`)
  expect(response.ok()).toBe(true)
  return v.parse(devPersonRequestsResponseSchema, await response.json()).requests
}

test.describe('talk to a person instead of the AI interview', () => {
  test('asked for at step 3, acknowledged on the dashboard @desktop', async ({
    page,
    phone,
  }, testInfo) => {
    await reachInterviewSetup(page, phone)
    // The narrowest phone the product serves; the desktop project keeps its own window.
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 640 })

    const toggle = page.getByRole('button', { name: "I'd rather talk to a person" })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Talk to a person' })
    await expect(form.getByLabel('Phone number')).toHaveValue(shown(phone))
    expect(await hasNoHorizontalScroll(page)).toBe(true)
    await expectNoAxeViolations(page)

    const day = form.getByLabel('Day')
    const second = day.locator('option').nth(1)
    await day.selectOption((await second.getAttribute('value')) ?? '')
    const dayText = (await second.textContent()) ?? ''
    await form.getByRole('radio', { name: 'Afternoon (12 to 5 pm)' }).check()
    await form.getByRole('button', { name: 'Send' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    const panel = page.getByRole('region', { name: 'You asked to talk to a person' })
    await expect(panel).toContainText(shown(phone))
    await expect(panel).toContainText(`${dayText}, afternoon (12 to 5 pm)`)
    await expect(panel).toContainText('A recruiter will call you.')
    expect(await hasNoHorizontalScroll(page)).toBe(true)
    await expectNoAxeViolations(page)

    // The agencies' call list has it, with the name typed at step 1.
    const [request] = await requestsOf(page, phone)
    expect(request).toMatchObject({
      phone: `+1${phone}`,
      candidateName: 'Rosa Mendez',
      partOfDay: 'afternoon',
    })
  })

  test('in Spanish', async ({ page, phone }) => {
    await reachInterviewSetup(page, phone)
    await page.evaluate(() => localStorage.setItem('language', 'es'))
    await page.reload()
    await page.getByRole('button', { name: 'Prefiero hablar con una persona' }).click()
    const form = page.getByRole('form', { name: 'Hablar con una persona' })
    await expect(form.getByLabel('Número de teléfono')).toHaveValue(shown(phone))
    await form.getByRole('radio', { name: 'Mañana (de 8 a. m. a 12 p. m.)' }).check()
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Enviar' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    const panel = page.getByRole('region', { name: 'Pediste hablar con una persona' })
    await expect(panel).toContainText('en la mañana (de 8 a. m. a 12 p. m.)')
    await expect(panel).toContainText('Un reclutador te llamará.')
    await expectNoAxeViolations(page)
  })
})
