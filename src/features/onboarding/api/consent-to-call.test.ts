import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isApiError } from '@/shared/http/api-error'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { consentToCall } from './consent-to-call'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const CONSENT = { consentId: 'c1', consentedAt: '2026-12-07T16:00:00.000Z' }

beforeEach(() => localStorage.setItem('accessToken', 'access-token'))
afterEach(() => vi.unstubAllGlobals())

describe('consentToCall', () => {
  it('posts the candidate and the language with the access token, and checks the answer', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({ status: true, message: 'ok', data: CONSENT }),
    )
    const response = await consentToCall({ candidateId: CANDIDATE_ID, language: 'es' })
    expect(response.data).toEqual(CONSENT)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('POST')
    expect(new URL(requests[0]!.url).pathname).toBe('/api/Engagement/ConsentToCall')
    expect(await requests[0]!.json()).toEqual({ candidateId: CANDIDATE_ID, language: 'es' })
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('rejects an answer off the contract, and does not repeat a failure', async () => {
    stubFetch(() => jsonResponse({ status: true, message: 'ok', data: null }))
    await expect(consentToCall({ candidateId: CANDIDATE_ID, language: 'en' })).rejects.toSatisfy(
      isApiError,
    )
    const { requests } = stubFetch(() =>
      jsonResponse({ status: false, message: 'down', error: { code: 'internal_error' } }, 503),
    )
    await expect(consentToCall({ candidateId: CANDIDATE_ID, language: 'en' })).rejects.toThrow()
    expect(requests).toHaveLength(1)
  })
})
