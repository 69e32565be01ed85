import { appConfig } from '@/shared/config'
import { setDocumentMeta } from '@/shared/document/document-meta'
import { formatPhone, isValidPhone, toPhoneDigits } from '@/shared/format/phone'
import { toErrorMessage } from '@/shared/http/api-error'
import { languages, nativeName, type Language } from '@/shared/i18n/language'
import { getLanguage, switchLanguage } from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'
import { requestLoginCodeAgain } from '../api/resend-otp'
import { requestLoginCode } from '../api/sign-up-and-login'
import { checkLoginCode } from '../api/validate-otp'
import { authTextBundle, type AuthTexts } from '../auth-text-bundle'
import { RESEND_COOLDOWN_SECONDS, secondsLeft } from '../model/countdown'
import { loginIds } from '../model/login-ids'
import {
  emptyOtp,
  fillFromStart,
  isOtpComplete,
  otpToCode,
  type OtpDigits,
} from '../model/otp-digits'
import { bindOtpBoxes } from './otp-boxes'
import { listenForSmsCode } from './web-otp'

/** docs/product.md#the-two-steps: 'OTP sent successfully' stays 3 seconds. */
const OTP_SENT_VISIBLE_MS = 3_000

type Busy = 'send' | 'validate' | 'resend' | null

interface LoginState {
  step: 'phone' | 'code'
  /** The number as shown: '(555) 123-4567'. */
  phone: string
  digits: OtpDigits
  error: string | null
  success: string | null
  /** The call in flight: one at a time (a double tap must not text the candidate twice). */
  busy: Busy
  /** When Request OTP may be used again (epoch ms). */
  resendAt: number
}

interface LoginIslandOptions {
  /** A number handed over by the navigation (docs/product.md#the-two-steps), shown formatted. */
  initialMobile?: string
  /** Where a signed-in candidate goes: /onboarding (its guard sends a finished one on). */
  onSignedIn(): Promise<unknown> | void
}

/** The elements the island works on, found by their data attributes in LoginMarkup. */
function loginElements(root: HTMLElement) {
  const find = <T extends Element>(selector: string): T => {
    const element = root.querySelector<T>(selector)
    if (!element) throw new Error(`Login screen: no ${selector}`)
    return element
  }
  const phoneStatus = find<HTMLElement>(`#${loginIds.phoneStatus}`)
  return {
    language: find<HTMLButtonElement>('[data-login-language]'),
    texts: [...root.querySelectorAll<HTMLElement>('[data-login-text]')],
    flag: find<SVGElement>('[data-login-flag]'),
    phoneForm: find<HTMLFormElement>('[data-login-phone-form]'),
    phone: find<HTMLInputElement>(`#${loginIds.phone}`),
    phoneStatus,
    phoneMark: find<HTMLElement>(`#${loginIds.phoneStatus} > [aria-hidden]`),
    phoneStatusText: find<HTMLElement>(`#${loginIds.phoneStatus} > .login-visually-hidden`),
    send: find<HTMLButtonElement>('[data-login-send]'),
    codeForm: find<HTMLFormElement>('[data-login-code-form]'),
    legend: find<HTMLElement>('[data-login-code-form] legend'),
    boxes: [...root.querySelectorAll<HTMLInputElement>('[data-login-digit]')],
    submit: find<HTMLButtonElement>('[data-login-submit]'),
    resend: find<HTMLButtonElement>('[data-login-resend]'),
    resendLabel: find<HTMLElement>('[data-login-resend] > span:last-child'),
    change: find<HTMLButtonElement>('[data-login-change]'),
    error: find<HTMLElement>('[data-login-error]'),
    success: find<HTMLElement>('[data-login-success]'),
  }
}

/** The texts that never change with the state, by their data-login-text key. */
const fixedTexts = (texts: AuthTexts, product: string): Record<string, string> => ({
  heading: texts.heading(product),
  intro: texts.intro,
  phoneLabel: texts.phoneLabel,
  sendOtp: texts.sendOtp,
  login: texts.login,
  changeNumber: texts.changeNumber,
})

const setBusy = (button: HTMLButtonElement, busy: boolean, disabled: boolean) => {
  button.disabled = disabled || busy
  if (busy) button.setAttribute('aria-busy', 'true')
  else button.removeAttribute('aria-busy')
}

