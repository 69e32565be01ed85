import type { ChangeEvent, Ref } from 'react'
import styled from 'styled-components'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useAuthTexts } from '../auth-texts'
import { UsFlag } from './us-flag'

interface PhoneFieldProps {
  id: string
  value: string
  valid: boolean
  disabled: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  ref?: Ref<HTMLInputElement>
}

/** The US mobile number input: flag and +1 prefix, and a valid/invalid mark once typing starts. */
export function PhoneField({ id, value, valid, disabled, onChange, ref }: PhoneFieldProps) {
  const authTexts = useAuthTexts()
  const statusId = `${id}-status`
  const showStatus = value !== ''
  return (
    <div>
      <Label htmlFor={id}>{authTexts.phoneLabel}</Label>
      <Row $disabled={disabled}>
        <Prefix>
          <UsFlag label={authTexts.countryFlagLabel} />
          <span>{authTexts.countryCode}</span>
        </Prefix>
        <Input
          ref={ref}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={authTexts.phonePlaceholder}
          value={value}
          onChange={onChange}
          disabled={disabled}
          aria-describedby={showStatus ? statusId : undefined}
        />
        {showStatus && (
          <Status id={statusId} $valid={valid}>
            <span aria-hidden="true">{valid ? '✓' : '✗'}</span>
            <VisuallyHidden>{valid ? authTexts.phoneValid : authTexts.phoneInvalid}</VisuallyHidden>
          </Status>
        )}
      </Row>
    </div>
  )
}

const Label = styled.label`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 600;
`

const Row = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: ${TOUCH_TARGET};
  border: 2px solid ${colors.border};
  border-radius: ${radii.control};
  background: ${({ $disabled }) => ($disabled ? colors.disabledSurface : colors.surface)};

  &:focus-within {
    ${focusRing}
    border-color: ${colors.focusRing};
  }
`

const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0 0.625rem;
  border-right: 1px solid ${colors.border};
  color: ${colors.text};
  font-weight: 600;
`

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0.5rem 0.625rem;
  border: 0;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-size: 1.125rem;

  &::placeholder {
    color: ${colors.mutedText};
  }

  &:focus {
    outline: none;
  }

  &:disabled {
    color: ${colors.disabledText};
    -webkit-text-fill-color: ${colors.disabledText};
  }
`

const Status = styled.span<{ $valid: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 0 0.75rem;
  color: ${({ $valid }) => ($valid ? colors.success : colors.error)};
  font-size: 1.25rem;
  font-weight: 700;
`
