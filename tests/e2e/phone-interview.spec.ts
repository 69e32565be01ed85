import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { engagementStatusResponseSchema } from '../../contract/interview.ts'
import { devPhoneCalls, type DevPhoneCall } from '../../scripts/dev-phone/dev-phone-calls.ts'
import {
  answerStream,
  type CallerEvent,
  type TwilioStreamCaller,
} from '../../scripts/dev-phone/twilio-stream-caller.ts'
import { WIDEBAND_FRAME_SAMPLES } from '../../server/telephony/phone-audio.ts'
import { micAnswerWords } from '../support/mic-answer-words.ts'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { preferencesOnServer, reachInterviewSetup, session } from './support/interview'

/**
 * The phone interview (call-me) from the candidate's screen, with the dev telephony provider
 * placing the call. The test process is the candidate's phone: it answers the call the dev
 * outbox logged with scripts/dev-phone's Twilio-side Media Streams client, and each time the
 * recruiter listens it says the words of tests/fixtures/interview/mic-answer.wav (mu-law 8 kHz,
 * as Twilio carries them). No transcriber runs here, so each spoken answer passes its question
 * as soon as the speech ends, and the recruiter goes through every question to its closing.
 */

// The resume window at its least (5 s), so a hung-up call is abandoned within the test. The
// transcriber is switched off by name: the embedded one hears the phone too, its answers
// confirmed turn by turn (tests/integration/interview-embedded-transcriber.test.ts), and this
// spec is about the screens.
test.use({
  serverEnv: {
    TELEPHONY_PROVIDER: 'dev',
    INTERVIEW_RESUME_WINDOW_SECONDS: '5',
    TRANSCRIBER: 'none',
  },
})

/** The fixture's words ('Yes, I can do that. I have worked in a warehouse before.'), 16 kHz. */
async function recordedAnswer(): Promise<Int16Array> {
  const words = await micAnswerWords()
  // More than one frame of voice (the first and last voiced frames differ).
  expect(words.length).toBeGreaterThan(WIDEBAND_FRAME_SAMPLES)
  return words
}

/** Step 3: call-me (the configured line and prefix shown), Start interview now, I agree. */
async function chooseCallMe(page: Page): Promise<void> {
  const callMe = page.getByRole('radio', { name: /^Call me/ })
  await expect(callMe).toHaveAccessibleDescription(
    'We will call your mobile number from (206) 555-0142. ' +
      'The call comes from a number starting with +1 (206), so you know it is really us.',
  )
  await callMe.check()
  await page.getByRole('button', { name: 'Start interview now' }).click()
  await page.getByRole('button', { name: 'I agree' }).click()
}

const formatted = (national: string) =>
  `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`

/** Step 4's phone status screen, as it first shows: we are calling the signed-in number. */
async function expectCallingScreen(page: Page, national: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'AI Interview' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText("We're calling you now")
  await expect(
    page.getByText(
      `We're calling your mobile number, ${formatted(national)}. ` +
        'The call comes from (206) 555-0142, a number starting with +1 (206).',
    ),
  ).toBeVisible()
}

const checkStatus = (page: Page) => page.getByRole('button', { name: 'Check status' }).click()

/** The newest call the dev telephony provider placed to the number, still ringing. */
async function ringingCall(national: string, serverUrl: string): Promise<DevPhoneCall> {
  const [newest] = await devPhoneCalls(serverUrl, `+1${national}`)
  if (!newest) throw new Error(`no call to ${national} in the dev phone outbox`)
  expect(newest.to).toBe(`+1${national}`)
  expect(newest.endedAt).toBeUndefined()
  expect(newest.streamUrl).toMatch(/^ws:\/\/[^/]+\/ws\/phone\/[A-Za-z0-9_-]{20,128}$/)
  return newest
}

/**
 * The call's stream on the port the worker's server really listens on (its PUBLIC_URL names
 * that port today; tests/integration/support/phone-call.ts does the same where it may not).
 */
function onServer(streamUrl: string, serverUrl: string): string {
  const url = new URL(streamUrl)
  url.host = new URL(serverUrl).host
  return url.toString()
}

async function engagementStatus(page: Page, engagementId: string) {
  const { accessToken } = await session(page)
  const response = await page.request.get(
    `/api/Engagement/GetEngagementCallStatus?engagementId=${engagementId}`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  )
  expect(response.ok()).toBe(true)
  return v.parse(engagementStatusResponseSchema, await response.json()).data.data
}

const storedEngagementId = (page: Page) => page.evaluate(() => localStorage.getItem('engagementId'))

const isCaption = (kind: string) => (event: CallerEvent) =>
  event.type === 'caption' && event.caption.kind === kind

/** A turn the candidate answers: a question or the read-back, not the greeting or closing. */
const asksForAnswer = (event: CallerEvent) =>
  event.type === 'caption' && event.caption.kind !== 'greeting' && event.caption.kind !== 'closing'

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

const callers: TwilioStreamCaller[] = []
test.afterEach(async () => {
  for (const caller of callers.splice(0)) await caller.hangUp()
})

