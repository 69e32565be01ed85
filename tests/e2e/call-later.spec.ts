import { hasNoHorizontalScroll } from './support/applied-candidate'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { reachInterviewSetup } from './support/interview'

/**
 * Call-me outside calling hours, against the real server: the consent screen's notice, then
 * 'I agree' is answered with the next slot, the candidate schedules the call, sees it, and
 * cancels it. This spec's server keeps a
 * one-hour window of calling hours that leaves out the present hour where the test numbers are
 * (area code 206, Pacific time), far from it, so the window cannot open while the test runs.
 */
const pacificHour = Number(
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    hourCycle: 'h23',
  }).format(new Date()),
)
test.use({ serverEnv: { CALLING_HOURS: pacificHour >= 6 && pacificHour <= 10 ? '20-21' : '8-9' } })

test.describe('call-me outside calling hours', () => {
  test('offers the next slot, schedules the call and cancels it @desktop', async ({
    page,
    phone,
  }, testInfo) => {
    await reachInterviewSetup(page, phone)
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 640 })
    await page.getByRole('radio', { name: /^Call me/ }).check()
    await page.getByRole('button', { name: 'Start interview now' }).click()
    // The consent screen says what the AI asks and evaluates, keeps and shares, on a small phone.
    await expect(page.getByRole('heading', { name: 'About the AI interview' })).toBeVisible()
    expect(await hasNoHorizontalScroll(page)).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'I agree' }).click()

    await expect(page.getByRole('heading', { name: 'We can call you later' })).toBeFocused()
    await expect(page.getByText(/^We only call between .+ and .+ your time\.$/)).toBeVisible()
    await expect(page.getByText(/^The next time we can call is /)).toBeVisible()
    expect(await hasNoHorizontalScroll(page)).toBe(true)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Call me then' }).click()
    await expect(page.getByRole('heading', { name: 'Your call is scheduled' })).toBeFocused()
    await expect(page.getByText('We will send you a text 5 minutes before.')).toBeVisible()
    expect(await hasNoHorizontalScroll(page)).toBe(true)
    await expectNoAxeViolations(page)

    // Back after a reload: the waiting call is what step 3 shows.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your call is scheduled' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel the call' }).click()
    await expect(page.getByRole('heading', { name: 'AI Interview Setup' })).toBeFocused()
  })

  test('in Spanish', async ({ page, phone }) => {
    await reachInterviewSetup(page, phone)
    await page.evaluate(() => localStorage.setItem('language', 'es'))
    await page.reload()
    await page.getByRole('radio', { name: /^Llámenme/ }).check()
    await page.getByRole('button', { name: 'Empezar la entrevista' }).click()
    await page.getByRole('button', { name: 'Acepto' }).click()
    await expect(page.getByRole('heading', { name: 'Podemos llamarte más tarde' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Llámame a esa hora' }).click()
    await expect(page.getByRole('heading', { name: 'Tu llamada está programada' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Cancelar la llamada' }).click()
    await expect(page.getByRole('heading', { name: 'Tu entrevista con IA' })).toBeVisible()
  })
})
