import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { signIn } from './support/sign-in'

/**
 * Onboarding steps 1 to 3 in US Spanish, axe clean, with what reaches the server
 * unchanged: the contract's job types, and the server's refusal of a resume said in Spanish.
 */

const RESUMES = path.join('tests', 'fixtures', 'resumes')
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' })
const currentStep = (page: Page) => page.locator('[aria-current="step"]')

/** Signs in, then chooses Spanish on this device as the one-tap switch does, and reloads. */
async function signInInSpanish(page: Page, phone: string) {
  await signIn(page, phone)
  await page.evaluate(() => localStorage.setItem('language', 'es'))
  await page.reload()
  await expect(heading(page, 'Completa tu perfil')).toBeVisible()
}

async function fillProfile(page: Page) {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana María')
  await page.getByLabel('Apellido').fill('Díaz-Soto')
  await page.getByLabel('Correo electrónico').fill('ana.diaz@example.com')
  await page.getByRole('checkbox').check()
}

test.describe('onboarding in Spanish', () => {
  test('steps 1 to 3 in Spanish, axe clean, sending the contract job types @desktop', async ({
    page,
    phone,
  }) => {
    await signInInSpanish(page, phone)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page).toHaveTitle('Registro | Empleos de Hirelane')
    await expect(currentStep(page)).toContainText('Perfil')
    await expect(page.getByText('Puedes solicitar empleos sin currículum')).toBeVisible()
    await expectNoAxeViolations(page)

    await fillProfile(page)
    await continueButton(page).click()
    await expect(heading(page, 'Preferencias de trabajo')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Elige al menos un tipo de trabajo para continuar.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Operador de montacargas' }).click()
    await continueButton(page).click()
    await expect(heading(page, 'Tu entrevista con IA')).toBeVisible()
    await expect(currentStep(page)).toContainText('Permiso')
    await expect(page.getByRole('radio', { name: /Empezar ahora/ })).toBeChecked()
    await expectNoAxeViolations(page)
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('selectedJobTitle')))!),
    ).toEqual(['Forklift Operator'])

    await page.getByRole('button', { name: 'Empezar la entrevista' }).click()
    await expect(heading(page, 'Tu consentimiento')).toBeFocused()
    await expect(page.getByText(/Responde STOP para no recibir más mensajes/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Sobre la entrevista con IA' })).toContainText(
      'Guardamos la grabación 30 días y luego la borramos.',
    )
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Acepto' }).click()
    await expect(currentStep(page)).toContainText('Entrevista')
  })

  test("a resume the server refuses is said in Spanish, not in the server's English", async ({
    page,
    phone,
  }) => {
    await signInInSpanish(page, phone)
    await fillProfile(page)
    await page.getByLabel('Elegir un archivo').setInputFiles(path.join(RESUMES, 'not-a-pdf.pdf'))
    await continueButton(page).click()
    await expect(page.getByText(/^No pudimos aceptar tu currículum\./)).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText(/The uploaded file is not a valid/)).toHaveCount(0)
    await expect(heading(page, 'Completa tu perfil')).toBeVisible()
  })
})
