import * as v from 'valibot'
import { engagementStatusResponseSchema } from '../../contract/interview.ts'
import { serviceWorkerInControl } from './support/applied-candidate'
import { candidateAtInterviewSetup, placeCall } from './support/dev-phone'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { fakeMicrophone } from './support/interview'

/**
 * The dev phone page answers a phone interview's call with the browser's microphone and
 * speakers, speaking Twilio's Media Streams protocol to the call's stream. Chromium's fake
 * microphone plays tests/fixtures/interview/mic-answer.wav in a loop (room silence, then a short
 * spoken answer), so the recruiter hears answers through the page's mu-law and moves on.
 */
test.use(fakeMicrophone('mic-answer.wav'))

test('the dev phone answers the call with the microphone, hears the recruiter and hangs up', async ({
  page,
  phone,
}) => {
  test.setTimeout(150_000)
  const { candidateId, headers } = await candidateAtInterviewSetup(page.request, page, phone)

  // A CSP refusal (of a script, the worklet or the stream) or a script error shows up here.
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })

  await page.goto('/dev/phone')
  await expect(page.getByRole('heading', { name: 'Dev phone' })).toBeVisible()
  await expectNoAxeViolations(page)

  // No call placed yet.
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Answer' }).click()
  await expect(page.getByRole('alert')).toHaveText('No call to this number yet')

  const engagementId = await placeCall(page.request, candidateId, headers)

  // Typed as +1 and 10 digits this time; answered from the keyboard.
  await page.getByLabel('Phone number').fill(`+1${phone}`)
  await page.getByRole('button', { name: 'Answer' }).focus()
  await page.keyboard.press('Enter')
  const state = page.getByRole('status')
  await expect(state).toHaveText('Connected', { timeout: 30_000 })
  await expect(page.getByRole('alert')).toHaveText('')

  // The recruiter's greeting, shown when its audio starts playing (the echoed caption mark).
  const captions = page.getByRole('list')
  await expect(captions.getByRole('listitem').first()).toContainText('Hi Rosa!', {
    timeout: 30_000,
  })
  const status = await page.request.get(
    `/api/Engagement/GetEngagementCallStatus?engagementId=${engagementId}`,
    { headers },
  )
  expect(v.parse(engagementStatusResponseSchema, await status.json()).data.data).toBe('in_progress')

  // The recorded answer reaches the recruiter through the page's 8 kHz mu-law: once it listens
  // after a question, it hears the answer end and asks the next one well before its 15-second
  // silence timeout would move it on (the fake microphone speaks every 10 s).
  const items = captions.getByRole('listitem')
  const listening = page.getByText('The recruiter is listening: answer now.')
  await expect(items.last()).toContainText('?', { timeout: 30_000 })
  await expect(listening).toBeVisible({ timeout: 30_000 })
  const asked = await items.count()
  await expect(items).toHaveCount(asked + 1, { timeout: 14_000 })
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Hang up' }).click()
  await expect(state).toHaveText('Call ended')
  await expect(page.getByRole('button', { name: 'Answer' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Hang up' })).toBeDisabled()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the PWA’s service worker leaves /dev/phone to the server', async ({ page }) => {
  await page.goto('/login')
  await serviceWorkerInControl(page)
  await page.goto('/dev/phone')
  await expect(page.getByRole('heading', { name: 'Dev phone' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Answer' })).toBeEnabled()
})
