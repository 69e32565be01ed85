import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireCandidate } from '@/app/guards/require-candidate'

/** Every candidate page: signed in, and on the right side of onboarding (SPEC.md 4). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireCandidate(context.queryClient, location),
  component: Outlet,
})
