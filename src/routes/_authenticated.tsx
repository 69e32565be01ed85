import { createFileRoute, Outlet } from '@tanstack/react-router'

/**
 * Every candidate page: signed in, and on the right side of onboarding
 * (docs/product.md#screens-and-routes). The guard (and the http client it brings) loads with the
 * first protected page, not with the landing page.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const { requireCandidate } = await import('@/app/guards/require-candidate')
    await requireCandidate(context.queryClient, location)
  },
  component: Outlet,
})
