/**
 * Where the authenticated guard sends a signed-in candidate (docs/product.md#screens-and-routes).
 * Step 0 means onboarding is finished; any other step means it is not.
 */
export const onboardingRedirect = (
  step: number,
  pathname: string,
  fromOnboarding: boolean,
): string | null => {
  const inOnboarding = pathname === '/onboarding' || pathname.startsWith('/onboarding/')
  if (step === 0) {
    if (inOnboarding) return '/dashboard'
    if (pathname === '/check-profile' && !fromOnboarding) return '/dashboard'
    return null
  }
  return inOnboarding ? null : '/onboarding'
}

/** The remembered location is only ever a path on this site, never another origin. */
export const safeReturnPath = (from: string | undefined): string =>
  from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/dashboard'
