import { useNavigate } from '@tanstack/react-router'
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react'
import { formatPhone, isValidPhone, toPhoneDigits } from '@/shared/format/phone'
import { toErrorMessage } from '@/shared/http/api-error'
import { useResendOtp } from '../api/resend-otp'
import { useSignUpAndLogin } from '../api/sign-up-and-login'
import { useValidateOtp } from '../api/validate-otp'
import { useAuthTexts } from '../auth-texts'
import type { OtpInputHandle } from '../components/otp-input'
import { RESEND_COOLDOWN_SECONDS } from '../model/countdown'
import {
  emptyOtp,
  fillFromStart,
  isOtpComplete,
  otpToCode,
  type OtpDigits,
} from '../model/otp-digits'
import { useCountdown } from './use-countdown'
import { useFlashMessage } from '@/shared/hooks/use-flash-message'
import { useWebOtp } from './use-web-otp'

/** SPEC.md 9: 'OTP sent successfully' stays 3 seconds. */
const OTP_SENT_VISIBLE_MS = 3_000

type Step = 'phone' | 'code'

interface LoginFlowOptions {
  initialMobile?: string
  /** Owned by the component (refs returned from a hook would taint its whole result). */
  phoneInputRef: RefObject<HTMLInputElement | null>
  otpInputRef: RefObject<OtpInputHandle | null>
}

/** State and actions of the login screen (SPEC.md 4, Login flow). */
export const useLoginFlow = ({ initialMobile, phoneInputRef, otpInputRef }: LoginFlowOptions) => {
  const authTexts = useAuthTexts()
  const navigate = useNavigate()
  const [phone, setPhone] = useState(() => formatPhone(initialMobile ?? ''))
  const [step, setStep] = useState<Step>('phone')
  const [digits, setDigits] = useState<OtpDigits>(() => emptyOtp())
  const [error, setError] = useState<string | null>(null)
  // Bumped on every code sent, so WebOTP listens for the new SMS.
  const [codeRequestId, setCodeRequestId] = useState(0)
  const countdown = useCountdown()
  const otpSent = useFlashMessage(OTP_SENT_VISIBLE_MS)
  const sendCode = useSignUpAndLogin()
  const validateCode = useValidateOtp()
  const resendCode = useResendOtp()
  const refocusPhone = useRef(false)
  // One call at a time. isPending lags a render behind, so a double click or Enter right after
  // the auto-submit would otherwise send twice (two SMS, or a second check of a used code).
  const callInFlight = useRef(false)
  const claimCall = (): (() => void) | undefined => {
    if (callInFlight.current) return undefined
    callInFlight.current = true
    return () => {
      callInFlight.current = false
    }
  }

  const phoneDigits = toPhoneDigits(phone)
  const phoneValid = isValidPhone(phone)

  const submitCode = (code: string) => {
    const release = claimCall()
    if (!release) return
    abortWebOtp()
    setError(null)
    validateCode.mutate(
      { phoneDigits, otp: code },
      {
        onSuccess: () => void navigate({ to: '/onboarding' }),
        onError: (failure) => setError(toErrorMessage(failure, authTexts.validateFailed)),
        onSettled: release,
      },
    )
  }

  const abortWebOtp = useWebOtp({
    enabled: step === 'code',
    requestId: codeRequestId,
    onCode: (code) => {
      const edit = fillFromStart(emptyOtp(), code.replace(/\D/g, ''))
      setDigits(edit.digits)
      if (isOtpComplete(edit.digits)) submitCode(otpToCode(edit.digits))
    },
  })

  const startCodeEntry = () => {
    setDigits(emptyOtp())
    countdown.start(RESEND_COOLDOWN_SECONDS)
    setCodeRequestId((id) => id + 1)
  }

  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) =>
    setPhone(formatPhone(event.target.value))

  const onSendCode = (event: FormEvent) => {
    event.preventDefault()
    if (!phoneValid || step !== 'phone') return
    const release = claimCall()
    if (!release) return
    setError(null)
    sendCode.mutate(phoneDigits, {
      onSuccess: () => {
        startCodeEntry()
        setStep('code')
      },
      onError: (failure) => setError(toErrorMessage(failure, authTexts.sendFailed)),
      onSettled: release,
    })
  }

  const onDigitsChange = (next: OtpDigits, complete: boolean) => {
    setDigits(next)
    // SPEC.md 4: the code submits itself once the sixth digit is in.
    if (complete) submitCode(otpToCode(next))
  }

  const onLogin = (event: FormEvent) => {
    event.preventDefault()
    if (isOtpComplete(digits)) submitCode(otpToCode(digits))
  }

  const onResend = () => {
    if (countdown.running) return
    const release = claimCall()
    if (!release) return
    setError(null)
    resendCode.mutate(phoneDigits, {
      onSuccess: () => {
        startCodeEntry()
        otpSent.show(authTexts.otpSent)
        otpInputRef.current?.focus(0)
      },
      onError: (failure) => setError(toErrorMessage(failure, authTexts.resendFailed)),
      onSettled: release,
    })
  }

  const onChangeNumber = () => {
    refocusPhone.current = true
    setStep('phone')
    setDigits(emptyOtp())
    setError(null)
    otpSent.clear()
  }

  // The phone input is disabled during code entry, so it can take focus only after the render.
  useEffect(() => {
    if (step === 'phone' && refocusPhone.current) {
      refocusPhone.current = false
      phoneInputRef.current?.focus()
    }
  }, [step, phoneInputRef])

  return {
    step,
    phone,
    phoneValid,
    digits,
    error,
    successMessage: otpSent.message,
    resendSecondsLeft: countdown.remaining,
    sending: sendCode.isPending,
    validating: validateCode.isPending,
    resending: resendCode.isPending,
    onPhoneChange,
    onSendCode,
    onDigitsChange,
    onLogin,
    onResend,
    onChangeNumber,
  }
}
