import {
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react'
import styled from 'styled-components'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import {
  applyBackspace,
  applyInput,
  applyPaste,
  isOtpComplete,
  moveFocus,
  type OtpDigits,
  type OtpEdit,
} from '../model/otp-digits'

export interface OtpInputHandle {
  focus(index?: number): void
}

interface OtpInputProps {
  digits: OtpDigits
  /** Called on every change with the new digits and whether all boxes are filled. */
  onChange: (digits: OtpDigits, complete: boolean) => void
  digitLabel: (position: number, total: number) => string
  /** While a check runs: the boxes keep focus but take no edits. */
  readOnly?: boolean
  autoFocus?: boolean
  ref?: Ref<OtpInputHandle>
}

/** One box per digit (SPEC.md 5); the edit rules live in model/otp-digits.ts. */
export function OtpInput({
  digits,
  onChange,
  digitLabel,
  readOnly = false,
  autoFocus = false,
  ref,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([])

  const focusBox = (index: number) => {
    const box = boxes.current[index]
    box?.focus()
    box?.select()
  }

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), [])

  const commit = (edit: OtpEdit | null) => {
    if (!edit || readOnly) return
    onChange(edit.digits, isOtpComplete(edit.digits))
    focusBox(edit.focusIndex)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      commit(applyBackspace(digits, index))
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(moveFocus(digits, index, event.key === 'ArrowLeft' ? -1 : 1))
    }
  }

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    commit(applyPaste(digits, event.clipboardData.getData('text')))
  }

  return (
    <Row>
      {digits.map((digit, index) => (
        <Box
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, digits.length)}
          value={digit}
          readOnly={readOnly}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => commit(applyInput(digits, index, event.target.value))}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  gap: 0.25rem;
  justify-content: space-between;

  @media (min-width: 24rem) {
    gap: 0.5rem;
  }
`

const Box = styled.input`
  flex: 1 1 0;
  min-width: 0;
  max-width: 3.5rem;
  height: 3.25rem;
  min-height: ${TOUCH_TARGET};
  padding: 0;
  border: 2px solid ${colors.border};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 1.5rem;
  font-weight: 600;
  text-align: center;

  &:focus-visible {
    ${focusRing}
    border-color: ${colors.focusRing};
  }
`