/** A message line: its icon and text while there is a message, empty (and silent) otherwise. */
const showMessage = (line: HTMLElement, message: string | null, icon: string) => {
  if ((line.textContent || null) === (message && `${icon}${message}`)) return
  line.replaceChildren()
  if (!message) return
  const mark = document.createElement('span')
  mark.className = 'login-message-icon'
  mark.setAttribute('aria-hidden', 'true')
  mark.append(Object.assign(document.createElement('span'), { textContent: icon }))
  line.append(mark, Object.assign(document.createElement('span'), { textContent: message }))
}

/**
 * The login screen's behaviour (docs/product.md#the-two-steps) over LoginMarkup's elements: the
 * number, the code sent by SMS, its check, the resend countdown and the language switch. Plain DOM,
 * so the prerendered /login works with a few KB of script instead of the whole app; the app's own
 * /login route runs it too. Returns the cleanup (timers, listeners, the WebOTP request).
 */
export async function enhanceLoginScreen(
  root: HTMLElement,
  options: LoginIslandOptions,
): Promise<() => void> {
  const product = appConfig.productName
  await loadTexts(getLanguage())
  let texts = await authTextBundle.load(getLanguage())
  const ui = loginElements(root)
  const listening = new AbortController()
  const { signal } = listening
  let countdown: ReturnType<typeof setInterval> | undefined
  let flash: ReturnType<typeof setTimeout> | undefined
  let stopSmsCode = () => {}
  let closed = false

  // A number typed before the script arrived is kept.
  const state: LoginState = {
    step: 'phone',
    phone: formatPhone(ui.phone.value || options.initialMobile || ''),
    digits: emptyOtp(),
    error: null,
    success: null,
    busy: null,
    resendAt: 0,
  }

  const applyTexts = () => {
    const fixed = fixedTexts(texts, product)
    for (const element of ui.texts) {
      const text = fixed[element.dataset.loginText ?? '']
      if (text !== undefined) element.textContent = text
    }
    const other: Language = languages.find((language) => language !== getLanguage()) ?? 'en'
    ui.language.lang = other
    ui.language.textContent = nativeName[other]
    ui.flag.setAttribute('aria-label', texts.countryFlagLabel)
    ui.phone.placeholder = texts.phonePlaceholder
    ui.boxes.forEach((box, index) =>
      box.setAttribute('aria-label', texts.digitLabel(index + 1, ui.boxes.length)),
    )
    setDocumentMeta({
      title: texts.documentTitle(product),
      description: texts.metaDescription(product),
    })
  }

  const render = () => {
    const codeStep = state.step === 'code'
    const phoneValid = isValidPhone(state.phone)
    if (ui.phone.value !== state.phone) ui.phone.value = state.phone
    ui.phone.disabled = state.busy === 'send' || codeStep
    const showStatus = state.phone !== ''
    ui.phoneStatus.hidden = !showStatus
    ui.phoneStatus.toggleAttribute('data-valid', phoneValid)
    ui.phoneMark.textContent = phoneValid ? '✓' : '✗'
    ui.phoneStatusText.textContent = phoneValid ? texts.phoneValid : texts.phoneInvalid
    if (showStatus) ui.phone.setAttribute('aria-describedby', loginIds.phoneStatus)
    else ui.phone.removeAttribute('aria-describedby')
    ui.send.hidden = codeStep
    setBusy(ui.send, state.busy === 'send', !phoneValid)

    ui.codeForm.hidden = !codeStep
    ui.legend.textContent = texts.codeLegend(state.phone)
    ui.boxes.forEach((box, index) => {
      const digit = state.digits[index] ?? ''
      if (box.value !== digit) box.value = digit
      box.readOnly = state.busy === 'validate'
    })
    setBusy(ui.submit, state.busy === 'validate', !isOtpComplete(state.digits))
    const wait = secondsLeft(state.resendAt, Date.now())
    ui.resendLabel.textContent = wait > 0 ? texts.requestOtpIn(wait) : texts.requestOtp
    setBusy(ui.resend, state.busy === 'resend', wait > 0)
    ui.change.disabled = state.busy === 'validate'

    showMessage(ui.error, state.error, '!')
    showMessage(ui.success, state.success, '✓')
  }

  const update = (change: Partial<LoginState>) => {
    if (closed) return
    Object.assign(state, change)
    render()
  }

  /** Claims the one call in flight, or undefined while another runs. */
  const claim = (busy: Exclude<Busy, null>): boolean => {
    if (state.busy) return false
    update({ busy, error: null })
    return true
  }

  const focusBox = bindOtpBoxes(ui.boxes, {
    digits: () => state.digits,
    readOnly: () => state.busy === 'validate',
    onEdit: (digits) => {
      update({ digits })
      // docs/product.md#the-two-steps: the code submits itself once the sixth digit is in.
      if (isOtpComplete(digits)) submitCode(otpToCode(digits))
    },
    signal,
  })

  const tick = () => {
    render()
    if (secondsLeft(state.resendAt, Date.now()) === 0) clearInterval(countdown)
  }

  const startCodeEntry = () => {
    clearInterval(countdown)
    countdown = setInterval(tick, 1_000)
    stopSmsCode()
    stopSmsCode = listenForSmsCode((code) => {
      const edit = fillFromStart(emptyOtp(), code.replace(/\D/g, ''))
      update({ digits: edit.digits })
      if (isOtpComplete(edit.digits)) submitCode(otpToCode(edit.digits))
    })
    return {
      step: 'code' as const,
      digits: emptyOtp(),
      resendAt: Date.now() + RESEND_COOLDOWN_SECONDS * 1_000,
    }
  }

  const showSuccess = (message: string) => {
    clearTimeout(flash)
    update({ success: message })
    flash = setTimeout(() => update({ success: null }), OTP_SENT_VISIBLE_MS)
  }

  function submitCode(code: string) {
    if (!claim('validate')) return
    stopSmsCode()
    checkLoginCode({ phoneDigits: toPhoneDigits(state.phone), otp: code })
      .then(() => options.onSignedIn())
      .then(
        () => update({ busy: null }),
        (failure: unknown) =>
          update({ busy: null, error: toErrorMessage(failure, texts.validateFailed) }),
      )
  }

  ui.phone.addEventListener('input', () => update({ phone: formatPhone(ui.phone.value) }), {
    signal,
  })

  ui.phoneForm.addEventListener(
    'submit',
    (event) => {
      event.preventDefault()
      if (!isValidPhone(state.phone) || state.step !== 'phone' || !claim('send')) return
      requestLoginCode(toPhoneDigits(state.phone)).then(
        () => {
          update({ busy: null, ...startCodeEntry() })
          focusBox(0)
        },
        (failure: unknown) =>
          update({ busy: null, error: toErrorMessage(failure, texts.sendFailed) }),
      )
    },
    { signal },
  )

  ui.codeForm.addEventListener(
    'submit',
    (event) => {
      event.preventDefault()
      if (isOtpComplete(state.digits)) submitCode(otpToCode(state.digits))
    },
    { signal },
  )

  ui.resend.addEventListener(
    'click',
    () => {
      if (secondsLeft(state.resendAt, Date.now()) > 0 || !claim('resend')) return
      requestLoginCodeAgain(toPhoneDigits(state.phone)).then(
        () => {
          update({ busy: null, ...startCodeEntry() })
          showSuccess(texts.otpSent)
          focusBox(0)
        },
        (failure: unknown) =>
          update({ busy: null, error: toErrorMessage(failure, texts.resendFailed) }),
      )
    },
    { signal },
  )

  ui.change.addEventListener(
    'click',
    () => {
      stopSmsCode()
      clearTimeout(flash)
      update({ step: 'phone', digits: emptyOtp(), error: null, success: null })
      ui.phone.focus()
    },
    { signal },
  )

  ui.language.addEventListener(
    'click',
    () => {
      const other = languages.find((language) => language !== getLanguage()) ?? 'en'
      void switchLanguage(other).then(async () => {
        texts = await authTextBundle.load(other)
        if (closed) return
        applyTexts()
        render()
      })
    },
    { signal },
  )

  applyTexts()
  render()
  return () => {
    closed = true
    listening.abort()
    stopSmsCode()
    clearInterval(countdown)
    clearTimeout(flash)
  }
}
