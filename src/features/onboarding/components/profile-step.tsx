import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors, focusRing } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { saveErrorMessage, useSaveProfile } from '../api/save-profile'
import { useFlashMessage } from '@/shared/hooks/use-flash-message'
import { StepHeading } from '@/shared/ui/step-heading'
import { loadProfileForm, saveProfileDraft } from '../model/onboarding-progress'
import {
  canSubmitProfile,
  filterName,
  isEmailValid,
  isNameValid,
  NAME_MAX_LENGTH,
  type ProfileForm,
} from '../model/profile-form'
import { useOnboardingTexts } from '../onboarding-texts'
import { Field, FieldError, Form, Hint, Label, TextInput } from '@/shared/ui/form-controls'
import { ResumeField } from './resume-field'

interface ProfileStepProps {
  candidateId: string
  focusHeading: boolean
  onSaved: () => void
}

type Touched = Partial<Record<'firstName' | 'lastName' | 'emailId', boolean>>

/** Step 1, 'Complete Your Profile' (docs/product.md#step-1-profile). */
export function ProfileStep({ candidateId, focusHeading, onSaved }: ProfileStepProps) {
  const onboardingTexts = useOnboardingTexts()
  const texts = onboardingTexts.profile
  const id = useId()
  const [form, setForm] = useState<ProfileForm>(loadProfileForm)
  const [touched, setTouched] = useState<Touched>({})
  const [resume, setResume] = useState<File | null>(null)
  const save = useSaveProfile()
  const saveError = useFlashMessage()

  const update = (patch: Partial<ProfileForm>) => {
    const next = { ...form, ...patch }
    setForm(next)
    saveProfileDraft(next)
  }
  const touch = (field: keyof Touched) => setTouched((current) => ({ ...current, [field]: true }))

  const errors = {
    firstName: touched.firstName && !isNameValid(form.firstName) ? texts.firstNameRequired : null,
    lastName: touched.lastName && !isNameValid(form.lastName) ? texts.lastNameRequired : null,
    emailId: touched.emailId && !isEmailValid(form.emailId) ? texts.emailInvalid : null,
  }
  const canSubmit = canSubmitProfile(form)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmit || save.isPending) return
    saveError.clear()
    save.mutate(
      { candidateId, form, resume },
      {
        onSuccess: onSaved,
        onError: (error) => saveError.show(saveErrorMessage(error, onboardingTexts.saveErrors)),
      },
    )
  }

  const field = (name: keyof Touched) => ({
    id: `${id}-${name}`,
    hintId: `${id}-${name}-hint`,
  })
  const first = field('firstName')
  const last = field('lastName')
  const email = field('emailId')
  const termsId = `${id}-terms`

  return (
    <>
      <StepHeading focusOnMount={focusHeading} intro={texts.intro}>
        {texts.heading}
      </StepHeading>
      <Form onSubmit={onSubmit} noValidate aria-busy={save.isPending || undefined}>
        <Field>
          <Label htmlFor={first.id}>{texts.firstName}</Label>
          <TextInput
            id={first.id}
            name="firstName"
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={NAME_MAX_LENGTH}
            value={form.firstName}
            onChange={(event) => update({ firstName: filterName(event.target.value) })}
            onBlur={() => touch('firstName')}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={first.hintId}
            disabled={save.isPending}
          />
          <FieldMessage id={first.hintId} error={errors.firstName} hint={texts.nameHint} />
        </Field>

        <Field>
          <Label htmlFor={last.id}>{texts.lastName}</Label>
          <TextInput
            id={last.id}
            name="lastName"
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={NAME_MAX_LENGTH}
            value={form.lastName}
            onChange={(event) => update({ lastName: filterName(event.target.value) })}
            onBlur={() => touch('lastName')}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={last.hintId}
            disabled={save.isPending}
          />
          <FieldMessage id={last.hintId} error={errors.lastName} hint={texts.nameHint} />
        </Field>

        <Field>
          <Label htmlFor={email.id}>{texts.email}</Label>
          <TextInput
            id={email.id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            value={form.emailId}
            onChange={(event) => update({ emailId: event.target.value })}
            onBlur={() => touch('emailId')}
            aria-invalid={errors.emailId ? true : undefined}
            aria-describedby={email.hintId}
            disabled={save.isPending}
          />
          <FieldMessage id={email.hintId} error={errors.emailId} hint={texts.emailHint} />
        </Field>

        <Terms>
          <input
            id={termsId}
            type="checkbox"
            checked={form.termsAccepted}
            onChange={(event) => update({ termsAccepted: event.target.checked })}
            required
            disabled={save.isPending}
          />
          <label htmlFor={termsId}>
            {texts.termsBefore}
            <a href="/terms" target="_blank" rel="noopener">
              {texts.termsLink}
              <VisuallyHidden>{texts.opensInNewTab}</VisuallyHidden>
            </a>
            {texts.termsBetween}
            <a href="/privacy-policy" target="_blank" rel="noopener">
              {texts.privacyLink}
              <VisuallyHidden>{texts.opensInNewTab}</VisuallyHidden>
            </a>
            {texts.termsAfter}
          </label>
        </Terms>

        <ResumeField file={resume} onChange={setResume} disabled={save.isPending} />

        <ErrorMessage message={saveError.message} />

        <Button type="submit" fullWidth disabled={!canSubmit} busy={save.isPending}>
          {texts.continue}
        </Button>
      </Form>
    </>
  )
}

/**
 * One line under a field: the hint, replaced by the error once the field was left invalid.
 * Sharing the line keeps the layout still, so a tap on the next control lands where aimed.
 */
function FieldMessage({ id, error, hint }: { id: string; error: string | null; hint: string }) {
  return error ? <FieldError id={id}>{error}</FieldError> : <Hint id={id}>{hint}</Hint>
}

const Terms = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 44px;
  color: ${colors.text};

  & input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.6rem 0 0;
    accent-color: ${colors.primary};
  }
  & input:focus-visible {
    ${focusRing}
  }
  & label {
    padding: 0.625rem 0;
  }
  & a {
    color: ${colors.primary};
    font-weight: 600;
  }
  & a:focus-visible {
    ${focusRing}
  }
`
