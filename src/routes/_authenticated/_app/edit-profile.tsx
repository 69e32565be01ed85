import { createFileRoute } from '@tanstack/react-router'
import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { EditProfileError } from '@/features/profile/components/edit-profile-error'
import { EditProfilePage } from '@/features/profile/components/edit-profile-page'
import { loadEditProfile } from '@/features/profile/model/edit-profile-data'
import { profileTexts } from '@/features/profile/profile-texts'
import { currentCandidateId } from '@/shared/session/candidate-id'

/** /edit-profile (SPEC.md 2, DESIGN.md 6): the candidate's own details, saved for real. */
export const Route = createFileRoute('/_authenticated/_app/edit-profile')({
  loader: ({ context: { queryClient } }) =>
    loadEditProfile(queryClient, currentCandidateId() ?? ''),
  pendingComponent: () => <FullPageSpinner label={profileTexts.edit.loading} />,
  errorComponent: ({ error }) => <EditProfileError error={error} />,
  component: EditProfilePage,
})
