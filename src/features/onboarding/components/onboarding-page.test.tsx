import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESUME_MAX_BYTES } from '@contract/onboarding'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { interviewStub, phoneInterviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const UPLOAD_URL = 'https://blobs.example.net/resumes/abc.pdf?sig=xyz'

const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const failure = (message: string, status = 400, code = 'validation_failed') =>
  jsonResponse({ status: false, message, error: { code } }, status)

const defaultRoutes = (completed = 0): Record<string, FetchHandler> => ({
  'GET /api/Candidate/GetCandidateOnboardingDetails': () => ok(steps(completed)),
  'GET /api/Resume/GenerateResumeUrl': () => ok(UPLOAD_URL),
  'PUT /resumes/abc.pdf': () => new Response(null, { status: 201 }),
  'POST /api/Candidate/UpdateCandidateDetails': () =>
    ok({ candidateId: CANDIDATE_ID, resumeUploaded: false }),
  'POST /api/Candidate/UpdateUserTitlePreference': () => ok(null),
  'POST /api/Engagement/PrepareInterview': () => ok({ prepared: true, knownSlots: [] }),
  'GET /api/Engagement/GetWebrtcSetupDetailsForCandidate': () =>
    ok({
      data: {
        callEndpointUri: 'wss://api.example/ws/interview/e1?token=t',
        engagementId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      },
    }),
})

const serve = (overrides: Record<string, FetchHandler> = {}, completed = 0) =>
  stubFetch(routeFetch({ ...defaultRoutes(completed), ...overrides }))

const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

const renderPage = async () => {
  const { renderInterview } = interviewStub()
  const { phoneInterview } = phoneInterviewStub()
  const view = await renderWithRouter(
    {
      '/onboarding': () => (
        <OnboardingPage renderInterview={renderInterview} phoneInterview={phoneInterview} />
      ),
    },
    {
      initialPath: '/onboarding',
    },
  )
  await screen.findByRole('list')
  return view
}

const fileOf = (name: string, type: string, size?: number) => {
  const file = new File(['%PDF-1.4 resume'], name, { type })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

const user = () => userEvent.setup({ applyAccept: false })

const fillProfile = async (u = user()) => {
  await u.type(screen.getByLabelText('First name'), 'Ana')
  await u.type(screen.getByLabelText('Last name'), 'Diaz')
  await u.type(screen.getByLabelText('Email'), 'ana@example.com')
  await u.click(screen.getByRole('checkbox'))
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' })
const resumeInput = () => screen.getByLabelText('Choose a file') as HTMLInputElement

let sink: AnalyticsSink

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('progress indicator', () => {
  it('lists the four steps and marks the current one', async () => {
    serve()
    await renderPage()
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '1Profile',
      '2Preferences',
      '3Consent',
      '4Interview',
    ])
    expect(items[0]).toHaveAttribute('aria-current', 'step')
    expect(items[1]).not.toHaveAttribute('aria-current')
  })
})

describe('step 1, profile', () => {
  it('shows its heading and texts, with Continue disabled at first', async () => {
    serve()
    await renderPage()
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument()
    expect(screen.getByText('Tell us a bit about yourself')).toBeInTheDocument()
    expect(screen.getByText('You can apply without a resume')).toBeInTheDocument()
    expect(screen.getByText('PDF, TXT, HTML, DOC or DOCX up to 10MB')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(resumeInput().accept).toContain('.pdf,.doc,.docx,.txt,.html')
    expect(continueButton()).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('drops characters other than letters, spaces and hyphens as typed', async () => {
    serve()
    await renderPage()
    const u = user()
    await u.type(screen.getByLabelText('First name'), 'Ana-María 3rd!')
    expect(screen.getByLabelText('First name')).toHaveValue('Ana-María rd')
    await u.type(screen.getByLabelText('Last name'), "D'az_1")
    expect(screen.getByLabelText('Last name')).toHaveValue('Daz')
  })

  it('enables Continue only when names, email and terms all hold', async () => {
    serve()
    await renderPage()
    const u = user()
    await u.type(screen.getByLabelText('First name'), '   ')
    await u.type(screen.getByLabelText('Last name'), 'Diaz')
    await u.type(screen.getByLabelText('Email'), 'ana@example')
    await u.click(screen.getByRole('checkbox'))
    expect(continueButton()).toBeDisabled()
    // A blank (trimmed) first name is explained once the field is left.
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Enter your first name')).toBeInTheDocument()
    await u.type(screen.getByLabelText('First name'), 'Ana')
    expect(continueButton()).toBeDisabled()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      /Enter a valid email address/,
    )
    await u.type(screen.getByLabelText('Email'), '.com')
    expect(continueButton()).toBeEnabled()
    await u.click(screen.getByRole('checkbox'))
    expect(continueButton()).toBeDisabled()
  })

  const alertWith = (message: string) => screen.getByText(message).closest('[role="alert"]')

  it.each([
    ['a picture', fileOf('photo.jpg', 'image/jpeg'), 'Only PDF and Word documents are allowed'],
    [
      'an 11 MB PDF',
      fileOf('big.pdf', 'application/pdf', RESUME_MAX_BYTES + 1),
      'File size must be less than 10MB',
    ],
  ])('refuses %s and the message disappears after 3 s', async (_what, file, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve()
    await renderPage()
    fireEvent.change(resumeInput(), { target: { files: [file] } })
    expect(alertWith(message)).not.toBeNull()
    expect(resumeInput()).toHaveAccessibleDescription(new RegExp(message))
    expect(resumeInput().value).toBe('')
    expect(sink.capture).toHaveBeenCalledWith('onboarding_resume_rejected', {
      reason: expect.any(String),
    })
    act(() => vi.advanceTimersByTime(2900))
    expect(alertWith(message)).not.toBeNull()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText(message)).toBeNull()
  })

  it("says 'No file selected' when the picker returns nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve()
    await renderPage()
    fireEvent.change(resumeInput(), { target: { files: [] } })
    expect(alertWith('No file selected')).not.toBeNull()
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByText('No file selected')).toBeNull()
  })

  it('saves without a resume, stores the profile and moves to step 2 with focus on its heading', async () => {
    const { requests } = serve()
    await renderPage()
    const u = user()
    await fillProfile(u)
    await u.clear(screen.getByLabelText('First name'))
    await u.type(screen.getByLabelText('First name'), ' Ana ')
    await u.click(continueButton())

    const heading = await screen.findByRole('heading', { name: 'Job Preferences' })
    expect(heading).toHaveFocus()
    const calls = requests.map(pathOf)
    expect(calls).not.toContain('GET /api/Resume/GenerateResumeUrl')
    const update = requests.find((r) => pathOf(r) === 'POST /api/Candidate/UpdateCandidateDetails')!
    const url = new URL(update.url)
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(url.searchParams.get('isCandidateOnboarding')).toBe('true')
    expect(await update.json()).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      emailId: 'ana@example.com',
      fullName: 'Ana Diaz',
      isResumeUploaded: false,
    })
    expect(localStorage.getItem('firstName')).toBe('Ana')
    expect(localStorage.getItem('lastName')).toBe('Diaz')
    expect(localStorage.getItem('emailId')).toBe('ana@example.com')
    expect(localStorage.getItem('candidateName')).toBe('Ana Diaz')
    expect(localStorage.getItem('isResumeUploaded')).toBe('false')
    expect(localStorage.getItem('userCurrentStep')).toBe('2')
    expect(sink.capture).toHaveBeenCalledWith('onboarding_profile_saved', { withResume: false })
  })

  it('with a resume: GenerateResumeUrl, then a bare PUT of the file, then UpdateCandidateDetails', async () => {
    const { requests } = serve()
    await renderPage()
    const u = user()
    await fillProfile(u)
    const file = fileOf('My Resume.PDF', 'application/pdf')
    fireEvent.change(resumeInput(), { target: { files: [file] } })
    expect(screen.getByText(/Selected: My Resume.PDF/)).toBeInTheDocument()
    await u.click(continueButton())
    await screen.findByRole('heading', { name: 'Job Preferences' })

    const calls = requests.filter(
      (r) => pathOf(r) !== 'GET /api/Candidate/GetCandidateOnboardingDetails',
    )
    expect(calls.map(pathOf)).toEqual([
      'GET /api/Resume/GenerateResumeUrl',
      'PUT /resumes/abc.pdf',
      'POST /api/Candidate/UpdateCandidateDetails',
    ])
    const generate = new URL(calls[0]!.url)
    expect(Object.fromEntries(generate.searchParams)).toEqual({
      candidateId: CANDIDATE_ID,
      fileName: 'My Resume',
      fileFormat: 'pdf',
    })
    const put = calls[1]!
    expect(put.url).toBe(UPLOAD_URL)
    expect(put.headers.get('x-ms-blob-type')).toBe('BlockBlob')
    expect(put.headers.get('content-type')).toBe('application/pdf')
    expect(put.headers.has('Authorization')).toBe(false)
    expect(put.headers.has('X-DeviceId')).toBe(false)
    expect(await put.text()).toBe('%PDF-1.4 resume')
    expect(await calls[2]!.json()).toMatchObject({ isResumeUploaded: true })
    expect(JSON.parse(localStorage.getItem('resumeFileMeta')!)).toEqual({
      name: 'My Resume.PDF',
      type: 'application/pdf',
      size: file.size,
    })
    expect(localStorage.getItem('isResumeUploaded')).toBe('true')
    expect(sink.capture).toHaveBeenCalledWith('onboarding_resume_uploaded', expect.any(Object))
    for (const [, properties] of vi.mocked(sink.capture).mock.calls) {
      expect(JSON.stringify(properties ?? {})).not.toMatch(/Ana|Diaz|example\.com|My Resume/)
    }
  })

  const saveWith = async (file: File | null) => {
    await renderPage()
    const u = user()
    await fillProfile(u)
    if (file) fireEvent.change(resumeInput(), { target: { files: [file] } })
    await u.click(continueButton())
  }

  it.each<[string, File | null, Record<string, FetchHandler>, string]>([
    [
      'the upload URL cannot be made',
      fileOf('cv.pdf', 'application/pdf'),
      { 'GET /api/Resume/GenerateResumeUrl': () => failure('nope', 500, 'internal_error') },
      'Unable to create upload URL',
    ],
    [
      'the upload fails',
      fileOf('cv.pdf', 'application/pdf'),
      { 'PUT /resumes/abc.pdf': () => new Response('denied', { status: 403 }) },
      'Unable to upload the file. Please try again.',
    ],
    [
      'the server answers status false',
      null,
      {
        'POST /api/Candidate/UpdateCandidateDetails': () =>
          jsonResponse({ status: false, message: 'not saved' }),
      },
      'Unable to update the candidate details. Please try again.',
    ],
    [
      'the server rejects the uploaded file with a message',
      fileOf('fake.pdf', 'application/pdf'),
      {
        'POST /api/Candidate/UpdateCandidateDetails': () =>
          failure('The uploaded file is not a valid PDF, Word, text or HTML document.', 422),
      },
      'The uploaded file is not a valid PDF, Word, text or HTML document.',
    ],
    [
      'the update fails without a message',
      null,
      {
        'POST /api/Candidate/UpdateCandidateDetails': () =>
          new Response('Bad gateway', { status: 502 }),
      },
      'Failed to update the profile. Please try again.',
    ],
    [
      'the file has no extension',
      fileOf('resume', 'application/pdf'),
      {},
      'Unable to parse file name or file type',
    ],
  ])('when %s it says so for 3 s and stays on step 1', async (_case, file, overrides, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(overrides)
    await saveWith(file)
    const alert = await screen.findByText(message)
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument()
    expect(localStorage.getItem('userCurrentStep')).toBe('1')
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByText(message)).toBeNull()
  })
})

