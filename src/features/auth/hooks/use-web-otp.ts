import { useCallback, useEffect, useEffectEvent, useRef } from 'react'

/** WebOTP is not in TypeScript's DOM library yet (https://wicg.github.io/web-otp/). */
type OtpCredentialRequestOptions = CredentialRequestOptions & {
  otp: { transport: Array<'sms'> }
}

export const isWebOtpSupported = (): boolean =>
  typeof window !== 'undefined' && 'OTPCredential' in window && Boolean(navigator.credentials)

const codeOf = (credential: Credential | null): string | undefined =>
  credential && 'code' in credential && typeof credential.code === 'string'
    ? credential.code
    : undefined

/**
 * While `enabled`, asks the browser (Chrome on Android) for the code of the incoming SMS and
 * hands it to `onCode`. A new `requestId` (a resend) starts a new request; the returned
 * function aborts the pending one (manual submit). Unmount aborts it too.
 */
export const useWebOtp = ({
  enabled,
  requestId,
  onCode,
}: {
  enabled: boolean
  requestId: number
  onCode: (code: string) => void
}): (() => void) => {
  const controllerRef = useRef<AbortController | null>(null)
  const deliverCode = useEffectEvent(onCode)

  useEffect(() => {
    if (!enabled || !isWebOtpSupported()) return
    const controller = new AbortController()
    controllerRef.current = controller
    const options: OtpCredentialRequestOptions = {
      otp: { transport: ['sms'] },
      signal: controller.signal,
    }
    navigator.credentials
      .get(options)
      .then((credential) => {
        const code = codeOf(credential)
        if (code && !controller.signal.aborted) deliverCode(code)
      })
      .catch(() => {
        // Aborted, dismissed by the user, or timed out: typing the code still works.
      })
    return () => controller.abort()
  }, [enabled, requestId])

  return useCallback(() => controllerRef.current?.abort(), [])
}
