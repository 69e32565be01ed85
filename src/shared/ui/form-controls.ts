import styled from 'styled-components'
import { fieldStyles } from './field-styles'
import { colors, focusRing, TOUCH_TARGET } from './tokens'

/** The form parts every screen's forms share: one look for labels, fields, hints and errors. */

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`

export const Field = styled.div`
  display: grid;
  align-content: start;
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

  &[readonly] {
    background: #eef1f5;
  }
`

export const Select = styled.select`
  ${fieldStyles}
  min-height: ${TOUCH_TARGET};
`

export const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
  min-height: 6rem;
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

/** A checkbox or radio with its label, 44 px tall. */
export const ChoiceRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${TOUCH_TARGET};

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${colors.primary};
  }
  input:focus-visible {
    ${focusRing}
  }
  label {
    flex: 1;
    padding: 0.5rem 0;
    cursor: pointer;
    color: ${colors.text};
  }
`