const startAt = (step: number) => localStorage.setItem('userCurrentStep', String(step))

describe('step 2, job preferences', () => {
  it('needs a job type or a custom title', async () => {
    serve({}, 1)
    await renderPage()
    expect(screen.getByRole('heading', { name: 'Job Preferences' })).not.toHaveFocus()
    expect(screen.getByText('Please select at least one job type to proceed.')).toBeInTheDocument()
    expect(continueButton()).toBeDisabled()
    const u = user()
    const picker = screen.getByRole('button', { name: 'Order Picker' })
    expect(picker).toHaveAttribute('aria-pressed', 'false')
    await u.click(picker)
    expect(picker).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByText('Please select at least one job type to proceed.')).toBeNull()
    expect(continueButton()).toBeEnabled()
    await u.click(picker)
    expect(continueButton()).toBeDisabled()
    await u.type(screen.getByLabelText('Other job title (optional)'), '  ')
    expect(continueButton()).toBeDisabled()
    await u.type(screen.getByLabelText('Other job title (optional)'), 'Cook')
    expect(continueButton()).toBeEnabled()
  })

  it('shows the seven fixed job types and counts the custom title up to 300', async () => {
    serve({}, 1)
    await renderPage()
    for (const title of [
      'Forklift Operator',
      'Assembler',
      'Order Picker',
      'Material Handler',
      'Machine Operator',
      'Production Associate',
      'Warehouse Associate',
    ]) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument()
    }
    const input = screen.getByLabelText('Other job title (optional)')
    expect(input).toHaveAttribute('maxLength', '300')
    fireEvent.change(input, { target: { value: 'x'.repeat(320) } })
    expect(input).toHaveValue('x'.repeat(300))
    expect(input).toHaveAccessibleDescription('300/300 characters')
  })

  it('saves, stores the choice and moves to step 3', async () => {
    const { requests } = serve({}, 1)
    await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Warehouse Associate' }))
    await u.click(screen.getByRole('button', { name: 'Assembler' }))
    await u.type(screen.getByLabelText('Other job title (optional)'), '  Line Cook ')
    await u.click(continueButton())
    await screen.findByRole('heading', { name: 'AI Interview Setup' })
    const save = requests.find(
      (r) => pathOf(r) === 'POST /api/Candidate/UpdateUserTitlePreference',
    )!
    expect(await save.json()).toEqual({
      candidateId: CANDIDATE_ID,
      selectedTitles: ['Assembler', 'Warehouse Associate'],
      customTitles: ['Line Cook'],
    })
    expect(JSON.parse(localStorage.getItem('selectedJobTitle')!)).toEqual([
      'Assembler',
      'Warehouse Associate',
    ])
    expect(localStorage.getItem('customJobTitle')).toBe('Line Cook')
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
  })

  it('sends no custom title when the text is blank', async () => {
    const { requests } = serve({}, 1)
    await renderPage()
    await user().click(screen.getByRole('button', { name: 'Assembler' }))
    await user().click(continueButton())
    await screen.findByRole('heading', { name: 'AI Interview Setup' })
    const save = requests.find(
      (r) => pathOf(r) === 'POST /api/Candidate/UpdateUserTitlePreference',
    )!
    expect(await save.json()).toMatchObject({ customTitles: [] })
  })

  it("says 'Failed to update. Please try again.' on failure and stays", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve({ 'POST /api/Candidate/UpdateUserTitlePreference': () => failure('down', 500) }, 1)
    await renderPage()
    await user().click(screen.getByRole('button', { name: 'Assembler' }))
    await user().click(continueButton())
    expect(await screen.findByText('Failed to update. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Job Preferences' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByText('Failed to update. Please try again.')).toBeNull()
  })

  it('Back goes to step 1 with the saved profile filled in', async () => {
    localStorage.setItem('firstName', 'Ana')
    localStorage.setItem('lastName', 'Diaz')
    localStorage.setItem('emailId', 'ana@example.com')
    startAt(2)
    serve()
    await renderPage()
    await user().click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toHaveFocus()
    expect(screen.getByLabelText('First name')).toHaveValue('Ana')
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(continueButton()).toBeEnabled()
    expect(localStorage.getItem('userCurrentStep')).toBe('1')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })
})

