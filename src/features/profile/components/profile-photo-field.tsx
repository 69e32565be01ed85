import { useEffect, useRef, useState } from 'react'
import { PROFILE_IMAGE_ACCEPT } from '@contract/profile'
import { CandidateAvatar } from '@/entities/candidate/ui/candidate-avatar'
import { analytics } from '@/shared/analytics/analytics'
import { FilePicker } from '@/shared/ui/file-picker'
import { Fieldset, Legend } from '@/shared/ui/form-controls'
import { checkProfileImage, type ProfileImageProblem } from '../model/profile-image-file'
import { profileEvents } from '../model/profile-events'
import { useProfileTexts } from '../profile-texts'

interface ProfilePhotoFieldProps {
  name: string
  /** The photo saved now, or null. */
  currentUrl: string | null
  file: File | null
  onChange: (file: File | null) => void
  disabled: boolean
}

/**
 * The profile photo picker (docs/product.md#edit-profile): the chosen file is checked (a JPEG, PNG,
 * WebP or GIF up to 5 MB) and shown at once as the avatar; it is uploaded when the profile is
 * saved.
 */
export function ProfilePhotoField({
  name,
  currentUrl,
  file,
  onChange,
  disabled,
}: ProfilePhotoFieldProps) {
  const texts = useProfileTexts().edit.photo
  // The problem's key, worded at render so a language switch rewords it.
  const [problem, setProblem] = useState<ProfileImageProblem | null>(null)
  const [previewUrl, showPreview] = usePreviewUrl()
  const preview = file ? previewUrl : null

  const onPick = (chosen: File | undefined) => {
    if (!chosen) return true
    const check = checkProfileImage(chosen)
    if (check) {
      // Keep no invalid file.
      onChange(null)
      showPreview(null)
      setProblem(check)
      analytics.capture(profileEvents.imageRejected, { reason: check })
      return false
    }
    setProblem(null)
    onChange(chosen)
    showPreview(chosen)
    return true
  }

  const keepCurrent = () => {
    onChange(null)
    showPreview(null)
  }

  return (
    <Fieldset>
      <Legend>{texts.legend}</Legend>
      <FilePicker
        label={texts.choose}
        accept={PROFILE_IMAGE_ACCEPT}
        help={texts.help}
        beside={<CandidateAvatar name={name} imageUrl={preview ?? currentUrl} size={5} />}
        file={file}
        chosenText={(chosen) => texts.chosen(chosen.name)}
        removeLabel={texts.remove}
        error={problem && texts[problem]}
        onPick={onPick}
        onRemove={keepCurrent}
        disabled={disabled}
      />
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
