import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { signIn, signInWithoutScreen } from './support/sign-in'

const RESUMES = path.join('tests', 'fixtures', 'resumes')
const SELECT_ONE = 'Please select at least one job type to proceed.'

const profile = { first: 'Ana María', last: 'Díaz-Soto', email: 'ana.diaz@example.com' }

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' })

async function fillProfile(page: Page) {
  await page.getByLabel('First name').fill(profile.first)
  await page.getByLabel('Last name').fill(profile.last)
  await page.getByLabel('Email').fill(profile.email)
  await page.getByRole('checkbox').check()
}

async function completeProfile(page: Page, resume?: string) {
  await expect(heading(page, 'Complete Your Profile')).toBeVisible()
  await fillProfile(page)
  if (resume) await page.getByLabel('Choose a file').setInputFiles(path.join(RESUMES, resume))
  await continueButton(page).click()
  await expect(heading(page, 'Job Preferences')).toBeVisible({ timeout: 30_000 })
}

async function completePreferences(page: Page) {
  await page.getByRole('button', { name: 'Forklift Operator' }).click()
  await page.getByLabel('Other job title (optional)').fill('Shipping Clerk')
  await continueButton(page).click()
  await expect(heading(page, 'AI Interview Setup')).toBeVisible()
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]')

/** Presses Tab until `target` has the focus (keyboard-only use of the page). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('The control was not reachable with Tab')
}

test.describe('onboarding steps 1 to 3', () => {
  test('a new candidate completes steps 1 to 3 without a resume @desktop', async ({
    page,
    phone,
  }) => {
    await signInWithoutScreen(page, phone)
    await expect(page).toHaveTitle(/Onboarding/)
    await expect(currentStep(page)).toContainText('Profile')
    await expect(page.getByText('You can apply without a resume')).toBeVisible()
    await expect(page.getByText('PDF, TXT, HTML, DOC or DOCX up to 10MB')).toBeVisible()
    await expect(continueButton(page)).toBeDisabled()
    await expectNoAxeViolations(page)

    await completeProfile(page)
    await expect(currentStep(page)).toContainText('Preferences')
    await expect(page.getByText(SELECT_ONE)).toBeVisible()
    await expect(continueButton(page)).toBeDisabled()
    await expectNoAxeViolations(page)

    await completePreferences(page)
    await expect(currentStep(page)).toContainText('Consent')
    await expect(page.getByRole('radio', { name: /Start now/ })).toBeChecked()
    await expect(page.getByText('(206) 555-0142')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Start interview now' }).click()
    await expect(heading(page, 'Your consent')).toBeFocused()
    await expect(page.getByText(/Reply STOP to opt out and HELP for help/)).toBeVisible()
    // RECORDING_RETENTION_DAYS' default, as the server states it.
    await expect(page.getByRole('region', { name: 'About the AI interview' })).toContainText(
      'We keep the recording 30 days, then delete it.',
    )
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'What to expect' }).click()
    await expect(page.getByText(/5 to 10 minutes/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'I agree' }).click()
    // Step 4 starts the call; this browser has no microphone, so which screen it shows is
    // the interview specs' business (tests/e2e/interview*.spec.ts).
    await expect(currentStep(page)).toContainText('Interview')

    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored).toMatchObject({
      firstName: profile.first,
      lastName: profile.last,
      emailId: profile.email,
      candidateName: `${profile.first} ${profile.last}`,
      isResumeUploaded: 'false',
      customJobTitle: 'Shipping Clerk',
      userCurrentStep: '4',
    })
    expect(JSON.parse(stored.selectedJobTitle!)).toEqual(['Forklift Operator'])

    // The server knows the first three steps are done: a reload does not fall back.
    await page.reload()
    await expect(currentStep(page)).toContainText('Interview')
  })

  for (const resume of ['clean.pdf', 'resume.docx']) {
    test(`a new candidate completes step 1 with a real ${path.extname(resume)} resume`, async ({
      page,
      phone,
    }) => {
      await signInWithoutScreen(page, phone)
      await fillProfile(page)
      await page.getByLabel('Choose a file').setInputFiles(path.join(RESUMES, resume))
      await expect(page.getByText(`Selected: ${resume}`)).toBeVisible()
      await continueButton(page).click()
      await expect(heading(page, 'Job Preferences')).toBeVisible({ timeout: 30_000 })
      const stored = await page.evaluate(() => ({ ...localStorage }))
      expect(stored.isResumeUploaded).toBe('true')
      expect(JSON.parse(stored.resumeFileMeta!)).toMatchObject({ name: resume })
      await completePreferences(page)
    })
  }

  test('a file over 10 MB and a wrong type are refused on the phone, for 3 seconds', async ({
    page,
    phone,
  }) => {
    await signInWithoutScreen(page, phone)
    const picker = page.getByLabel('Choose a file')
    await picker.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(11 * 1024 * 1024, 0x20),
    })
    const tooLarge = page.getByRole('alert').filter({ hasText: 'File size must be less than 10MB' })
    await expect(tooLarge).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(tooLarge).toBeHidden({ timeout: 5_000 })

    await picker.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only PDF and Word documents are allowed' }),
    ).toBeVisible()
    await expect(page.getByText(/Selected:/)).toHaveCount(0)
  })

  test('a text file renamed .pdf is rejected by the server after upload', async ({
    page,
    phone,
  }) => {
    await signInWithoutScreen(page, phone)
    await fillProfile(page)
    await page.getByLabel('Choose a file').setInputFiles(path.join(RESUMES, 'not-a-pdf.pdf'))
    await continueButton(page).click()
    await expect(
      page.getByText('The uploaded file is not a valid PDF, Word, text or HTML document.'),
    ).toBeVisible({ timeout: 30_000 })
    await expect(heading(page, 'Complete Your Profile')).toBeVisible()
    await expect(currentStep(page)).toContainText('Profile')
    await expect(page.getByLabel('First name')).toHaveValue(profile.first)
  })

  test('reloading in the middle of each step keeps the step and what was typed', async ({
    page,
    phone,
  }) => {
    await signInWithoutScreen(page, phone)
    await page.getByLabel('First name').fill('Luis')
    await page.getByLabel('Email').fill('luis@exa')
    await page.getByRole('checkbox').check()
    await page.reload()
    await expect(page.getByLabel('First name')).toHaveValue('Luis')
    await expect(page.getByLabel('Email')).toHaveValue('luis@exa')
    await expect(page.getByRole('checkbox')).toBeChecked()

    await completeProfile(page)
    await page.getByRole('button', { name: 'Order Picker' }).click()
    await page.getByLabel('Other job title (optional)').fill('Baker')
    await page.reload()
    await expect(heading(page, 'Job Preferences')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Order Picker' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByLabel('Other job title (optional)')).toHaveValue('Baker')

    await continueButton(page).click()
    await expect(heading(page, 'AI Interview Setup')).toBeVisible()
    await page.getByRole('radio', { name: /Call me/ }).check()
    await page.reload()
    await expect(heading(page, 'AI Interview Setup')).toBeVisible()
    await expect(page.getByRole('radio', { name: /Call me/ })).toBeChecked()

    // Back to step 2 shows the saved choice.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(heading(page, 'Job Preferences')).toBeFocused()
    await expect(page.getByRole('button', { name: 'Order Picker' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('there is no Back below step 1, and the browser back button does no harm', async ({
    page,
    phone,
  }) => {
    // Through the login screen: going back from step 1 is going back towards it.
    await signIn(page, phone)
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await page.getByLabel('First name').fill('Rosa')
    await page.goBack()
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(heading(page, 'Complete Your Profile')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Rosa')
    expect(await page.evaluate(() => localStorage.getItem('userCurrentStep'))).toBe('1')
  })

  test('the declined view leads back to setup, or on to the interview', async ({ page, phone }) => {
    await signInWithoutScreen(page, phone)
    await completeProfile(page)
    await completePreferences(page)

    await page.getByRole('button', { name: 'Start interview now' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Yes, I agree' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Back to onboarding' }).click()
    await expect(heading(page, 'AI Interview Setup')).toBeFocused()

    await page.getByRole('button', { name: 'Start interview now' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Yes, I agree' }).click()
    await expect(currentStep(page)).toContainText('Interview')
  })

  test('steps 1 to 3 can be completed with the keyboard alone', async ({ page, phone }) => {
    await signInWithoutScreen(page, phone)
    await tabTo(page, page.getByLabel('First name'))
    await page.keyboard.type('Keyla')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Board')
    await page.keyboard.press('Tab')
    await page.keyboard.type('keyla@example.com')
    await tabTo(page, page.getByRole('checkbox'))
    await page.keyboard.press('Space')
    await tabTo(page, continueButton(page))
    await page.keyboard.press('Enter')

    await expect(heading(page, 'Job Preferences')).toBeFocused()
    await tabTo(page, page.getByRole('button', { name: 'Assembler' }))
    await page.keyboard.press('Space')
    await tabTo(page, continueButton(page))
    await page.keyboard.press('Enter')

    await expect(heading(page, 'AI Interview Setup')).toBeFocused()
    await tabTo(page, page.getByRole('radio', { name: /Start now/ }))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: /Call me/ })).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Start interview now' }))
    await page.keyboard.press('Enter')
    await expect(heading(page, 'Your consent')).toBeFocused()
    await tabTo(page, page.getByRole('button', { name: 'I agree' }))
    await page.keyboard.press('Enter')
    await expect(heading(page, 'AI Interview')).toBeFocused()
  })

  test('step 1 fits a 320 px screen', async ({ page, phone }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await signInWithoutScreen(page, phone)
    await expect(heading(page, 'Complete Your Profile')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
})
