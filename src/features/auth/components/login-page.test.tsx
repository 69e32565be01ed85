import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStorage } from '@/shared/storage/local-storage'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { LoginPage } from './login-page'

const SESSION_TOKEN = 'session-token-0123456789'
const ACCESS_TOKEN = 'access-token-0123456789abcdef'
const USER_ID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70'

const sessionBody = {
  status: true,
  message: 'OTP sent',
  data: { sessionToken: SESSION_TOKEN, phoneNumber: '+15551234567' },
}
const validatedBody = {
  status: true,
  message: { text: 'Logged in', data: { accessToken: ACCESS_TOKEN } },
  data: { userId: USER_ID, phoneNumber: '+15551234567' },
}
const errorBody = (message: string, code = 'invalid_code') => ({
  status: false,
  message,
  error: { code },
})

const defaultRoutes = (): Record<string, FetchHandler> => ({
  'POST /api/SMSLogin/SignUpAndLogin': () => jsonResponse(sessionBody),
  'POST /api/SMSLogin/ValidateOtp': () => jsonResponse(validatedBody),
  'GET /api/SMSLogin/ResendOtp': () => jsonResponse(sessionBody),
})

const renderLogin = async (
  routes: Partial<Record<string, FetchHandler>> = {},
  initialMobile?: string,
) => {
  const network = stubFetch(
    routeFetch({ ...defaultRoutes(), ...routes } as Record<string, FetchHandler>),
  )
  const view = await renderWithRouter(
    {
      '/login': () => <LoginPage initialMobile={initialMobile} />,
      '/onboarding': () => <h1>Onboarding</h1>,
    },
    { initialPath: '/login' },
  )
  return { ...view, network }
}

