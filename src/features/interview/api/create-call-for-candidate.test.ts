import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { signInWithSpySink } from '@/shared/testing/analytics-spy'
import { isApiError } from '@/shared/http/api-error'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { createCallForCandidate, placePhoneCall } from './create-call-for-candidate'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const ENGAGEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const refused = (message: string, status: number, code: string) =>
  jsonResponse({ status: false, message, error: { code } }, status)

let sink: AnalyticsSink

beforeEach(() => {
  sink = signInWithSpySink()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createCallForCandidate', () => {
  it('asks with the candidate id and the access token, and returns the checked envelope', async () => {
    const { requests } = stubFetch(() => ok({ data: ENGAGEMENT_ID }))
    const response = await createCallForCandidate(CANDIDATE_ID)
    expect(response.data.data).toBe(ENGAGEMENT_ID)
    expect(requests).toHaveLength(1)
    const url = new URL(requests[0]!.url)
    expect(requests[0]!.method).toBe('GET')
    expect(url.pathname).toBe('/api/Engagement/CreateCallForCandidate')
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it.each([
    ['an id that is not a UUID', ok({ data: 'engagement-1' })],
    [
      'a web call instead of an id',
      ok({ data: { callEndpointUri: 'wss://x', engagementId: ENGAGEMENT_ID } }),
    ],
    ['no data', ok(null)],
    [
      'a false status',
      jsonResponse({ status: false, message: 'no', data: { data: ENGAGEMENT_ID } }),
    ],
  ])('rejects %s (the contract schema)', async (_case, response) => {
    stubFetch(() => response)
    await expect(createCallForCandidate(CANDIDATE_ID)).rejects.toSatisfy(isApiError)
  })

  it('does not repeat a failure on its own (it places a call)', async () => {
    const { requests } = stubFetch(() => refused('down', 503, 'internal_error'))
    await expect(createCallForCandidate(CANDIDATE_ID)).rejects.toThrow()
    expect(requests).toHaveLength(1)
  })
})

describe('placePhoneCall', () => {
  it('keeps the engagement under engagementId, drops a web call address, and reports it', async () => {
    localStorage.setItem('webRTCURL', 'wss://api.example/ws/interview/old?token=t')
    localStorage.setItem('engagementId', 'old')
    stubFetch(() => ok({ data: ENGAGEMENT_ID }))
    // An answer without waitingForRoom (a server from before): a call that rings now.
    expect(await placePhoneCall(CANDIDATE_ID)).toEqual({
      engagementId: ENGAGEMENT_ID,
      waitingForRoom: false,
    })
    expect(localStorage.getItem('engagementId')).toBe(ENGAGEMENT_ID)
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('phone_call_requested', undefined)
  })

  it('says whether the call waits for room', async () => {
    stubFetch(() => ok({ data: ENGAGEMENT_ID, waitingForRoom: true }))
    expect(await placePhoneCall(CANDIDATE_ID)).toEqual({
      engagementId: ENGAGEMENT_ID,
      waitingForRoom: true,
    })
    expect(localStorage.getItem('engagementId')).toBe(ENGAGEMENT_ID)
  })

  it("passes the server's refusal on, keeps nothing, and reports the status", async () => {
    stubFetch(() =>
      refused('Too many interview attempts. Please try again in an hour.', 429, 'rate_limited'),
    )
    const error: unknown = await placePhoneCall(CANDIDATE_ID).catch((e: unknown) => e)
    expect(isApiError(error) && error.status).toBe(429)
    expect(isApiError(error) && error.userMessage).toBe(
      'Too many interview attempts. Please try again in an hour.',
    )
    expect(localStorage.getItem('engagementId')).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('phone_call_request_failed', { status: 429 })
    expect(sink.capture).not.toHaveBeenCalledWith('phone_call_requested', undefined)
  })
})

describe('outside calling hours', () => {
  it("passes the refusal's next slot on in the error's details", async () => {
    const details = {
      nextSlotAt: '2026-12-08T13:00:00.000Z',
      windowStartHour: 8,
      windowEndHour: 21,
      timeZone: 'America/New_York',
    }
    stubFetch(() =>
      jsonResponse(
        {
          status: false,
          message: 'We only call between 8 am and 9 pm.',
          error: { code: 'outside_calling_hours', details },
        },
        409,
      ),
    )
    const error: unknown = await placePhoneCall(CANDIDATE_ID).catch((e: unknown) => e)
    expect(isApiError(error) && error.code).toBe('outside_calling_hours')
    expect(isApiError(error) && error.details).toEqual(details)
    expect(localStorage.getItem('engagementId')).toBeNull()
  })
})
