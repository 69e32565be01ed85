import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import {
  ABOUT_ME_MAX_LENGTH,
  CATEGORIES,
  DESIGNATION_MAX_LENGTH,
  EXPERIENCE_TIMES,
  GENDERS,
  LANGUAGES,
  LOCATION_MAX_LENGTH,
  QUALIFICATIONS,
  type CandidateProfile,
} from '@contract/profile'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@/shared/format/person-name'
import { formatPhone } from '@/shared/format/phone'
import { useOnline } from '@/shared/online/online-state'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ButtonLink } from '@/shared/ui/button-link'
import {
  ChoiceRow,
  Field,
  Fieldset,
  Form,
  Hint,
  Label,
  Legend,
  TextArea,
} from '@/shared/ui/form-controls'
import { ErrorMessage } from '@/shared/ui/message-line'
import { saveErrorMessage, useSaveProfile } from '../api/save-profile'
import {
  EDIT_PROFILE_FIELD_ORDER,
  editProfileFormOf,
  editProfileProblems,
  firstProblemField,
  toggleCategory,
  withAboutMe,
  withName,
  type EditProfileField,
  type EditProfileForm as FormState,
} from '../model/edit-profile-form'
import { latestDateOfBirth } from '../model/date-of-birth-bounds'
import { useProfileTexts } from '../profile-texts'
import { SelectField, TextField } from './form-fields'
import { ProfilePhotoField } from './profile-photo-field'

interface EditProfileFormProps {
  candidateId: string
  profile: CandidateProfile
  /** After a successful save (the records are fetched again by then). */
  onSaved: () => void
}

/**
 * /edit-profile's form (docs/product.md#edit-profile): every field filled from the
 * profile, checked as typed (an error shows once a field is left, or on Save), saved with the
 * photo through its upload URL. Save on a form with problems names them and moves the focus to
 * the first; offline it waits for the network.
 */
