import { expect, test } from './support/fixtures'
import {
  fakeMicrophone,
  latestCaption,
  preferencesOnServer,
  reachInterviewSetup,
  startWebInterview,
  typeAnswer,
} from './support/interview'

/**
 * The embedded transcriber (pocketsphinx, the server's default where it is installed) in the
 * browser's call: Chromium's fake microphone loops tests/fixtures/interview/mic-forklift-nights.wav
 * (scripts/generate-spoken-answers.ts: six seconds of silence, then Festival's voice saying 'I
 * want forklift work on nights.'). The recruiter hears the words, confirms the job and the shift
 * it understood, and the stored preferences hold them: nothing typed names either.
 */
test.use(fakeMicrophone('mic-forklift-nights.wav'))

test('the recruiter understands a spoken answer and keeps the slots it heard', async ({
  page,
  phone,
}) => {
  test.setTimeout(150_000)
  await reachInterviewSetup(page, phone)
  await startWebInterview(page)
  await expect(latestCaption(page)).toContainText('Hi Rosa!')

  // Whenever the words land (over the greeting or after a question), they are understood.
  await expect(latestCaption(page)).toContainText(/forklift operator/i, { timeout: 45_000 })
  await expect(latestCaption(page)).toContainText(/third shift/i)

  await typeAnswer(
    page,
    'Dallas, Texas, within 15 miles. Yes, I can relocate. ' +
      'Between $17 and $20 an hour with a 401k. 3 years of experience with RF scanners.',
  )
  await expect(page).toHaveURL(/\/check-profile$/, { timeout: 90_000 })

  const preferences = await preferencesOnServer(page)
  expect(preferences?.jobTypeAndSchedule.jobTypes).toContain('Forklift Operator')
  expect(preferences?.jobTypeAndSchedule.shiftPreferences).toContain('third')
  expect(preferences?.location.preferredLocations).toContain('Dallas, TX')
})
