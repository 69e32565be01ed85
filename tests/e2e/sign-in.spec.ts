import { expect, expectNoAxeViolations, latestCode, test } from './support/fixtures'
import { requestCode, signIn, typeCode } from './support/sign-in'

test.describe('sign-in by SMS code', () => {
  test('a new candidate signs in with the code from the outbox and lands on /onboarding @desktop', async ({
    page,
    phone,
  }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(/Log in/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /personalized job recommendations/,
    )
    await expectNoAxeViolations(page)

    const input = page.getByLabel('Mobile number')
    await input.pressSequentially(`${phone.slice(0, 3)}x${phone.slice(3)}`)
    await expect(input).toHaveValue(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)
    await page.getByRole('button', { name: 'Send OTP' }).click()

    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible()
    await expect(input).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled()
    await expectNoAxeViolations(page)

    const code = await latestCode(page, phone)
    expect(code).toMatch(/^\d{6}$/)
    await typeCode(page, code)
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByRole('heading', { name: 'Onboarding' })).toBeVisible()
    await expectNoAxeViolations(page)

    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored.accessToken).toBeTruthy()
    expect(stored.candidateId).toMatch(/^[0-9a-f-]{36}$/)
    expect(stored.mobileNumber).toBeTruthy()
    expect(stored.sessionToken).toBeUndefined()
  })

  test('reloading keeps the candidate signed in', async ({ page, phone }) => {
    await signIn(page, phone)
    await page.reload()
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByRole('heading', { name: 'Onboarding' })).toBeVisible()
  })

  test('the SMS ends with the WebOTP line for this host', async ({ page, phone, baseURL }) => {
    await requestCode(page, phone)
    const response = await page.request.get(`/api/dev/outbox?phone=%2B1${phone}`)
    const { messages } = await response.json()
    const lines = messages[0].body.trim().split('\n')
    expect(lines.at(-1)).toBe(`@${new URL(baseURL!).hostname} #${messages[0].code}`)
  })

  test('a wrong code shows the server message and stays on the code step', async ({
    page,
    phone,
  }) => {
    await requestCode(page, phone)
    const code = await latestCode(page, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    await typeCode(page, wrong)
    await expect(page.getByRole('alert')).toContainText(
      'The code is incorrect. Please check it and try again.',
    )
    await expect(page).toHaveURL(/\/login$/)
    await expectNoAxeViolations(page)
  })

  test('Request OTP counts down, then sends a new code that works', async ({ page, phone }) => {
    test.setTimeout(90_000)
    await requestCode(page, phone)
    const first = await latestCode(page, phone)
    const resend = page.getByRole('button', { name: /Request OTP/ })
    await expect(resend).toBeDisabled()
    await expect(resend).toHaveText(/Request OTP in \d+s/)
    await expect(resend).toBeEnabled({ timeout: 35_000 })
    await resend.click()
    await expect(page.getByText('OTP sent successfully')).toBeVisible()
    await expect(page.getByText('OTP sent successfully')).toBeHidden({ timeout: 5_000 })
    const second = await latestCode(page, phone)
    const outbox = await (await page.request.get(`/api/dev/outbox?phone=%2B1${phone}`)).json()
    expect(outbox.messages).toHaveLength(2)
    await typeCode(page, second)
    await expect(page).toHaveURL(/\/onboarding$/)
    expect(first).toMatch(/^\d{6}$/)
  })

  test('a signed-in visitor of /login is sent on, not shown the form', async ({ page, phone }) => {
    await signIn(page, phone)
    await page.goto('/login')
    // Onboarding is not finished, so the guard of /dashboard sends the candidate on to /onboarding.
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByLabel('Mobile number')).toHaveCount(0)
  })

  test('a signed-out visitor of a protected page goes to /login', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile number')).toBeVisible()
  })
})

test('the login screen fits a 320 px phone without sideways scrolling', async ({ page, phone }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await requestCode(page, phone)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})
