import type { Page } from '@playwright/test'
import WebSocket from 'ws'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { relayCallMedia } from './support/media-relay'
import {
  MICROPHONE_ALLOWED,
  latestCaption,
  preferencesOnServer,
  reachInterviewSetup,
  session,
  startWebInterview,
  typeAnswer,
} from './support/interview'

/** A quiet room: the recruiter hears no speech, so every answer here is typed. */
test.use(MICROPHONE_ALLOWED)

const EVERYTHING =
  "I want forklift work on first shift in Reno, Nevada, up to 20 miles from home. I won't relocate. " +
  "I need $18 an hour and health insurance. I have 5 years of experience and I'm forklift certified."

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

test.describe('the AI interview, typed answers', () => {
  test('typed answers carry the interview to /check-profile with the preferences stored @desktop', async ({
    page,
    phone,
  }) => {
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    await expect(latestCaption(page)).toContainText('Hi Rosa!')
    await expect(page.getByText(/^\d{2}:\d{2}$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'End interview' })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await stored(page, 'webRTCURL')).toMatch(/^ws:\/\/.+\/ws\/interview\//)

    const analysing = page.getByRole('heading', { name: 'Analysing your profile' })
    let last = await latestCaption(page).textContent()
    await typeAnswer(page, EVERYTHING)
    // Whatever is left to ask gets a typed "skip" until the recruiter reads back what it heard.
    for (let turn = 0; turn < 10; turn += 1) {
      await expect(latestCaption(page)).not.toHaveText(last ?? '', { timeout: 30_000 })
      last = await latestCaption(page).textContent()
      if (last?.startsWith('I have you down for')) break
      await typeAnswer(page, 'skip')
    }
    await expect(latestCaption(page)).toHaveText(
      'I have you down for forklift work on days near Reno, at least $18 an hour. ' +
        'Is that right? Answer yes, or tell me what to change.',
    )
    await expect(page.getByText('Checking your answers')).toBeVisible()
    await expectNoAxeViolations(page)
    // One chance to correct it: nights were meant, not days.
    await typeAnswer(page, 'No, nights not days')
    await expect(latestCaption(page)).toHaveText(
      /^Okay, third shift\. Thanks, Rosa\. That's everything I need\./,
    )
    await expect(analysing).toBeVisible({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Welcome to Hirelane Jobs!' })).toBeVisible()
    expect(await stored(page, 'webRTCURL')).toBeNull()
    expect(await stored(page, 'engagementId')).toBeNull()

    const preferences = await preferencesOnServer(page)
    expect(preferences?.jobTypeAndSchedule.jobTypes).toContain('Forklift Operator')
    expect(preferences?.location.preferredLocations).toContain('Reno, NV')
    expect(preferences?.location.relocation).toBe('No')
    // 'I need $18' is a floor.
    expect(preferences?.salaryAndBenefits.hourlyRateRange).toBe('$18+')
    // The correction replaced the shift it read back.
    expect(preferences?.jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    expect(preferences?.skillsAndExperience.yearsOfExperience).toBe(5)
  })

  test('closed questions are answered by tapping their options, the read-back by its Yes', async ({
    page,
    phone,
  }) => {
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    await expect(latestCaption(page)).toContainText('Hi Rosa!')
    // What each closed question gets tapped; open ones (place, pay, experience) are skipped.
    // The job type is not asked: onboarding's titles said it.
    const taps: Record<string, string[]> = {
      shifts: ['Nights (3rd shift)'],
      relocation: ['No'],
      benefits: ['Health insurance'],
    }
    const tapped = new Set<string>()
    let last = await latestCaption(page).textContent()
    for (let turn = 0; turn < 14; turn += 1) {
      if (turn > 0)
        await expect(latestCaption(page)).not.toHaveText(last ?? '', { timeout: 30_000 })
      last = await latestCaption(page).textContent()
      // The options arrive with their question: the group is named by the caption.
      const group = page.getByRole('group', { name: last ?? '' })
      if (last?.startsWith('I have you down for')) {
        await expectNoAxeViolations(page)
        await group.getByRole('button', { name: "Yes, that's right" }).click()
        break
      }
      const offered = await group.getByRole('button').allTextContents()
      const question = Object.keys(taps).find((key) =>
        taps[key]?.every((label) => offered.includes(label)),
      )
      if (!question) {
        expect(offered).toEqual([])
        await typeAnswer(page, 'skip')
        continue
      }
      tapped.add(question)
      for (const label of taps[question] ?? []) {
        await group.getByRole('button', { name: label, exact: true }).click()
      }
      const send = group.getByRole('button', { name: 'Send my choices' })
      // The next question, not the brief 'Sent' status, says the answer was taken.
      if (await send.isVisible()) await send.click()
    }
    expect([...tapped].sort()).toEqual(['benefits', 'relocation', 'shifts'])
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 60_000 })

    const preferences = await preferencesOnServer(page)
    expect(preferences?.jobTypeAndSchedule.shiftPreferences).toEqual(['third'])
    expect(preferences?.location.relocation).toBe('No')
    expect(preferences?.salaryAndBenefits.requiredBenefits).toEqual(
      expect.arrayContaining([expect.stringMatching(/health/i)]),
    )
  })

  test('End interview finishes early and still completes onboarding', async ({ page, phone }) => {
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    await page.getByRole('button', { name: 'End interview' }).click()
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
    const { accessToken, candidateId } = await session(page)
    const steps = await page.request.get(
      `/api/Candidate/GetCandidateOnboardingDetails?candidateId=${candidateId}`,
      { headers: { Authorization: `Bearer ${accessToken}` } },
    )
    const body = (await steps.json()) as { data: { id: number; completed: boolean }[] }
    expect(body.data.every((step) => step.completed)).toBe(true)
    // The job titles of step 2 stand in for the interview's job types.
    expect((await preferencesOnServer(page))?.jobTypeAndSchedule.jobTypes).toEqual([
      'Warehouse Associate',
    ])
  })

  test('going offline shows Connection Lost; back online the call resumes at the same question', async ({
    page,
    context,
    phone,
  }) => {
    // The narrowest phone the product supports: nothing may scroll sideways.
    await page.setViewportSize({ width: 320, height: 640 })
    const fitsWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    expect(await fitsWidth()).toBe(true)
    await typeAnswer(page, 'Forklift work, please.')
    await expect(latestCaption(page)).toContainText('?')
    await expect(latestCaption(page)).not.toContainText('Hi Rosa!')
    const question = (await latestCaption(page).textContent()) ?? ''
    const pending = question.split('. ').pop() ?? question

    await context.setOffline(true)
    await expect(page.getByRole('heading', { name: 'Connection Lost' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry call' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Back to onboarding' })).toBeVisible()
    expect(await fitsWidth()).toBe(true)
    await expectNoAxeViolations(page)

    await context.setOffline(false)
    await expect(page.getByText('Interview in progress')).toBeVisible({ timeout: 30_000 })
    await expect(latestCaption(page)).toContainText("Let's pick up where we left off.")
    await expect(latestCaption(page)).toContainText(pending)
  })

  test('a signal dip (every media packet lost, ICE disconnected) shows Connection Lost, then the same call resumes at the same question', async ({
    page,
    phone,
  }) => {
    // Chromium takes seconds to notice the dip and to recover from it.
    test.setTimeout(120_000)
    const relay = await relayCallMedia(page)
    try {
      await reachInterviewSetup(page, phone)
      await startWebInterview(page)
      expect(relay.forwarded()).toBeGreaterThan(0)
      await typeAnswer(page, 'Forklift work, please.')
      await expect(latestCaption(page)).toContainText('?')
      await expect(latestCaption(page)).not.toContainText('Hi Rosa!')
      const question = (await latestCaption(page).textContent()) ?? ''
      const pending = question.split('. ').pop() ?? question

      relay.cut()
      await expect(page.getByRole('heading', { name: 'Connection Lost' })).toBeVisible({
        timeout: 30_000,
      })
      await expect(
        page.getByText(
          'Your signal dropped. The interview will continue where you left off as soon as it is back.',
        ),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Retry call' })).toBeVisible()
      await expectNoAxeViolations(page)
      expect(await stored(page, 'webRTCURL')).not.toBeNull()

      relay.restore()
      await expect(page.getByText('Interview in progress')).toBeVisible({ timeout: 30_000 })
      await expect(latestCaption(page)).toContainText("Let's pick up where we left off.")
      await expect(latestCaption(page)).toContainText(pending)
      // The same call came back by itself: no new socket, no new offer.
      expect(relay.sockets()).toBe(1)
      // And it carries on.
      await typeAnswer(page, 'Reno, Nevada')
      await expect(latestCaption(page)).not.toContainText(pending)
      await expect(page.getByRole('button', { name: 'End interview' })).toBeVisible()
    } finally {
      await relay.close()
    }
  })

  test('a call the server drops (close 4000) shows Connection Lost, and Retry call resumes it', async ({
    page,
    phone,
    baseURL,
  }) => {
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    const url = (await stored(page, 'webRTCURL')) ?? ''
    await expect(page.getByText('Interview in progress')).toBeVisible({ timeout: 30_000 })
    const openWithHello = async (accessToken: string) => {
      const socket = new WebSocket(url, { origin: baseURL })
      const closed = new Promise<number>((resolve) => socket.once('close', resolve))
      await new Promise((resolve) => socket.once('open', resolve))
      socket.send(JSON.stringify({ type: 'hello', accessToken }))
      return { socket, closed }
    }
    // The call URL alone takes nothing over (docs/adr/0090): without this sign-in's proof the
    // socket is refused (4003) and the page's call goes on.
    const intruder = await openWithHello('not-this-sign-in')
    expect(await intruder.closed).toBe(4003)
    await expect(page.getByText('Interview in progress')).toBeVisible()
    // A second socket of the same sign-in takes the call over: the page's socket gets 4000.
    const other = await openWithHello((await stored(page, 'accessToken')) ?? '')
    await expect(page.getByRole('heading', { name: 'Connection Lost' })).toBeVisible()
    other.socket.close()

    await page.getByRole('button', { name: 'Retry call' }).click()
    await expect(page.getByText('Interview in progress')).toBeVisible({ timeout: 30_000 })
    await expect(latestCaption(page)).not.toBeEmpty()
  })

  test('a socket the server refuses shows System Error; Back to onboarding returns to the setup', async ({
    page,
    phone,
  }) => {
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    // A wrong call token: the upgrade is refused (401) and the browser sees a socket error.
    await page.evaluate(() => {
      const url = localStorage.getItem('webRTCURL') ?? ''
      localStorage.setItem('webRTCURL', url.replace(/token=[^&]+/, 'token=wrong'))
    })
    await page.reload()
    await expect(
      page.getByRole('heading', { name: 'System Error or Internal Failure' }),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText('Our team has been notified')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Back to onboarding' }).click()
    await expect(page.getByRole('heading', { name: 'AI Interview Setup' })).toBeVisible()
    expect(await stored(page, 'webRTCURL')).toBeNull()
  })
})
