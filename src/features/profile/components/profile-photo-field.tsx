import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { PROFILE_IMAGE_ACCEPT } from '@contract/profile'
import { CandidateAvatar } from '@/entities/candidate/ui/candidate-avatar'
import { analytics } from '@/shared/analytics/analytics'
import { Button } from '@/shared/ui/button'
import { Fieldset, Hint, Legend } from '@/shared/ui/form-controls'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { checkProfileImage } from '../model/profile-image-file'
import { profileEvents } from '../model/profile-events'
import { profileTexts } from '../profile-texts'

const texts = profileTexts.edit.photo

interface ProfilePhotoFieldProps {
  name: string
  /** The photo saved now, or null. */
  currentUrl: string | null
  file: File | null
  onChange: (file: File | null) => void
  disabled: boolean
}

/**
 * The profile photo picker (SPEC.md 2, 5): the chosen file is checked (a JPEG, PNG, WebP or GIF
 * up to 5 MB) and shown at once as the avatar; it is uploaded when the profile is saved.
 */
export function ProfilePhotoField({
  name,
  currentUrl,
  file,
  onChange,
  disabled,
}: ProfilePhotoFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [previewUrl, showPreview] = usePreviewUrl()
  const preview = file ? previewUrl : null

  const helpId = `${id}-help`
  const chosenId = `${id}-chosen`
  const errorId = `${id}-error`

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    if (!chosen) return
    const check = checkProfileImage(chosen)
    if (check) {
      // Keep no invalid file, and let the same one be picked again.
      event.target.value = ''
      onChange(null)
      showPreview(null)
      setProblem(texts[check])
      analytics.capture(profileEvents.imageRejected, { reason: check })
      return
    }
    setProblem(null)
    onChange(chosen)
    showPreview(chosen)
  }

  const keepCurrent = () => {
    if (inputRef.current) inputRef.current.value = ''
    onChange(null)
    showPreview(null)
    inputRef.current?.focus()
  }

  const describedBy = [helpId, file ? chosenId : '', problem ? errorId : '']
    .filter(Boolean)
    .join(' ')

  return (
    <Fieldset>
      <Legend>{texts.legend}</Legend>
      <Row>
        <CandidateAvatar name={name} imageUrl={preview ?? currentUrl} size={5} />
        <Picker>
          <FileLabel htmlFor={id}>{texts.choose}</FileLabel>
          <FileInput
            ref={inputRef}
            id={id}
            type="file"
            accept={PROFILE_IMAGE_ACCEPT}
            onChange={onFile}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
          />
          <Hint id={helpId}>{texts.help}</Hint>
        </Picker>
      </Row>
      {file && (
        <Chosen>
          <span id={chosenId}>{texts.chosen(file.name)}</span>
          <Button variant="text" onClick={keepCurrent} disabled={disabled}>
            {texts.remove}
          </Button>
        </Chosen>
      )}
      <ErrorMessage id={errorId} message={problem} />
    </Fieldset>
  )
}

/**
 * An object URL of the chosen file, made when it is chosen and released when another replaces
 * it or the field goes.
 */
function usePreviewUrl() {
  const [url, setUrl] = useState<string | null>(null)
  const current = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
    },
    [],
  )
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current)
    current.current = file ? URL.createObjectURL(file) : null
    setUrl(current.current)
  }
  return [url, show] as const
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
