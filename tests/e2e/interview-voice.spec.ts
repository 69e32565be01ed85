import { expect, expectNoAxeViolations, test } from './support/fixtures'
import {
  fakeMicrophone,
  latestCaption,
  preferencesOnServer,
  reachInterviewSetup,
  startWebInterview,
  typeAnswer,
} from './support/interview'

/**
 * Chromium's fake microphone plays tests/fixtures/interview/mic-answer.wav in a loop: six
 * seconds of room silence, then a short spoken answer. The recruiter must hear it end, move on,
 * and stop talking when it is talked over.
 */
test.use(fakeMicrophone('mic-answer.wav'))
// The path of a server without a transcriber (where PocketSphinx is not installed): spoken
// answers are recorded and pass their question. The embedded transcriber is on by default here,
// so it is switched off by name; what it hears is tested with it on.
test.use({ serverEnv: { TRANSCRIBER: 'none' } })

test('spoken answers move the interview on, and a typed one finishes it', async ({
  page,
  phone,
}) => {
  test.setTimeout(120_000)
  await reachInterviewSetup(page, phone)
  await startWebInterview(page)
  await expect(latestCaption(page)).toContainText('Hi Rosa!')

  // The greeting runs ~9 s and the recording may talk over it (barge-in ends it early); either
  // way the first question follows.
  const first = latestCaption(page).filter({ hasText: '?' })
  await expect(first).toBeVisible({ timeout: 20_000 })
  const firstQuestion = await first.textContent()

  // The next spoken answer (nothing typed) is heard to its end and the recruiter moves on.
  await expect(latestCaption(page)).not.toHaveText(firstQuestion ?? '', { timeout: 30_000 })
  await expectNoAxeViolations(page)

  await typeAnswer(
    page,
    'I want forklift work on nights in Dallas, Texas, within 15 miles. Yes, I can relocate. ' +
      'Between $17 and $20 an hour with a 401k. 3 years of experience with RF scanners.',
  )
  // What it understood is read back; the next spoken answer (not understood without a
  // transcriber) changes nothing, and the recruiter closes.
  await expect(
    page.getByText(
      /^I have you down for forklift work on nights near Dallas, \$17 to \$20 an hour\./,
    ),
  ).toBeAttached({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/check-profile$/, { timeout: 90_000 })

  const preferences = await preferencesOnServer(page)
  expect(preferences?.jobTypeAndSchedule.jobTypes).toContain('Forklift Operator')
  expect(preferences?.location.preferredLocations).toContain('Dallas, TX')
  expect(preferences?.salaryAndBenefits.hourlyRateRange).toBe('$17 - $20')
})
