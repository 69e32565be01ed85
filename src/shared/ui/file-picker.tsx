import { useId, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from './button'
import { Hint } from './form-controls'
import { ErrorMessage } from './message-line'
import { colors, focusRing, radii, TOUCH_TARGET } from './tokens'

interface FilePickerProps {
  label: string
  accept: string
  help: string
  /** Ids of the owner's own text about the field, read before the help. */
  describedBy?: string
  /** Shown beside the picker, such as a preview of the chosen photo. */
  beside?: ReactNode
  file: File | null
  /** The line naming the chosen file. */
  chosenText: (file: File) => string
  removeLabel: string
  /** Why the last pick was refused, or null. */
  error: string | null
  /**
   * A file was picked (undefined when none was, after a cancel). Return false to refuse it: the
   * input then empties, so the same file can be picked again once it is fixed.
   */
  onPick: (file: File | undefined) => boolean
  /** The remove button was used; the input is emptied and takes the focus. */
  onRemove: () => void
  disabled: boolean
}

/**
 * A file input with its label and help, the chosen file's name with a remove button, and the
 * reason a file was refused. The owner checks each file and keeps the chosen one.
 */
export function FilePicker({
  label,
  accept,
  help,
  describedBy,
  beside,
  file,
  chosenText,
  removeLabel,
  error,
  onPick,
  onRemove,
  disabled,
}: FilePickerProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const helpId = `${id}-help`
  const chosenId = `${id}-chosen`
  const errorId = `${id}-error`

  const remove = () => {
    if (inputRef.current) inputRef.current.value = ''
    onRemove()
    inputRef.current?.focus()
  }

  const inputDescribedBy = [describedBy, helpId, file ? chosenId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ')

  return (
    <>
      <Row>
        {beside}
        <Picker>
          <FileLabel htmlFor={id}>{label}</FileLabel>
          <FileInput
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            onChange={(event) => {
              if (!onPick(event.target.files?.[0])) event.target.value = ''
            }}
            disabled={disabled}
            aria-describedby={inputDescribedBy}
            aria-invalid={error ? true : undefined}
          />
          <Hint id={helpId}>{help}</Hint>
        </Picker>
      </Row>
      {file && (
        <Chosen>
          <span id={chosenId}>{chosenText(file)}</span>
          <Button variant="text" onClick={remove} disabled={disabled}>
            {removeLabel}
          </Button>
        </Chosen>
      )}
      <ErrorMessage id={errorId} message={error} />
    </>
  )
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`

const Picker = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
`

const FileLabel = styled.label`
  display: block;
  margin-bottom: 0.25rem;
  font-weight: 600;
  color: ${colors.text};
`

/** A dashed box whose own button looks like the app's secondary button. */
const FileInput = styled.input`
  display: block;
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0.25rem;
  border: 2px dashed ${colors.border};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  margin-bottom: 0.25rem;

  &::file-selector-button {
    min-height: 36px;
    margin-right: 0.75rem;
    padding: 0.25rem 0.75rem;
    border: 2px solid ${colors.primary};
    border-radius: ${radii.control};
    background: ${colors.surface};
    color: ${colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  &:focus-visible {
    ${focusRing}
  }
`

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.5rem;
  overflow-wrap: anywhere;
  color: ${colors.text};
`
