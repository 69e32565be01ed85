import { candidateAtInterviewSetup, placeCall } from './support/dev-phone'
import { expect, expectNoAxeViolations, test } from './support/fixtures'

/**
 * The dev phone page's keypad sends keys as Twilio sends the caller's keypad. The browser's
 * microphone is the default quiet one, so only the keys answer.
 */
test('the dev phone answers a question with its keypad', async ({ page, phone }) => {
  test.setTimeout(120_000)
  const { candidateId, headers } = await candidateAtInterviewSetup(page.request, page, phone)
  await page.goto('/dev/phone')
  const keypad = page.getByRole('group', { name: 'Keypad' })
  await expect(keypad.getByRole('button', { name: '3' })).toBeDisabled()
  await placeCall(page.request, candidateId, headers)
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Answer' }).click()
  await expect(page.getByRole('status')).toHaveText('Connected', { timeout: 30_000 })

  // The first question names its keys; once the recruiter listens, 3 and # answer nights.
  const items = page.getByRole('list').getByRole('listitem')
  await expect(items.last()).toContainText('press 1 for days', { timeout: 45_000 })
  await expect(page.getByText('The recruiter is listening: answer now.')).toBeVisible({
    timeout: 30_000,
  })
  const asked = await items.count()
  await keypad.getByRole('button', { name: '3' }).click()
  await keypad.getByRole('button', { name: 'Pound (#)' }).focus()
  await page.keyboard.press('Enter')
  await expect(items).toHaveCount(asked + 1, { timeout: 14_000 })
  await expect(items.last()).toContainText(/^Okay, third shift\./)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Hang up' }).click()
  await expect(keypad.getByRole('button', { name: '3' })).toBeDisabled()
})
