import { createFileRoute, redirect, useLocation } from '@tanstack/react-router'
import { safeReturnPath } from '@/app/guards/onboarding-redirect'
import { LoginPage } from '@/features/auth/components/login-page'
import { isSignedIn } from '@/shared/session/session'

/** Public-only: a signed-in visitor goes back where they came from, or to /dashboard. */
export const Route = createFileRoute('/login')({
  beforeLoad: ({ location }) => {
    if (isSignedIn()) throw redirect({ href: safeReturnPath(location.state.from), replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const mobile = useLocation({ select: (location) => location.state.mobile })
  return <LoginPage initialMobile={mobile} />
}
