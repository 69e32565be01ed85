import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStorage } from '@/shared/storage/local-storage'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { authTextBundle } from '../auth-text-bundle'
import { LoginMarkup } from '../components/login-markup'
import { enhanceLoginScreen } from './login-island'

const sessionBody = {
  status: true,
  message: 'OTP sent',
  data: { sessionToken: 'session-token-0123456789', phoneNumber: '+15551234567' },
}
const validatedBody = {
  status: true,
  message: { text: 'Logged in', data: { accessToken: 'access-token-0123456789abcdef' } },
  data: { userId: '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70', phoneNumber: '+15551234567' },
}

/** The login page as the prerender writes it: markup only, no React in the browser. */
async function prerenderedLogin(): Promise<HTMLElement> {
  const texts = await authTextBundle.load('en')
  document.body.innerHTML = `<div id="root">${renderToStaticMarkup(
    <LoginMarkup texts={texts} product="Hirelane" language="en" />,
  )}</div>`
  return document.querySelector<HTMLElement>('[data-login]')!
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the login island over the prerendered page', () => {
  it('keeps a number typed before it arrived, then signs in and hands over to the app', async () => {
    stubFetch(
      routeFetch({
        'POST /api/SMSLogin/SignUpAndLogin': () => jsonResponse(sessionBody),
        'POST /api/SMSLogin/ValidateOtp': () => jsonResponse(validatedBody),
      }),
    )
    const page = await prerenderedLogin()
    const phone = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement
    // Before the island: the button cannot send anything.
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveProperty('disabled', true)
    phone.value = '5551234567'

    const onSignedIn = vi.fn()
    const close = await enhanceLoginScreen(page, { onSignedIn })
    expect(phone.value).toBe('(555) 123-4567')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await screen.findByRole('group', { name: 'Enter the 6-digit code sent to (555) 123-4567' })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 6' }))

    await user.keyboard('123456')
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(readStorage('accessToken')).toBe('access-token-0123456789abcdef')
    close()
  })

  it('prefills the number a navigation handed over when none was typed', async () => {
    const page = await prerenderedLogin()
    const close = await enhanceLoginScreen(page, {
      initialMobile: '5559876543',
      onSignedIn: vi.fn(),
    })
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveProperty(
      'value',
      '(555) 987-6543',
    )
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveProperty('disabled', false)
    close()
  })

  it('stops listening once closed: input no longer changes what it shows', async () => {
    const page = await prerenderedLogin()
    const close = await enhanceLoginScreen(page, { onSignedIn: vi.fn() })
    close()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '5551234567')
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveProperty('disabled', true)
  })
})
