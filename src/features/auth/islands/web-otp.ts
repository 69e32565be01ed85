/** WebOTP is not in TypeScript's DOM library yet (https://wicg.github.io/web-otp/). */
type OtpCredentialRequestOptions = CredentialRequestOptions & {
  otp: { transport: Array<'sms'> }
}

const isWebOtpSupported = (): boolean =>
  typeof window !== 'undefined' && 'OTPCredential' in window && Boolean(navigator.credentials)

const codeOf = (credential: Credential | null): string | undefined =>
  credential && 'code' in credential && typeof credential.code === 'string'
    ? credential.code
    : undefined

/**
 * Asks the browser (Chrome on Android) for the code of the incoming SMS and hands it to
 * `onCode`. Returns the abort of the request: a manual submit, a resend (which asks again) or
 * leaving the screen ends it. Without WebOTP it does nothing.
 */
export function listenForSmsCode(onCode: (code: string) => void): () => void {
  if (!isWebOtpSupported()) return () => {}
  const controller = new AbortController()
  const options: OtpCredentialRequestOptions = {
    otp: { transport: ['sms'] },
    signal: controller.signal,
  }
  navigator.credentials
    .get(options)
    .then((credential) => {
      const code = codeOf(credential)
      if (code && !controller.signal.aborted) onCode(code)
    })
    .catch(() => {
      // Aborted, dismissed by the user, or timed out: typing the code still works.
    })
  return () => controller.abort()
}
