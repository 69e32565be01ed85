import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { MICROPHONE_ALLOWED, reachInterviewSetup } from './support/interview'

/** A quiet room: the answer here is typed. */
test.use(MICROPHONE_ALLOWED)

/**
 * The call screen in US Spanish: the app's own words, labels and live regions from
 * the Spanish catalogue, axe clean. What the recruiter says (captions) is the server's part.
 */
test.describe('the AI interview screen in Spanish', () => {
  test('labels, states and the typed answer in Spanish; ending leads on @desktop', async ({
    page,
    phone,
  }) => {
    await reachInterviewSetup(page, phone)
    await page.evaluate(() => localStorage.setItem('language', 'es'))
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Tu entrevista con IA' })).toBeVisible()

    await page.getByRole('button', { name: 'Empezar la entrevista' }).click()
    await page.getByRole('button', { name: 'Acepto' }).click()
    await expect(page.getByRole('heading', { name: 'Entrevista con IA' })).toBeVisible()
    await expect(page.getByText('Entrevista en curso')).toBeVisible({ timeout: 30_000 })
    const captions = page.getByRole('region', { name: 'Lo que dijo el reclutador' })
    await expect(captions.locator('[aria-live="polite"]')).not.toBeEmpty({ timeout: 30_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expectNoAxeViolations(page)

    const box = page.getByLabel('Escribe tu respuesta')
    await expect(box).toBeEnabled()
    await box.fill('Montacargas, turno de noche')
    await page.getByRole('button', { name: 'Enviar respuesta' }).click()
    await expect(page.getByText('Tu respuesta se envió.')).toBeVisible()

    await page.getByRole('button', { name: 'Terminar la entrevista' }).click()
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
  })
})
