import { createFileRoute } from '@tanstack/react-router'
import { EditProfileError } from '@/features/profile/components/edit-profile-error'
import { EditProfilePage } from '@/features/profile/components/edit-profile-page'
import { loadEditProfile } from '@/features/profile/model/edit-profile-data'
import { EditProfileLoading } from '@/features/profile/components/profile-loading'
import { currentCandidateId } from '@/shared/session/candidate-id'

/**
 * /edit-profile (docs/product.md#edit-profile, docs/adr/0066): the candidate's own details, saved
 * for real.
 */
export const Route = createFileRoute('/_authenticated/_app/edit-profile')({
  loader: ({ context: { queryClient } }) =>
    loadEditProfile(queryClient, currentCandidateId() ?? ''),
  pendingComponent: EditProfileLoading,
  errorComponent: ({ error }) => <EditProfileError error={error} />,
  component: EditProfilePage,
})