test('call-me: the dev phone answers with recorded answers, and the screen goes connecting, in progress, completed, analysing, /check-profile', async ({
  page,
  phone,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const serverUrl = baseURL ?? ''
  const answer = await recordedAnswer()
  // The narrowest phone the product supports: nothing may scroll sideways.
  await page.setViewportSize({ width: 320, height: 640 })
  await reachInterviewSetup(page, phone)
  await chooseCallMe(page)

  await expectCallingScreen(page, phone)
  expect(await fitsWidth(page)).toBe(true)
  await expectNoAxeViolations(page)
  const engagementId = (await storedEngagementId(page)) ?? ''
  expect(engagementId).toMatch(/^[0-9a-f-]{36}$/)
  expect(await page.evaluate(() => localStorage.getItem('webRTCURL'))).toBeNull()

  // Not answered yet: still connecting.
  await checkStatus(page)
  await expect(page.getByRole('status')).toHaveText("We're still calling you")

  // The phone rings and is answered. The candidate answers each question as it starts, over
  // the recruiter's voice (barge-in): this test is about the screens, and a call that waits for
  // every question to be said takes two minutes; tests/integration/phone-interview.test.ts
  // proves the recruiter waiting for answers.
  const call = await ringingCall(phone, serverUrl)
  let answered = 0
  let answers = Promise.resolve()
  const ready: { caller?: TwilioStreamCaller } = {}
  const early: CallerEvent[] = []
  const onEvent = (event: CallerEvent) => {
    const caller = ready.caller
    if (!caller) return void early.push(event)
    if (!asksForAnswer(event)) return
    answered += 1
    // One answer at a time, in the order asked.
    answers = answers.then(async () => void (await caller.say(answer)))
  }
  const caller = await answerStream(onServer(call.streamUrl, serverUrl), {
    callSid: call.callSid,
    onEvent,
  })
  callers.push(caller)
  ready.caller = caller
  for (const event of early.splice(0)) onEvent(event)

  const greeting = await caller.waitFor(isCaption('greeting'))
  expect(greeting.type === 'caption' && greeting.caption.text).toContain('Hi Rosa!')
  // The call is on: Check status says so (once the server has seen the stream start).
  await expect(async () => {
    await checkStatus(page)
    await expect(page.getByRole('status')).toHaveText('Interview in progress', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(
    page.getByText(
      'You are talking with our AI recruiter. When the call ends, press “Check status” to finish.',
    ),
  ).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
  await expectNoAxeViolations(page)

  // Every question is answered; the recruiter closes and the server ends the call.
  await caller.waitFor(isCaption('closing'), { timeoutMs: 150_000 })
  expect(await caller.closed).toEqual({ code: 1000, reason: 'interview completed' })
  const questions = caller.captions().filter((caption) => caption.kind === 'question')
  expect(questions.length).toBeGreaterThan(0)
  // Each question was asked once and answered: the voice stopped the recruiter (Twilio's
  // 'clear'), and every question it asked got an answer.
  expect(new Set(questions.map((question) => question.text)).size).toBe(questions.length)
  expect(caller.clears().length).toBeGreaterThan(0)
  expect(answered).toBe(questions.length)
  expect(caller.captions().at(-1)?.text).toBe(
    "Thanks, Rosa. That's everything I need. We'll look for jobs that fit and let you know. You can hang up now.",
  )
  expect(caller.unexpected).toEqual([])
  expect(await engagementStatus(page, engagementId)).toBe('completed')

  // The candidate hangs up and checks: completed, the analysing screen, then /check-profile.
  await checkStatus(page)
  await expect(page.getByRole('heading', { name: 'Analysing your profile' })).toBeVisible()
  await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Welcome to Hirelane Jobs!' })).toBeVisible()
  expect(await storedEngagementId(page)).toBeNull()
  // No answer was transcribed: the job titles of step 2 stand in for the interview's job types.
  expect((await preferencesOnServer(page))?.jobTypeAndSchedule.jobTypes).toEqual([
    'Warehouse Associate',
  ])
})

test('a call hung up at once is abandoned: Check status says so, with Call me again and the browser @desktop', async ({
  page,
  phone,
  baseURL,
}) => {
  const serverUrl = baseURL ?? ''
  await reachInterviewSetup(page, phone)
  await chooseCallMe(page)
  await expectCallingScreen(page, phone)
  await expectNoAxeViolations(page)
  const engagementId = (await storedEngagementId(page)) ?? ''

  // The phone picks up, hears the greeting start and hangs up (Twilio's stop).
  const first = await ringingCall(phone, serverUrl)
  const caller = await answerStream(onServer(first.streamUrl, serverUrl), {
    callSid: first.callSid,
  })
  callers.push(caller)
  await caller.waitFor(isCaption('greeting'))
  await caller.hangUp()

  // Nobody comes back within the resume window: the engagement is abandoned.
  await expect
    .poll(() => engagementStatus(page, engagementId), { timeout: 20_000 })
    .toBe('abandoned')
  await checkStatus(page)
  const heading = page.getByRole('heading', {
    name: 'The call ended before the interview finished',
  })
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()
  await expect(
    page.getByText('The call was cut off or hung up before the last question.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call me again' })).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Do the interview in the browser instead' }),
  ).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
  await expectNoAxeViolations(page)

  // Call me again places a new call to the same number, and the screen starts over.
  await page.getByRole('button', { name: 'Call me again' }).click()
  await expect(page.getByRole('status')).toHaveText("We're calling you now")
  await expect(page.getByRole('heading', { name: 'AI Interview' })).toBeFocused()
  const second = await ringingCall(phone, serverUrl)
  expect(second.callSid).not.toBe(first.callSid)
  expect(await storedEngagementId(page)).not.toBe(engagementId)
})
