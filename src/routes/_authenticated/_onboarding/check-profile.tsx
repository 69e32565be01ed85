import { createFileRoute } from '@tanstack/react-router'
import { CheckProfilePage } from '@/features/matches/components/check-profile-page'

/**
 * After the interview (docs/product.md#after-the-interview-check-profile): profile analysis, then
 * the match counts.
 */
export const Route = createFileRoute('/_authenticated/_onboarding/check-profile')({
  component: CheckProfilePage,
})
