import { createFileRoute } from '@tanstack/react-router'
import { DownloadMyDataCard } from '@/features/account/components/download-my-data-card'
import { ManageAccountCard } from '@/features/account/components/manage-account-card'
import { NotificationsSettings } from '@/features/notifications/components/notifications-settings'
import { ProfileError } from '@/features/profile/components/profile-error'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { loadProfile } from '@/features/profile/model/profile-data'
import { AgenciesWithReport } from '@/features/sharing/components/agencies-with-report'
import { ProfileLoading } from '@/features/profile/components/profile-loading'
import { currentCandidateId } from '@/shared/session/candidate-id'

/**
 * The cards of the account column: this phone's notifications switch (features/notifications),
 * then 'Download my data' and 'Manage the status of your account' (features/account).
 */
const accountCards = (
  <>
    <NotificationsSettings />
    <DownloadMyDataCard />
    <ManageAccountCard />
  </>
)

/**
 * /profile (docs/product.md#profile): the profile, with the account column's cards and the agencies
 * that got a report about the candidate (features/sharing) placed in it.
 */
export const Route = createFileRoute('/_authenticated/_app/profile')({
  loader: ({ context: { queryClient } }) => loadProfile(queryClient, currentCandidateId() ?? ''),
  pendingComponent: ProfileLoading,
  errorComponent: ({ error }) => <ProfileError error={error} accountCard={accountCards} />,
  component: () => <ProfilePage accountCard={accountCards} sharing={<AgenciesWithReport />} />,
})
