import { OTP_LENGTH } from '@contract/auth'
import { languages, nativeName, type Language } from '@/shared/i18n/language'
import type { AuthTexts } from '../auth-text-bundle'
import { loginIds } from '../model/login-ids'
import '../login.css'

interface LoginMarkupProps {
  texts: AuthTexts
  product: string
  language: Language
}

/**
 * The login screen as it first paints (docs/product.md#the-two-steps): the mobile number step, and
 * the code step hidden until a code is sent. Static markup only: the prerender writes it into
 * /login's HTML, the app's /login route renders it, and in both the login island
 * (islands/login-island.ts) gives it its behaviour. It holds no state of its own, so what the
 * island changes is never overwritten by a render.
 */
export function LoginMarkup({ texts, product, language }: LoginMarkupProps) {
  const other = languages.find((candidate) => candidate !== language) ?? 'en'
  return (
    <main className="login-page" data-login>
      <div className="login-language-row">
        <button type="button" className="login-language" lang={other} data-login-language>
          {nativeName[other]}
        </button>
      </div>
      <div className="login-card">
        <h1 className="login-heading" data-login-text="heading">
          {texts.heading(product)}
        </h1>
        <p className="login-intro" data-login-text="intro">
          {texts.intro}
        </p>

        <form className="login-form" data-login-phone-form noValidate>
          <div>
            <label className="login-label" htmlFor={loginIds.phone} data-login-text="phoneLabel">
              {texts.phoneLabel}
            </label>
            <div className="login-phone-row">
              <span className="login-prefix">
                <UsFlag label={texts.countryFlagLabel} />
                <span>{texts.countryCode}</span>
              </span>
              <input
                id={loginIds.phone}
                className="login-phone-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={texts.phonePlaceholder}
              />
              <span className="login-phone-status" id={loginIds.phoneStatus} hidden>
                <span aria-hidden="true" />
                <span className="login-visually-hidden" />
              </span>
            </div>
          </div>
          <LoginButton action="send" textKey="sendOtp">
            {texts.sendOtp}
          </LoginButton>
        </form>

        <form className="login-form" data-login-code-form noValidate hidden>
          <fieldset className="login-fieldset">
            <legend className="login-legend" />
            <div className="login-otp-row">
              {Array.from({ length: OTP_LENGTH }, (_, index) => (
                <input
                  // The boxes never reorder: the index is their identity.
                  key={index}
                  className="login-otp-box"
                  type="text"
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  aria-label={texts.digitLabel(index + 1, OTP_LENGTH)}
                  data-login-digit={index}
                />
              ))}
            </div>
          </fieldset>
          <LoginButton action="submit" textKey="login">
            {texts.login}
          </LoginButton>
          <div className="login-actions">
            <button type="button" className="login-button login-button--text" data-login-resend>
              <span className="login-spinner" aria-hidden="true" />
              <span />
            </button>
            <button type="button" className="login-button login-button--text" data-login-change>
              <span className="login-spinner" aria-hidden="true" />
              <span data-login-text="changeNumber">{texts.changeNumber}</span>
            </button>
          </div>
        </form>

        <p role="alert" className="login-message login-message--error" data-login-error />
        <p role="status" className="login-message login-message--success" data-login-success />
      </div>
    </main>
  )
}

interface LoginButtonProps {
  /** Which step it sends: the island finds it by data-login-send or data-login-submit. */
  action: 'send' | 'submit'
  /** Its label's key, by which the island swaps the label when the language changes. */
  textKey: 'sendOtp' | 'login'
  children: string
}

/**
 * A step's primary button: disabled until the island enables it, with the spinner the island
 * shows while the request is under way.
 */
function LoginButton({ action, textKey, children }: LoginButtonProps) {
  const hook = { [`data-login-${action}`]: true }
  return (
    <button type="submit" className="login-button login-button--primary" disabled {...hook}>
      <span className="login-spinner" aria-hidden="true" />
      <span data-login-text={textKey}>{children}</span>
    </button>
  )
}

/** A small United States flag (inline SVG: no emoji, which Windows shows as 'US' letters). */
function UsFlag({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width="24"
      height="16"
      viewBox="0 0 24 16"
      focusable="false"
      data-login-flag
    >
      <rect width="24" height="16" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((row) => (
        <rect key={row} y={(row * 16) / 13} width="24" height={16 / 13} fill="#ffffff" />
      ))}
      <rect width="10" height={(7 * 16) / 13} fill="#3c3b6e" />
    </svg>
  )
}
