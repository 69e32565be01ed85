import { QueryClient } from '@tanstack/react-query'
import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import { candidateKeys } from '@/entities/candidate/api/candidate-keys'
import { requireCandidate } from './require-candidate'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'

const locationOf = (pathname: string, state: ParsedLocation['state'] = { __TSR_index: 0 }) =>
  ({ pathname, href: pathname, state }) as ParsedLocation

const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))

const serverSays = (completedSteps: number) =>
  stubFetch(
    routeFetch({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () =>
        jsonResponse({ status: true, message: 'ok', data: steps(completedSteps) }),
    }),
  )

const signIn = () => {
  writeStorage('accessToken', 'access-token')
  writeStorage('candidateId', CANDIDATE_ID)
}

/** The redirect target of the guard, or null when it lets the navigation through. */
const guardTarget = async (pathname: string, state?: ParsedLocation['state']) => {
  try {
    await requireCandidate(new QueryClient(), locationOf(pathname, state))
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return { to: thrown.options.to, state: thrown.options.state }
  }
}

afterEach(async () => {
  // A guard's background refresh of the stored step settles before the next test starts.
  await new Promise((resolve) => setTimeout(resolve, 20))
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('requireCandidate', () => {
  it('sends a signed-out visitor to /login and remembers where they were going', async () => {
    const target = await guardTarget('/submissions')
    expect(target?.to).toBe('/login')
    expect(target?.state).toEqual({ from: '/submissions' })
  })

  it('keeps a candidate at step 2 inside onboarding and stores the step', async () => {
    signIn()
    serverSays(1)
    expect((await guardTarget('/dashboard'))?.to).toBe('/onboarding')
    expect(await guardTarget('/onboarding')).toBeNull()
    expect(readStorage('onboardingStatus')).toBe('2')
  })

  it('sends a finished candidate from onboarding to the dashboard', async () => {
    signIn()
    serverSays(4)
    expect((await guardTarget('/onboarding'))?.to).toBe('/dashboard')
    expect(await guardTarget('/dashboard')).toBeNull()
    expect(readStorage('onboardingStatus')).toBe('0')
  })

  it('asks the server with the stored candidate id and the access token', async () => {
    signIn()
    const { requests } = serverSays(0)
    await guardTarget('/onboarding')
    const url = new URL(requests[0]!.url)
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('uses the last stored step when the server cannot be reached', async () => {
    signIn()
    writeStorage('onboardingStatus', '0')
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await guardTarget('/dashboard')).toBeNull()
    expect((await guardTarget('/onboarding'))?.to).toBe('/dashboard')
  })

  it('does not wait for the server once this phone saw onboarding finish, and refreshes the stored step', async () => {
    signIn()
    writeStorage('onboardingStatus', '0')
    let answer: (response: Response) => void = () => {}
    const { requests } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    expect(await guardTarget('/dashboard')).toBeNull()
    expect((await guardTarget('/onboarding'))?.to).toBe('/dashboard')
    expect(requests.length).toBeGreaterThan(0)
    answer(jsonResponse({ status: true, message: 'ok', data: steps(4) }))
  })

  it('leaves no stored step behind when the refresh answers after a sign-out', async () => {
    signIn()
    writeStorage('onboardingStatus', '0')
    let answer: (response: Response) => void = () => {}
    const { requests } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const queryClient = new QueryClient()
    await requireCandidate(queryClient, locationOf('/dashboard'))
    await vi.waitFor(() => expect(requests.length).toBe(1))
    localStorage.clear()
    answer(jsonResponse({ status: true, message: 'ok', data: steps(1) }))
    const refresh = candidateKeys.onboardingDetails(CANDIDATE_ID)
    await vi.waitFor(() => expect(queryClient.getQueryState(refresh)?.status).toBe('success'))
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('falls back to the stored onboarding step, then to step 1, on a server error', async () => {
    signIn()
    stubFetch(() => jsonResponse({ status: false, message: 'down', error: { code: 'x' } }, 500))
    writeStorage('userCurrentStep', '3')
    expect((await guardTarget('/dashboard'))?.to).toBe('/onboarding')
    localStorage.removeItem('userCurrentStep')
    expect((await guardTarget('/profile'))?.to).toBe('/onboarding')
  })
})
