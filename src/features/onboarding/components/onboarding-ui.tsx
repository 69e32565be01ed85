import styled from 'styled-components'
import { fieldStyles } from '@/shared/ui/field-styles'
import { colors, TOUCH_TARGET } from '@/shared/ui/tokens'

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`

export const Label = styled.label`
  font-weight: 600;
  color: ${colors.text};
`

export const TextInput = styled.input`
  ${fieldStyles}
  min-height: ${TOUCH_TARGET};
`

export const Hint = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

export const FieldError = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: 600;
  font-size: 0.9375rem;
`

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
  color: ${colors.text};
`
