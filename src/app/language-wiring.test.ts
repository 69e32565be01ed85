import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { writeStorage } from '@/shared/storage/local-storage'
import { connectLanguageToServer } from './language-wiring'

const CANDIDATE_ID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70'

const details = (language: 'en' | 'es') =>
  jsonResponse({ status: true, message: 'ok', data: { fullName: 'Ana Díaz', language } })
const updated = (language: string) =>
  jsonResponse({ status: true, message: 'Language updated successfully', data: { language } })

const updates = (network: ReturnType<typeof stubFetch>) =>
  network.requests.filter((request) => request.url.includes('/UpdateLanguage'))

afterEach(() => vi.unstubAllGlobals())

describe('the candidate language on the server', () => {
  it('sends each switch of a signed-in candidate, and nothing for a visitor', async () => {
    const network = stubFetch(
      routeFetch({
        'GET /api/Candidate/GetDetails': () => details('en'),
        'POST /api/Candidate/UpdateLanguage': () => updated('es'),
      }),
    )
    connectLanguageToServer(new QueryClient())
    await switchLanguage('es')
    await vi.waitFor(() => expect(network.requests.length).toBe(0))

    writeStorage('accessToken', 'token')
    writeStorage('candidateId', CANDIDATE_ID)
    await switchLanguage('en')
    await vi.waitFor(() => expect(updates(network)).toHaveLength(1))
    expect(await updates(network)[0]!.json()).toEqual({ candidateId: CANDIDATE_ID, language: 'en' })
  })

  it("at a signed-in start, sends the device's language when the server has another", async () => {
    writeStorage('accessToken', 'token')
    writeStorage('candidateId', CANDIDATE_ID)
    const network = stubFetch(
      routeFetch({
        'GET /api/Candidate/GetDetails': () => details('es'),
        'POST /api/Candidate/UpdateLanguage': () => updated('en'),
      }),
    )
    connectLanguageToServer(new QueryClient())
    await vi.waitFor(() => expect(updates(network)).toHaveLength(1))
    expect(await updates(network)[0]!.json()).toEqual({ candidateId: CANDIDATE_ID, language: 'en' })
  })

  it('sends nothing at a start when the server already has it', async () => {
    writeStorage('accessToken', 'token')
    writeStorage('candidateId', CANDIDATE_ID)
    const network = stubFetch(routeFetch({ 'GET /api/Candidate/GetDetails': () => details('en') }))
    connectLanguageToServer(new QueryClient())
    await vi.waitFor(() => expect(network.requests).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(updates(network)).toHaveLength(0)
  })
})
