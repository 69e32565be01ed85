import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { devOutboxResponseSchema } from '../../contract/dev.ts'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { MICROPHONE_ALLOWED, preferencesOnServer } from './support/interview'

/**
 * The whole Spanish path for a new candidate whose browser prefers Spanish: the landing page,
 * sign-in (the code's SMS in Spanish), onboarding, an interview typed in Spanish with a
 * recruiter speaking Spanish, then the signed-in screens, all in Spanish and axe clean; and one
 * tap on 'English' switches everything at once.
 */
test.use(MICROPHONE_ALLOWED)
test.use({ locale: 'es-US' })

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, exact: typeof name === 'string' })

const EVERYTHING =
  'Quiero trabajar en un almacén o de montacargas en el turno de noche en Dallas, Texas, ' +
  'a 30 millas de mi casa. No me quiero mudar. Necesito 16 dólares la hora. ' +
  'Tengo 3 años de experiencia con el escáner y el pallet jack.'

async function smsTo(page: Page, phone: string) {
  const response = await page.request.get(`/api/dev/outbox?phone=%2B1${phone}`)
  const { messages } = v.parse(devOutboxResponseSchema, await response.json())
  return messages[0]!
}

/** The recruiter's latest caption (the live region of the captions panel). */
const latestCaption = (page: Page) =>
  page.getByRole('region', { name: 'Lo que dijo el reclutador' }).locator('[aria-live="polite"]')

async function typeAnswer(page: Page, text: string) {
  const box = page.getByLabel('Escribe tu respuesta')
  await expect(box).toBeEnabled()
  await box.fill(text)
  await page.getByRole('button', { name: 'Enviar respuesta' }).click()
}

test.describe('a new candidate with a Spanish browser', () => {
  test('signs in, onboards, interviews by typing in Spanish, and sees the app in Spanish', async ({
    page,
    phone,
  }) => {
    test.setTimeout(180_000)

    // The landing page arrives in Spanish (Accept-Language: es-US), before and after scripts.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(heading(page, /¿Tu próximo trabajo\?/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Empezar' }).first().click()

    // Sign-in: Spanish screen, Spanish text message with the WebOTP line.
    await expect(heading(page, 'Inicia sesión en Hirelane')).toBeVisible()
    await page.getByLabel('Número de celular').fill(phone)
    await page.getByRole('button', { name: 'Enviar código' }).click()
    await expect(page.getByLabel('Dígito 1 de 6')).toBeVisible()
    const sms = await smsTo(page, phone)
    expect(sms.body).toMatch(
      /^Tu clave de Hirelane es \d{6}\. Vence en 10 minutos\.\n\n@\S+ #\d{6}$/,
    )
    await page.getByLabel('Dígito 1 de 6').click()
    await page.keyboard.type(sms.code)

    // Onboarding, steps 1 to 3.
    await expect(heading(page, 'Completa tu perfil')).toBeVisible()
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa')
    await page.getByLabel('Apellido').fill('Méndez')
    await page.getByLabel('Correo electrónico').fill('rosa.mendez@example.com')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(heading(page, 'Preferencias de trabajo')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Operador de montacargas' }).click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(heading(page, 'Tu entrevista con IA')).toBeVisible()
    await page.getByRole('button', { name: 'Empezar la entrevista' }).click()
    await page.getByRole('button', { name: 'Acepto' }).click()

    // The interview: the recruiter greets and asks in Spanish; every answer is typed.
    await expect(page.getByText('Entrevista en curso')).toBeVisible({ timeout: 30_000 })
    await expect(latestCaption(page)).toContainText('¡Hola, Rosa!', { timeout: 30_000 })
    await expectNoAxeViolations(page)
    let last = await latestCaption(page).textContent()
    await typeAnswer(page, EVERYTHING)
    for (let turn = 0; turn < 10; turn += 1) {
      await expect(latestCaption(page)).not.toHaveText(last ?? '', { timeout: 30_000 })
      last = await latestCaption(page).textContent()
      if (last?.startsWith('Tengo anotado que buscas')) break
      await typeAnswer(page, 'paso')
    }
    expect(last).toMatch(/^Tengo anotado que buscas .*montacargas.*Dallas/)
    await typeAnswer(page, 'sí')
    await expect(latestCaption(page)).toContainText('Gracias, Rosa.', { timeout: 30_000 })
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 60_000 })

    const preferences = await preferencesOnServer(page)
    expect(preferences?.jobTypeAndSchedule.jobTypes).toContain('Forklift Operator')
    expect(preferences?.jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    expect(preferences?.location.preferredLocations).toContain('Dallas, TX')
    expect(preferences?.salaryAndBenefits.hourlyRateRange).toBe('$16+')
    expect(preferences?.skillsAndExperience.yearsOfExperience).toBe(3)

    // The analysis, the matches, then the signed-in screens: Spanish, axe clean.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('progressbar', { name: 'Revisión del perfil' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Continuar' }).click({ timeout: 30_000 })
    await expect(heading(page, 'Ya tienes trabajos para ti')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Ir a mi inicio' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(heading(page, '¡Hola, Rosa Méndez!')).toBeVisible()
    await expect(page).toHaveTitle('Inicio | Empleos de Hirelane')
    await expect(heading(page, 'Tus solicitudes activas')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/submissions')
    await expect(heading(page, 'Solicitudes')).toBeVisible()
    // Each card's status badge, with its hidden 'Estado:' for screen readers.
    await expect(page.getByText('Estado: En revisión', { exact: true }).first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page
      .getByRole('link', { name: /^Ver detalles/ })
      .first()
      .click()
    await expect(heading(page, 'Detalle de la solicitud')).toBeVisible()
    await expect(page.getByText(/^Solicitud enviada el /)).toBeVisible()
    await expect(page.getByText(/^Solicitud enviada — En revisión$/)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('banner').getByRole('link', { name: 'Perfil' }).first().click()
    await expect(page).toHaveTitle('Perfil | Empleos de Hirelane')
    await expectNoAxeViolations(page)
    await page.goto('/preference')
    await expect(heading(page, 'Preferencias de trabajo')).toBeVisible()
    await expectNoAxeViolations(page)

    // One tap on 'English' (in the menu on a phone): the heading, the header's links, the title
    // and <html lang> together.
    const menu = page.getByRole('button', { name: 'Menú' })
    if (await menu.isVisible()) await menu.click()
    await page.getByRole('button', { name: 'English' }).click()
    await expect(heading(page, 'Job Preferences')).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Submissions' }).first(),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Preferences \| Hirelane Jobs$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('button', { name: 'Español' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
