import { createFileRoute } from '@tanstack/react-router'
import { FullPageSpinner } from '@/app/full-page-spinner'
import { ManageAccountCard } from '@/features/account/components/manage-account-card'
import { ProfileError } from '@/features/profile/components/profile-error'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { loadProfile } from '@/features/profile/model/profile-data'
import { profileTexts } from '@/features/profile/profile-texts'
import { currentCandidateId } from '@/shared/session/candidate-id'

/** /profile (SPEC.md 2): the profile, with the account card of features/account placed in it. */
export const Route = createFileRoute('/_authenticated/_app/profile')({
  loader: ({ context: { queryClient } }) => loadProfile(queryClient, currentCandidateId() ?? ''),
  pendingComponent: () => <FullPageSpinner label={profileTexts.loading} />,
  errorComponent: ({ error }) => <ProfileError error={error} accountCard={<ManageAccountCard />} />,
  component: () => <ProfilePage accountCard={<ManageAccountCard />} />,
})