describe('step 3, interview setup', () => {
  it('prepares the interview once on entering, and silently survives a failure', async () => {
    const { requests } = serve(
      {
        'POST /api/Engagement/PrepareInterview': () => failure('not ready', 500, 'internal_error'),
      },
      2,
    )
    await renderPage()
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toBeInTheDocument()
    await waitFor(() =>
      expect(requests.map(pathOf)).toContain('POST /api/Engagement/PrepareInterview'),
    )
    const u = user()
    await u.click(screen.getByRole('radio', { name: /Call me/ }))
    await u.click(screen.getByRole('button', { name: 'What to expect' }))
    await u.click(screen.getByRole('button', { name: 'Back' }))
    const prepares = requests.filter((r) => pathOf(r) === 'POST /api/Engagement/PrepareInterview')
    expect(prepares).toHaveLength(1)
    expect(new URL(prepares[0]!.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    // The setup view's error line is there for a failed call, and stays silent.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('prepares again after leaving step 3 and coming back', async () => {
    localStorage.setItem('selectedJobTitle', JSON.stringify(['Assembler']))
    const { requests } = serve({}, 2)
    await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Back' }))
    await u.click(continueButton())
    await screen.findByRole('heading', { name: 'AI Interview Setup' })
    await waitFor(() =>
      expect(
        requests.filter((r) => pathOf(r) === 'POST /api/Engagement/PrepareInterview'),
      ).toHaveLength(2),
    )
  })

  it('defaults to start-now; call-me shows the interview line and the caller prefix', async () => {
    serve({}, 2)
    await renderPage()
    expect(
      screen.getByText("Choose how you'd like to complete your AI interview"),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Start now/ })).toBeChecked()
    const callMe = screen.getByRole('radio', { name: /Call me/ })
    expect(callMe).toHaveAccessibleDescription(/\(206\) 555-0142/)
    expect(callMe).toHaveAccessibleDescription(/starting with \+1 \(206\)/)
    await user().click(callMe)
    expect(callMe).toBeChecked()
    expect(JSON.parse(localStorage.getItem('userStepData')!)).toEqual({ step: 3, mode: 'phone' })
  })

  it('Start interview now opens consent; I agree moves to step 4', async () => {
    serve({}, 2)
    await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Start interview now' }))
    expect(screen.getByRole('heading', { name: 'Your consent' })).toHaveFocus()
    const text = screen.getByText(/recurring AI-generated messages/)
    expect(text).toHaveTextContent(/automated dialling/)
    expect(text).toHaveTextContent(/Message and data rates may apply/)
    expect(text).toHaveTextContent(/Reply STOP to opt out and HELP for help/)
    expect(text).toHaveTextContent(/not a condition of using the service/)
    await u.click(screen.getByRole('button', { name: 'I agree' }))
    expect(await screen.findByRole('heading', { name: 'AI Interview' })).toHaveFocus()
    expect(localStorage.getItem('userCurrentStep')).toBe('4')
    expect(screen.getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step')
    expect(sink.capture).toHaveBeenCalledWith('onboarding_interview_mode_chosen', { mode: 'web' })
    expect(sink.capture).toHaveBeenCalledWith('onboarding_consent_given', { mode: 'web' })
  })

  it('Cancel shows the declined view: Back to onboarding returns to setup', async () => {
    serve({}, 2)
    await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Start interview now' }))
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(sink.capture).toHaveBeenCalledWith('onboarding_consent_declined', undefined)
    expect(screen.getByRole('button', { name: 'Yes, I agree' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Back to onboarding' }))
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toHaveFocus()
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
  })

  it('Cancel, then Yes, I agree moves to step 4', async () => {
    serve({}, 2)
    await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Start interview now' }))
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    await u.click(screen.getByRole('button', { name: 'Yes, I agree' }))
    expect(await screen.findByRole('heading', { name: 'AI Interview' })).toBeInTheDocument()
    expect(localStorage.getItem('userCurrentStep')).toBe('4')
  })

  it('What to expect is reachable from setup and from consent, and returns there', async () => {
    serve({}, 2)
    await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'What to expect' }))
    expect(screen.getByRole('heading', { name: 'What to expect' })).toHaveFocus()
    expect(screen.getByText(/5 to 10 minutes/)).toBeInTheDocument()
    expect(screen.getByText(/quiet place/)).toBeInTheDocument()
    expect(screen.getByText(/microphone is needed/i)).toBeInTheDocument()
    expect(
      screen.getByText(/analyse your answers, build your job preferences and match you/),
    ).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Start interview now' }))
    await u.click(screen.getByRole('button', { name: 'What to expect' }))
    await u.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Your consent' })).toBeInTheDocument()
  })
})

describe('resuming', () => {
  it('opens the stored step when it is ahead of the server', async () => {
    startAt(3)
    serve({}, 0)
    await renderPage()
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toBeInTheDocument()
  })

  it("opens the server's step when it is ahead of the stored one", async () => {
    startAt(1)
    serve({}, 1)
    await renderPage()
    expect(screen.getByRole('heading', { name: 'Job Preferences' })).toBeInTheDocument()
    expect(localStorage.getItem('userCurrentStep')).toBe('2')
  })

  it('falls back to the stored step when the server cannot be asked', async () => {
    startAt(2)
    serve({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () => failure('down', 500),
    })
    await renderPage()
    expect(screen.getByRole('heading', { name: 'Job Preferences' })).toBeInTheDocument()
  })

  it('keeps what was typed on step 1 across a remount', async () => {
    serve()
    const view = await renderPage()
    const u = user()
    await u.type(screen.getByLabelText('First name'), 'Ana')
    await u.type(screen.getByLabelText('Email'), 'ana@ex')
    await u.click(screen.getByRole('checkbox'))
    view.unmount()
    await renderPage()
    expect(screen.getByLabelText('First name')).toHaveValue('Ana')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@ex')
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('keeps the chosen types and the custom title on step 2 across a remount', async () => {
    serve({}, 1)
    const view = await renderPage()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Material Handler' }))
    await u.type(screen.getByLabelText('Other job title (optional)'), 'Baker')
    view.unmount()
    await renderPage()
    expect(screen.getByRole('button', { name: 'Material Handler' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByLabelText('Other job title (optional)')).toHaveValue('Baker')
  })

  it('keeps the interview mode on step 3 across a remount', async () => {
    serve({}, 2)
    const view = await renderPage()
    await user().click(screen.getByRole('radio', { name: /Call me/ }))
    view.unmount()
    await renderPage()
    expect(screen.getByRole('radio', { name: /Call me/ })).toBeChecked()
  })
})
