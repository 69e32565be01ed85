import { useId, useRef } from 'react'
import styled from 'styled-components'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { Button } from '@/shared/ui/button'
import { LanguageSwitch } from '@/shared/ui/language-switch'
import { ErrorMessage, SuccessMessage } from '@/shared/ui/message-line'
import { colors, radii } from '@/shared/ui/tokens'
import { useAuthTexts } from '../auth-texts'
import { useLoginFlow } from '../hooks/use-login-flow'
import { isOtpComplete } from '../model/otp-digits'
import { OtpInput, type OtpInputHandle } from './otp-input'
import { PhoneField } from './phone-field'

/**
 * /login (SPEC.md 2, 4, 5): mobile number, then the 6-digit code. Renders its own <main>;
 * the route decides who may see it.
 */
export function LoginPage({ initialMobile }: { initialMobile?: string }) {
  const authTexts = useAuthTexts()
  const phoneInputRef = useRef<HTMLInputElement>(null)
  const otpInputRef = useRef<OtpInputHandle>(null)
  const flow = useLoginFlow({ initialMobile, phoneInputRef, otpInputRef })
  const phoneId = useId()
  const product = appConfig.productName
  const codeStep = flow.step === 'code'

  useDocumentMeta({
    title: authTexts.documentTitle(product),
    description: authTexts.metaDescription(product),
  })

  return (
    <Main>
      <LanguageRow>
        <LanguageSwitch />
      </LanguageRow>
      <Card>
        <Heading>{authTexts.heading(product)}</Heading>
        <Intro>{authTexts.intro}</Intro>

        <Form onSubmit={flow.onSendCode} noValidate>
          <PhoneField
            ref={phoneInputRef}
            id={phoneId}
            value={flow.phone}
            valid={flow.phoneValid}
            disabled={flow.sending || codeStep}
            onChange={flow.onPhoneChange}
          />
          {!codeStep && (
            <Button type="submit" fullWidth busy={flow.sending} disabled={!flow.phoneValid}>
              {authTexts.sendOtp}
            </Button>
          )}
        </Form>

        {codeStep && (
          <Form onSubmit={flow.onLogin} noValidate>
            <Fieldset>
              <Legend>{authTexts.codeLegend(flow.phone)}</Legend>
              <OtpInput
                ref={otpInputRef}
                digits={flow.digits}
                onChange={flow.onDigitsChange}
                digitLabel={authTexts.digitLabel}
                readOnly={flow.validating}
                autoFocus
              />
            </Fieldset>
            <Button
              type="submit"
              fullWidth
              busy={flow.validating}
              disabled={!isOtpComplete(flow.digits)}
            >
              {authTexts.login}
            </Button>
            <Actions>
              <Button
                variant="text"
                onClick={flow.onResend}
                busy={flow.resending}
                disabled={flow.resendSecondsLeft > 0}
              >
                {flow.resendSecondsLeft > 0
                  ? authTexts.requestOtpIn(flow.resendSecondsLeft)
                  : authTexts.requestOtp}
              </Button>
              <Button variant="text" onClick={flow.onChangeNumber} disabled={flow.validating}>
                {authTexts.changeNumber}
              </Button>
            </Actions>
          </Form>
        )}

        <ErrorMessage message={flow.error} />
        <SuccessMessage message={flow.successMessage} />
      </Card>
    </Main>
  )
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: 1.5rem 1rem;
  color: ${colors.text};

  @media (min-width: 30rem) {
    padding-top: 4rem;
  }
`

const Card = styled.div`
  width: 100%;
  max-width: 26rem;

  @media (min-width: 30rem) {
    padding: 2rem;
    border-radius: ${radii.card};
    background: ${colors.surface};
    box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);
  }
`

const Heading = styled.h1`
  margin: 0 0 0.5rem;
  font-size: 1.5rem;
  line-height: 1.25;
`

const Intro = styled.p`
  margin: 0 0 1.25rem;
  color: ${colors.mutedText};
`

const Form = styled.form`
  display: grid;
  /* minmax(0, ...) lets the phone row shrink to a 320 px screen instead of overflowing. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin-bottom: 1rem;
`

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Legend = styled.legend`
  margin-bottom: 0.5rem;
  padding: 0;
  font-weight: 600;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
`

/** The language switch sits above the card, at its right edge. */
const LanguageRow = styled.div`
  display: flex;
  justify-content: flex-end;
  width: 100%;
  max-width: 26rem;
  margin-bottom: 0.75rem;
`