const phoneInput = () => screen.getByRole('textbox', { name: 'Mobile number' })
const digitBox = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` })
/** The six boxes as one string, '-' for an empty box: '12----'. */
const digitValues = () =>
  [1, 2, 3, 4, 5, 6].map((n) => (digitBox(n) as HTMLInputElement).value || '-').join('')
const loginButton = () => screen.getByRole('button', { name: 'Login' })

type User = ReturnType<typeof userEvent.setup>

const reachCodeStep = async (user: User) => {
  await user.type(phoneInput(), '5551234567')
  await user.click(screen.getByRole('button', { name: 'Send OTP' }))
  await screen.findByRole('group', { name: 'Enter the 6-digit code sent to (555) 123-4567' })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('LoginPage, step A (mobile number)', () => {
  it('has one h1, the title and the meta description', async () => {
    await renderLogin()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(document.title).toBe('Log in | Hirelane Jobs')
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/personalized job recommendations/)
  })

  it('formats as typed, shows validity, and enables Send OTP only for a full number', async () => {
    const user = userEvent.setup()
    await renderLogin()
    expect(screen.getByRole('img', { name: 'United States' })).toBeDefined()
    expect(phoneInput().getAttribute('placeholder')).toBe('(555) 123-4567')
    const send = screen.getByRole('button', { name: 'Send OTP' })

    await user.type(phoneInput(), '55512')
    expect((phoneInput() as HTMLInputElement).value).toBe('(555) 12')
    expect(screen.getByText('Enter a 10-digit US mobile number')).toBeDefined()
    expect(send).toHaveProperty('disabled', true)

    await user.type(phoneInput(), '34567890')
    expect((phoneInput() as HTMLInputElement).value).toBe('(555) 123-4567')
    expect(screen.getByText('Valid mobile number')).toBeDefined()
    expect(send).toHaveProperty('disabled', false)
  })

  it('prefills the mobile number handed over by navigation', async () => {
    await renderLogin({}, '5551234567')
    expect((phoneInput() as HTMLInputElement).value).toBe('(555) 123-4567')
  })

  it('sends digits only, with a loginId, country code 1 and the language shown, then stores the session token and number', async () => {
    const user = userEvent.setup()
    const { network } = await renderLogin()
    await reachCodeStep(user)

    const sent = network.requests.find((request) => request.url.endsWith('/SignUpAndLogin'))
    expect(await sent?.json()).toEqual({
      userPhoneNumber: '5551234567',
      loginId: expect.stringMatching(/^[0-9a-f]{64}$/),
      countryCode: '1',
      language: 'en',
    })
    expect(sent?.headers.has('Authorization')).toBe(false)
    expect(readStorage('sessionToken')).toBe(SESSION_TOKEN)
    expect(readStorage('mobileNumber')).toBe('5551234567')
    expect(phoneInput()).toHaveProperty('disabled', true)
    expect(document.activeElement).toBe(digitBox(1))
  })

  it('shows the server message in red and keeps it on screen', async () => {
    const user = userEvent.setup()
    await renderLogin({
      'POST /api/SMSLogin/SignUpAndLogin': () =>
        jsonResponse(errorBody('Too many codes', 'rate_limited'), 429),
    })
    await user.type(phoneInput(), '5551234567')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await screen.findByText('Too many codes')).toBeDefined()
    expect(screen.getByRole('alert').textContent).toContain('Too many codes')
    expect(screen.queryByRole('group')).toBeNull()
  })

  it("falls back to 'Failed to send OTP'", async () => {
    const user = userEvent.setup()
    await renderLogin({
      'POST /api/SMSLogin/SignUpAndLogin': () => new Response('oops', { status: 500 }),
    })
    await user.type(phoneInput(), '5551234567')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await screen.findByText('Failed to send OTP')).toBeDefined()
  })
})

describe('LoginPage, step B (code boxes)', () => {
  it('labels six numeric boxes, the first for one-time-code autofill', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    const boxes = within(screen.getByRole('group')).getAllByRole('textbox')
    expect(boxes).toHaveLength(6)
    for (const box of boxes) expect(box.getAttribute('inputmode')).toBe('numeric')
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('typing a digit moves to the next box', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.keyboard('12')
    expect(digitValues()).toBe('12----')
    expect(document.activeElement).toBe(digitBox(3))
  })

  it('ignores letters', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.keyboard('a1')
    expect(digitValues()).toBe('1-----')
  })

  it('Backspace clears a filled box, and on an empty box moves back', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.keyboard('123')
    await user.click(digitBox(3))
    await user.keyboard('{Backspace}')
    expect(digitValues()).toBe('12----')
    expect(document.activeElement).toBe(digitBox(3))

    await user.keyboard('{Backspace}')
    expect(digitValues()).toBe('1-----')
    expect(document.activeElement).toBe(digitBox(2))
  })

  it('Left and Right arrows move between boxes', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(digitBox(3))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(digitBox(2))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(digitBox(1))
  })

  it('pasting digits fills from the first box, whichever box has focus', async () => {
    const user = userEvent.setup()
    const { network } = await renderLogin()
    await reachCodeStep(user)
    await user.click(digitBox(4))
    await user.paste('12 3')
    expect(digitValues()).toBe('123---')
    expect(document.activeElement).toBe(digitBox(4))
    expect(network.requests.some((request) => request.url.endsWith('/ValidateOtp'))).toBe(false)
  })

  it('ignores a paste with non-digits', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.keyboard('9')
    await user.paste('code: abc')
    expect(digitValues()).toBe('9-----')
  })

  it('keeps Login disabled until all 6 digits are in', async () => {
    const user = userEvent.setup()
    // A wrong code, so the page stays put after the auto-submit.
    await renderLogin({
      'POST /api/SMSLogin/ValidateOtp': () => jsonResponse(errorBody('Wrong code'), 400),
    })
    await reachCodeStep(user)
    expect(loginButton()).toHaveProperty('disabled', true)
    await user.keyboard('12345')
    expect(loginButton()).toHaveProperty('disabled', true)
    await user.keyboard('6')
    await screen.findByText('Wrong code')
    expect(loginButton()).toHaveProperty('disabled', false)
  })

  it('submits by itself at 6 digits, signs in and goes to /onboarding', async () => {
    const user = userEvent.setup()
    const { network, router } = await renderLogin()
    await reachCodeStep(user)
    await user.keyboard('123456')

    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeDefined()
    expect(router.state.location.pathname).toBe('/onboarding')
    const validate = network.requests.find((request) => request.url.endsWith('/ValidateOtp'))
    expect(validate?.headers.get('Authorization')).toBe(`Bearer ${SESSION_TOKEN}`)
    expect(await validate?.json()).toEqual({
      userPhonenumber: '5551234567',
      otp: '123456',
      sessionToken: SESSION_TOKEN,
    })
    expect(readStorage('accessToken')).toBe(ACCESS_TOKEN)
    expect(readStorage('candidateId')).toBe(USER_ID)
    expect(readStorage('sessionToken')).toBeNull()
  })

  it('a paste of the whole code submits it too', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.paste('123456')
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeDefined()
  })

  it("shows the server message, or 'Failed to validate OTP', and keeps it", async () => {
    const user = userEvent.setup()
    let answer: () => Response = () => jsonResponse(errorBody('That code is not right'), 400)
    await renderLogin({ 'POST /api/SMSLogin/ValidateOtp': () => answer() })
    await reachCodeStep(user)
    await user.keyboard('123456')
    expect(await screen.findByText('That code is not right')).toBeDefined()

    answer = () => new Response('', { status: 500 })
    await user.click(digitBox(6))
    await user.keyboard('{Backspace}7')
    expect(await screen.findByText('Failed to validate OTP')).toBeDefined()
  })

  it('Change number goes back to an editable phone input', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await reachCodeStep(user)
    await user.click(screen.getByRole('button', { name: 'Change number' }))
    expect(screen.queryByRole('group')).toBeNull()
    expect(phoneInput()).toHaveProperty('disabled', false)
    expect(document.activeElement).toBe(phoneInput())
  })
})

describe('LoginPage, resend', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })

  const fakeTimerUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  // Inside act, so React renders what the timers changed before the test looks.
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

  it('counts down each second and re-enables Request OTP at 0', async () => {
    const user = fakeTimerUser()
    await renderLogin()
    await reachCodeStep(user)
    const resend = () => screen.getByRole('button', { name: /^Request OTP/ })
    expect(resend().textContent).toBe('Request OTP in 30s')
    expect(resend()).toHaveProperty('disabled', true)
    await advance(1_000)
    expect(resend().textContent).toBe('Request OTP in 29s')
    await advance(1_000)
    expect(resend().textContent).toBe('Request OTP in 28s')

    await advance(27_000)
    expect(resend().textContent).toBe('Request OTP in 1s')
    expect(resend()).toHaveProperty('disabled', true)
    await advance(1_000)
    expect(resend().textContent).toBe('Request OTP')
    expect(resend()).toHaveProperty('disabled', false)
  })

  it("clears the code, restarts the countdown, and shows 'OTP sent successfully' for 3 seconds", async () => {
    const user = fakeTimerUser()
    const { network } = await renderLogin({
      'POST /api/SMSLogin/ValidateOtp': () => jsonResponse(errorBody('Wrong code'), 400),
    })
    await reachCodeStep(user)
    await user.keyboard('123456')
    await screen.findByText('Wrong code')
    await advance(30_000)

    await user.click(screen.getByRole('button', { name: 'Request OTP' }))
    const status = await screen.findByText('OTP sent successfully')
    expect(status.closest('[role="status"]')).not.toBeNull()
    expect(digitValues()).toBe('------')
    expect(document.activeElement).toBe(digitBox(1))
    expect(screen.queryByText('Wrong code')).toBeNull()
    expect(screen.getByRole('button', { name: /^Request OTP/ }).textContent).toBe(
      'Request OTP in 30s',
    )
    const resendRequest = network.requests.find((request) => request.url.includes('/ResendOtp'))
    expect(resendRequest?.url).toContain('phoneNumber=5551234567')
    expect(resendRequest?.url).toContain('countryCode=1')
    expect(resendRequest?.headers.get('Authorization')).toBe(`Bearer ${SESSION_TOKEN}`)

    await advance(2_900)
    expect(screen.queryByText('OTP sent successfully')).not.toBeNull()
    await advance(200)
    expect(screen.queryByText('OTP sent successfully')).toBeNull()
  })

  it("shows 'Failed to resend OTP' when the resend fails without a server message", async () => {
    const user = fakeTimerUser()
    await renderLogin({ 'GET /api/SMSLogin/ResendOtp': () => new Response('', { status: 503 }) })
    await reachCodeStep(user)
    await advance(30_000)
    await user.click(screen.getByRole('button', { name: 'Request OTP' }))
    expect(await screen.findByText('Failed to resend OTP')).toBeDefined()
  })
})

describe('LoginPage, WebOTP', () => {
  it('fills and submits the code the browser reads from the SMS, and aborts on unmount', async () => {
    let signal: AbortSignal | undefined
    let deliver: (credential: { code: string }) => void = () => {}
    vi.stubGlobal('OTPCredential', class {})
    const get = vi.fn((options: { signal?: AbortSignal }) => {
      signal = options.signal
      return new Promise((resolve) => (deliver = resolve))
    })
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true })
    const user = userEvent.setup()
    const { network, unmount } = await renderLogin()
    expect(get).not.toHaveBeenCalled()
    await reachCodeStep(user)
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }))

    await act(async () => deliver({ code: '654321' }))
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeDefined()
    const validate = network.requests.find((request) => request.url.endsWith('/ValidateOtp'))
    expect((await validate?.json())?.otp).toBe('654321')
    expect(signal?.aborted).toBe(true)
    unmount()
  })

  it('aborts the pending request when the code is typed by hand', async () => {
    let signal: AbortSignal | undefined
    vi.stubGlobal('OTPCredential', class {})
    const get = vi.fn((options: { signal?: AbortSignal }) => {
      signal = options.signal
      return new Promise(() => {})
    })
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true })
    const user = userEvent.setup()
    await renderLogin({
      'POST /api/SMSLogin/ValidateOtp': () => jsonResponse(errorBody('Wrong code'), 400),
    })
    await reachCodeStep(user)
    expect(signal?.aborted).toBe(false)
    await user.keyboard('123456')
    await screen.findByText('Wrong code')
    expect(signal?.aborted).toBe(true)
  })
})

describe('LoginPage in Spanish', () => {
  it('one tap on Español switches every text, the title and <html lang> at once, and is remembered', async () => {
    const user = userEvent.setup()
    await renderLogin()
    await user.click(screen.getByRole('button', { name: 'Español' }))
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en Hirelane' })).toBeDefined()
    expect(screen.getByRole('textbox', { name: 'Número de celular' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en')
    expect(document.title).toBe('Iniciar sesión | Empleos de Hirelane')
    expect(document.documentElement.lang).toBe('es-US')
    expect(readStorage('language')).toBe('es')

    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Log in to Hirelane' })).toBeDefined()
    expect(document.documentElement.lang).toBe('en-US')
  })

  it("shows a server error from its code in Spanish, never the server's English", async () => {
    const user = userEvent.setup()
    await renderLogin({
      'POST /api/SMSLogin/SignUpAndLogin': () =>
        jsonResponse(
          {
            ...errorBody('Too many codes', 'rate_limited'),
            error: { code: 'rate_limited', details: { retryAfterSeconds: 900 } },
          },
          429,
        ),
    })
    await user.click(screen.getByRole('button', { name: 'Español' }))
    await user.type(await screen.findByRole('textbox', { name: 'Número de celular' }), '5551234567')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Demasiados intentos. Inténtalo de nuevo en 15 minutos.')
    expect(alert.textContent).not.toContain('Too many codes')
  })
})
