import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { CUSTOM_TITLE_MAX_LENGTH, FIXED_JOB_TYPES } from '@contract/onboarding'
import { withoutControlCharacters } from '@contract/text'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors, focusRing, TOUCH_TARGET } from '@/shared/ui/tokens'
import { useUpdateUserTitlePreference } from '../api/update-user-title-preference'
import { useFlashMessage } from '@/shared/hooks/use-flash-message'
import { Actions } from '@/shared/ui/actions'
import { StepHeading } from '@/shared/ui/step-heading'
import {
  hasPreference,
  loadPreferencesForm,
  savePreferencesDraft,
  type PreferencesForm,
} from '../model/onboarding-progress'
import { useOnboardingTexts } from '../onboarding-texts'
import { Field, Form, Hint, Label, TextInput } from '@/shared/ui/form-controls'

interface PreferencesStepProps {
  candidateId: string
  focusHeading: boolean
  onSaved: () => void
  onBack: () => void
}

/** Step 2, job preferences (docs/product.md#step-2-job-preferences). */
export function PreferencesStep({
  candidateId,
  focusHeading,
  onSaved,
  onBack,
}: PreferencesStepProps) {
  const onboardingTexts = useOnboardingTexts()
  const texts = onboardingTexts.preferences
  const id = useId()
  const [form, setForm] = useState<PreferencesForm>(loadPreferencesForm)
  const save = useUpdateUserTitlePreference()
  const saveError = useFlashMessage()
  const valid = hasPreference(form)

  const update = (next: PreferencesForm) => {
    setForm(next)
    savePreferencesDraft(next)
  }
  const toggle = (title: string) =>
    update({
      ...form,
      selectedTitles: form.selectedTitles.includes(title)
        ? form.selectedTitles.filter((item) => item !== title)
        : // Keep the on-screen order of the fixed list.
          FIXED_JOB_TYPES.filter((item) => item === title || form.selectedTitles.includes(item)),
    })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || save.isPending) return
    saveError.clear()
    save.mutate(
      { candidateId, ...form },
      { onSuccess: onSaved, onError: () => saveError.show(texts.updateFailed) },
    )
  }

  const groupLabelId = `${id}-types`
  const customId = `${id}-custom`
  const counterId = `${id}-counter`
  const requiredId = `${id}-required`

  return (
    <>
      <StepHeading focusOnMount={focusHeading} intro={texts.intro}>
        {texts.heading}
      </StepHeading>
      <Form onSubmit={onSubmit} noValidate aria-busy={save.isPending || undefined}>
        <div>
          <GroupLabel id={groupLabelId}>{texts.jobTypesLegend}</GroupLabel>
          <Choices role="group" aria-labelledby={groupLabelId}>
            {FIXED_JOB_TYPES.map((title) => {
              const pressed = form.selectedTitles.includes(title)
              return (
                <Choice
                  key={title}
                  type="button"
                  aria-pressed={pressed}
                  $pressed={pressed}
                  onClick={() => toggle(title)}
                  disabled={save.isPending}
                >
                  <Check aria-hidden="true">{pressed ? '✓' : '+'}</Check>
                  {texts.jobTypeLabels[title]}
                </Choice>
              )
            })}
          </Choices>
        </div>

        <Field>
          <Label htmlFor={customId}>{texts.customLabel}</Label>
          <TextInput
            id={customId}
            name="customTitle"
            maxLength={CUSTOM_TITLE_MAX_LENGTH}
            placeholder={texts.customPlaceholder}
            value={form.customTitle}
            onChange={(event) =>
              update({
                ...form,
                // A paste may carry invisible control characters, which the server refuses.
                customTitle: withoutControlCharacters(event.target.value).slice(
                  0,
                  CUSTOM_TITLE_MAX_LENGTH,
                ),
              })
            }
            aria-describedby={counterId}
            disabled={save.isPending}
          />
          <Hint id={counterId}>
            {texts.counter(form.customTitle.length, CUSTOM_TITLE_MAX_LENGTH)}
          </Hint>
        </Field>

        <Required id={requiredId} role="status">
          {valid ? '' : texts.selectAtLeastOne}
        </Required>

        <ErrorMessage message={saveError.message} />

        <Actions>
          <Button variant="secondary" onClick={onBack} disabled={save.isPending}>
            {onboardingTexts.back}
          </Button>
          <Button
            type="submit"
            disabled={!valid}
            busy={save.isPending}
            aria-describedby={valid ? undefined : requiredId}
          >
            {texts.continue}
          </Button>
        </Actions>
      </Form>
    </>
  )
}

const GroupLabel = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 600;
  color: ${colors.text};
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Choice = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: ${TOUCH_TARGET};
  padding: 0.375rem 0.875rem;
  border: 2px solid ${({ $pressed }) => ($pressed ? colors.primary : colors.border)};
  border-radius: 999px;
  background: ${({ $pressed }) => ($pressed ? colors.primary : colors.surface)};
  color: ${({ $pressed }) => ($pressed ? colors.onPrimary : colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
`

const Check = styled.span`
  display: inline-block;
  width: 1em;
  text-align: center;
`

const Required = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: 600;
`