export function EditProfileForm({ candidateId, profile, onSaved }: EditProfileFormProps) {
  const profileTexts = useProfileTexts()
  const texts = profileTexts.edit
  const options = profileTexts.options
  const id = useId()
  const [form, setForm] = useState<FormState>(() => editProfileFormOf(profile))
  const [touched, setTouched] = useState<ReadonlySet<EditProfileField>>(new Set())
  const [image, setImage] = useState<File | null>(null)
  const [showSummary, setShowSummary] = useState(false)
  const save = useSaveProfile()
  const online = useOnline()
  const saving = save.isPending

  const problems = editProfileProblems(form, new Date(), texts.errors)
  const errorOf = (field: EditProfileField) =>
    touched.has(field) ? (problems[field] ?? undefined) : undefined
  const touch = (field: EditProfileField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
  const update = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }))
  const fieldId = (field: EditProfileField) => `${id}-${field}`

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (saving || !online) return
    const first = firstProblemField(problems)
    if (first) {
      setTouched(new Set(EDIT_PROFILE_FIELD_ORDER))
      setShowSummary(true)
      document.getElementById(fieldId(first))?.focus()
      return
    }
    setShowSummary(false)
    save.mutate({ candidateId, form, image }, { onSuccess: onSaved })
  }

  const text = (field: EditProfileField) => ({
    id: fieldId(field),
    error: errorOf(field),
    onBlur: () => touch(field),
    disabled: saving,
  })
  const hasProblems = firstProblemField(problems) !== undefined
  const summary = showSummary && hasProblems ? texts.fixErrors : null
  const failure = save.isError ? saveErrorMessage(save.error, texts) : null
  const aboutCounterId = `${id}-about-counter`

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <ErrorMessage message={summary} />

      <ProfilePhotoField
        name={`${form.firstName} ${form.lastName}`}
        currentUrl={profile.profileDetails.profileImageUrl}
        file={image}
        onChange={setImage}
        disabled={saving}
      />

      <Fieldset>
        <Legend>{texts.fullName}</Legend>
        <Pair>
          <TextField
            {...text('firstName')}
            label={texts.firstName}
            hint={texts.nameHint}
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={NAME_MAX_LENGTH}
            value={form.firstName}
            onChange={(event) =>
              setForm((current) => withName(current, 'firstName', event.target.value))
            }
          />
          <TextField
            {...text('lastName')}
            label={texts.lastName}
            hint={texts.nameHint}
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={NAME_MAX_LENGTH}
            value={form.lastName}
            onChange={(event) =>
              setForm((current) => withName(current, 'lastName', event.target.value))
            }
          />
        </Pair>
      </Fieldset>

      <Pair>
        <TextField
          {...text('dateOfBirth')}
          label={texts.dateOfBirth}
          hint={texts.dateOfBirthHint}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestDateOfBirth(new Date())}
          value={form.dateOfBirth}
          onChange={(event) => update({ dateOfBirth: event.target.value })}
        />
        <TextField
          id={`${id}-phone`}
          label={texts.phone}
          hint={texts.phoneHint}
          type="tel"
          readOnly
          value={formatPhone(profile.contactInfo.mobile)}
        />
        <TextField
          {...text('emailId')}
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={form.emailId}
          onChange={(event) => update({ emailId: event.target.value })}
        />
        <SelectField
          {...text('gender')}
          label={texts.gender}
          options={GENDERS}
          optionLabels={options.gender}
          value={form.gender}
          onChange={(event) => update({ gender: event.target.value })}
        />
        <TextField
          {...text('expectedPayRate')}
          label={texts.expectedPayRate}
          hint={texts.expectedPayRateHint}
          inputMode="decimal"
          value={form.expectedPayRate}
          onChange={(event) => update({ expectedPayRate: event.target.value })}
        />
        <SelectField
          {...text('experienceTime')}
          label={texts.experienceTime}
          options={EXPERIENCE_TIMES}
          optionLabels={options.experienceTime}
          value={form.experienceTime}
          onChange={(event) => update({ experienceTime: event.target.value })}
        />
        <SelectField
          {...text('qualification')}
          label={texts.qualification}
          options={QUALIFICATIONS}
          optionLabels={options.qualification}
          value={form.qualification}
          onChange={(event) => update({ qualification: event.target.value })}
        />
        <TextField
          {...text('location')}
          label={texts.location}
          hint={texts.locationHint}
          autoComplete="address-level2"
          maxLength={LOCATION_MAX_LENGTH}
          value={form.location}
          onChange={(event) => update({ location: event.target.value })}
        />
        <SelectField
          {...text('language')}
          label={texts.language}
          options={LANGUAGES}
          optionLabels={options.language}
          value={form.language}
          onChange={(event) => update({ language: event.target.value })}
        />
        <TextField
          {...text('currentDesignation')}
          label={texts.currentDesignation}
          autoComplete="organization-title"
          maxLength={DESIGNATION_MAX_LENGTH}
          value={form.currentDesignation}
          onChange={(event) => update({ currentDesignation: event.target.value })}
        />
      </Pair>

      <Pair>
        <Fieldset disabled={saving}>
          <Legend>{texts.categories}</Legend>
          {CATEGORIES.map((category) => (
            <ChoiceRow key={category}>
              <input
                id={`${fieldId('categories')}-${category}`}
                type="checkbox"
                checked={form.categories.includes(category)}
                onChange={() => setForm((current) => toggleCategory(current, category))}
              />
              <label htmlFor={`${fieldId('categories')}-${category}`}>
                {options.category[category]}
              </label>
            </ChoiceRow>
          ))}
        </Fieldset>

        <Fieldset disabled={saving} aria-describedby={`${fieldId('showProfile')}-hint`}>
          <Legend>{texts.showProfile}</Legend>
          {[
            { value: true, label: texts.show },
            { value: false, label: texts.hidden },
          ].map((choice) => (
            <ChoiceRow key={choice.label}>
              <input
                id={`${fieldId('showProfile')}-${choice.label}`}
                type="radio"
                name={fieldId('showProfile')}
                checked={form.showProfile === choice.value}
                onChange={() => update({ showProfile: choice.value })}
              />
              <label htmlFor={`${fieldId('showProfile')}-${choice.label}`}>{choice.label}</label>
            </ChoiceRow>
          ))}
          <Hint id={`${fieldId('showProfile')}-hint`}>{texts.showProfileHint}</Hint>
        </Fieldset>
      </Pair>

      <Field>
        <Label htmlFor={fieldId('aboutMe')}>{texts.aboutMe}</Label>
        <TextArea
          id={fieldId('aboutMe')}
          rows={6}
          maxLength={ABOUT_ME_MAX_LENGTH}
          value={form.aboutMe}
          aria-describedby={aboutCounterId}
          disabled={saving}
          onChange={(event) => setForm((current) => withAboutMe(current, event.target.value))}
        />
        <Hint id={aboutCounterId}>{texts.counter(form.aboutMe.length, ABOUT_ME_MAX_LENGTH)}</Hint>
      </Field>

      <ErrorMessage message={online ? failure : texts.saveErrors.offline} />

      <Actions>
        <ButtonLink to="/preference">{texts.preferences}</ButtonLink>
        <Button type="submit" busy={saving} disabled={!online}>
          {texts.save}
        </Button>
      </Actions>
    </Form>
  )
}

/** Two columns from tablets up; one on phones. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;

  @media (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`
