import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { fetchOnboardingStep } from '@/entities/candidate/api/get-candidate-onboarding-details'
import { readStorage } from '@/shared/storage/local-storage'
import { isSignedIn } from '@/shared/session/session'
import { startQueryPersistence } from '../query-persistence'
import { onboardingRedirect } from './onboarding-redirect'

/**
 * The step to trust when the server cannot be asked (docs/product.md#screens-and-routes): the last
 * one stored.
 */
const lastStoredStep = (): number => {
  const stored = readStorage('onboardingStatus') ?? readStorage('userCurrentStep')
  const step = Number(stored)
  return stored !== null && Number.isInteger(step) && step >= 0 && step <= 4 ? step : 1
}

/**
 * The onboarding step (docs/product.md#screens-and-routes). A candidate this phone saw finish
 * onboarding is finished: onboarding never starts again, so the guard does not wait for the server
 * (a repeat visit, offline too, opens the dashboard without that round trip) and only refreshes the
 * stored step. Otherwise the server is asked, and the stored step used when it cannot answer.
 */
async function onboardingStep(queryClient: QueryClient): Promise<number> {
  if (readStorage('onboardingStatus') === '0') {
    void fetchOnboardingStep(queryClient).catch(() => {})
    return 0
  }
  return fetchOnboardingStep(queryClient).catch(lastStoredStep)
}

/**
 * The authenticated guard: waits until the sign-in and the onboarding step are known, then
 * lets the navigation through or redirects it.
 */
export async function requireCandidate(queryClient: QueryClient, location: ParsedLocation) {
  if (!isSignedIn()) {
    throw redirect({ to: '/login', state: { from: location.href }, replace: true })
  }
  // Offline, the screens below read what was saved: wait until it is back in memory.
  await startQueryPersistence(queryClient)
  const step = await onboardingStep(queryClient)
  const target = onboardingRedirect(step, location.pathname, location.state.fromOnboarding === true)
  if (target) throw redirect({ to: target, replace: true })
}
