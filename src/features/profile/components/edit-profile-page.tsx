import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { candidateProfileQuery } from '@/entities/candidate/api/get-candidate-profile'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { useCandidateId } from '@/shared/session/candidate-id'
import { useProfileTexts } from '../profile-texts'
import { EditProfileForm } from './edit-profile-form'
import { EditProfileFrame } from './edit-profile-frame'

/**
 * /edit-profile (docs/adr/0066: it is real): the form filled from the profile; after a save,
 * /profile with the change.
 */
export function EditProfilePage() {
  const texts = useProfileTexts().edit
  const candidateId = useCandidateId()
  const profile = useSuspenseQuery(candidateProfileQuery(candidateId))
  const navigate = useNavigate()
  useDocumentMeta({ title: texts.pageTitle(appConfig.productName) })
  return (
    <EditProfileFrame>
      <EditProfileForm
        candidateId={candidateId}
        profile={profile.data}
        onSaved={() => void navigate({ to: '/profile' })}
      />
    </EditProfileFrame>
  )
}
