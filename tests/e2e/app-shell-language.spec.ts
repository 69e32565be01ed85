import type { Page } from '@playwright/test'
import { hasNoHorizontalScroll, openSignedIn } from './support/applied-candidate'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import { signIn } from './support/sign-in'

/**
 * The app shell in Spanish: the one-tap switch in the signed-in header (the mobile
 * menu on a phone), in the onboarding bar and on the legal pages, on a 360 px phone.
 */

const PHONE_360 = { width: 360, height: 740 }

/** Every element of the header lies inside the screen. */
const headerFits = (page: Page) =>
  page
    .getByRole('banner')
    .evaluate((header) =>
      Array.from(header.querySelectorAll('a, button')).every(
        (element) => element.getBoundingClientRect().right <= window.innerWidth + 0.5,
      ),
    )

test.describe('the app shell in Spanish', () => {
  test('the mobile menu switches the signed-in screens to Spanish on a 360 px phone', async ({
    page,
    appliedCandidate,
  }) => {
    await page.setViewportSize(PHONE_360)
    await openSignedIn(page, appliedCandidate, '/dashboard')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Español' }).click()

    const menuEs = page.getByRole('navigation', { name: 'Menú' })
    await expect(menuEs.getByRole('link', { name: 'Perfil' })).toBeVisible()
    await expect(menuEs.getByRole('link', { name: 'Preferencias' })).toBeVisible()
    await expect(menuEs.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport()
    await expect(menuEs.getByRole('button', { name: 'English' })).toBeInViewport()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(
      page.getByRole('navigation', { name: 'Legal y contacto' }).getByRole('link', {
        name: 'Términos del servicio',
      }),
    ).toBeAttached()
    expect(await hasNoHorizontalScroll(page)).toBe(true)
    expect(await headerFits(page)).toBe(true)
    await expectNoAxeViolations(page)

    // Remembered on the device: a reload stays in Spanish.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible()
  })

  test('a wide screen offers the switch in the header beside Logout', async ({
    page,
    appliedCandidate,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSignedIn(page, appliedCandidate, '/dashboard')
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click()
    const main = page.getByRole('navigation', { name: 'Principal' })
    await expect(main.getByRole('link', { name: 'Inicio' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Solicitudes' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
    await page.getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })

  test('the onboarding bar switches by keyboard and fits a 360 px phone', async ({
    page,
    phone,
  }) => {
    await signIn(page, phone)
    await page.setViewportSize(PHONE_360)
    const bar = page.getByRole('banner')
    await bar.getByRole('button', { name: 'Español' }).focus()
    await page.keyboard.press('Enter')
    await expect(bar.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport()
    await expect(bar.getByRole('button', { name: 'English' })).toBeFocused()
    expect(await headerFits(page)).toBe(true)
    expect(await hasNoHorizontalScroll(page)).toBe(true)
  })
})

test.describe('the legal pages for a Spanish browser', () => {
  test.use({ locale: 'es-US' })

  test('show the Spanish document, opening with the line that the English one governs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const [path, name] of [
      ['/terms', 'Términos del servicio'],
      ['/privacy-policy', 'Política de privacidad'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByRole('note')).toContainText('prevalece la versión en inglés')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      await expect(page).toHaveTitle(`${name} | Empleos de Hirelane`)
      await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeInViewport()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)
    }
    await page.goto('/terms#arbitration')
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Arbitraje vinculante y renuncia a demandas colectivas',
      }),
    ).toBeInViewport()
    // 'the English version' shows the document that governs, the page in English.
    await page.getByRole('note').getByRole('link', { name: 'versión en inglés' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })
})
