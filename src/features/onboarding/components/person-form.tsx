import { useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { PARTS_OF_DAY, personRequestDays, type PartOfDay } from '@contract/person-request'
import { formatCalendarDay } from '@/shared/format/calendar-day'
import { formatPhone, isValidPhone, toPhoneDigits } from '@/shared/format/phone'
import { toErrorMessage } from '@/shared/http/api-error'
import { useLocale } from '@/shared/i18n/intl'
import { readStorage } from '@/shared/storage/local-storage'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import {
  ChoiceRow,
  Field,
  FieldError,
  Fieldset,
  Form,
  Hint,
  Label,
  Legend,
  Select,
  TextInput,
} from '@/shared/ui/form-controls'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors } from '@/shared/ui/tokens'
import { useRequestPerson } from '../api/request-person'
import { useOnboardingTexts } from '../onboarding-texts'

/** The signed-in number as '(NNN) NNN-NNNN', or empty when none is stored. */
const signedInNumber = (): string => formatPhone(readStorage('mobileNumber') ?? '')

/**
 * The request form of 'I'd rather talk to a person', loaded when the candidate opens it: most
 * never do, and step 3 paints without it.
 */
export default function PersonForm({
  id,
  candidateId,
  onRequested,
  onCancel,
}: {
  id: string
  candidateId: string
  onRequested: () => void
  onCancel: () => void
}) {
  const texts = useOnboardingTexts().talkToPerson
  const locale = useLocale()
  const [days] = useState(() => personRequestDays(new Date()))
  const [phone, setPhone] = useState(signedInNumber)
  const [day, setDay] = useState(days[0] ?? '')
  const [partOfDay, setPartOfDay] = useState<PartOfDay | null>(null)
  const [checked, setChecked] = useState({ phone: false, partOfDay: false })
  // The error itself is kept, so its text follows a switch of language.
  const [sendError, setSendError] = useState<unknown>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const partsRef = useRef<HTMLFieldSetElement>(null)
  const send = useRequestPerson()

  const phoneError = checked.phone && !isValidPhone(phone) ? texts.phoneInvalid : null
  const partError = checked.partOfDay && !partOfDay ? texts.partOfDayRequired : null

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    setChecked({ phone: true, partOfDay: true })
    if (!isValidPhone(phone)) {
      phoneRef.current?.focus()
      return
    }
    if (!partOfDay) {
      partsRef.current?.querySelector('input')?.focus()
      return
    }
    setSendError(null)
    send.mutate(
      { candidateId, phone: toPhoneDigits(phone), day, partOfDay },
      { onSuccess: onRequested, onError: setSendError },
    )
  }

  const headingId = `${id}-heading`
  const phoneId = `${id}-phone`
  const phoneMessageId = `${id}-phone-message`
  const dayId = `${id}-day`
  const partErrorId = `${id}-part-error`
  return (
    <PersonFormFrame
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={send.isPending || undefined}
    >
      <div>
        <SubHeading id={headingId}>{texts.heading}</SubHeading>
        <Intro>{texts.intro}</Intro>
      </div>
      <Field>
        <Label htmlFor={phoneId}>{texts.phone}</Label>
        <TextInput
          ref={phoneRef}
          id={phoneId}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          value={phone}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
          onBlur={() => setChecked((current) => ({ ...current, phone: true }))}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneMessageId}
          disabled={send.isPending}
        />
        {phoneError ? (
          <FieldError id={phoneMessageId}>{phoneError}</FieldError>
        ) : (
          <Hint id={phoneMessageId}>{texts.phoneHint}</Hint>
        )}
      </Field>
      <Field>
        <Label htmlFor={dayId}>{texts.day}</Label>
        <Select
          id={dayId}
          name="day"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          disabled={send.isPending}
        >
          {days.map((option) => (
            <option key={option} value={option}>
              {formatCalendarDay(option, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Fieldset ref={partsRef} aria-describedby={partError ? partErrorId : undefined}>
        <Legend>{texts.partOfDayLegend}</Legend>
        {PARTS_OF_DAY.map((part) => (
          <ChoiceRow key={part}>
            <input
              id={`${id}-${part}`}
              type="radio"
              name={`${id}-part-of-day`}
              value={part}
              checked={partOfDay === part}
              onChange={() => setPartOfDay(part)}
              disabled={send.isPending}
            />
            <label htmlFor={`${id}-${part}`}>{texts.partsOfDay[part]}</label>
          </ChoiceRow>
        ))}
        {partError && <FieldError id={partErrorId}>{partError}</FieldError>}
      </Fieldset>
      <ErrorMessage message={sendError ? toErrorMessage(sendError, texts.sendFailed) : null} />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          {texts.cancel}
        </Button>
        <Button type="submit" busy={send.isPending}>
          {texts.send}
        </Button>
      </Actions>
    </PersonFormFrame>
  )
}

const PersonFormFrame = styled(Form)`
  margin-top: 1rem;
`

const SubHeading = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
  color: ${colors.text};
`

const Intro = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`
