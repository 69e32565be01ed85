import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { createCallResponseSchema } from '../../../contract/interview.ts'
import { expect, latestCode } from './fixtures'
import { saveDetailsAndTitles } from './interview'

/** The dev phone page's specs: a candidate ready for the phone interview, and its call. */

const LOGIN_ID = 'd'.repeat(64)

/**
 * A new candidate signed in over HTTP (the calls the login screen makes, the code from the dev
 * outbox), with onboarding steps 1 and 2 saved and step 3 entered as the screens do.
 */
export async function candidateAtInterviewSetup(
  request: APIRequestContext,
  page: Parameters<typeof latestCode>[0],
  nationalNumber: string,
) {
  const sent = await request.post('/api/SMSLogin/SignUpAndLogin', {
    headers: { 'X-DeviceId': 'device-dev-phone-e2e' },
    data: { userPhoneNumber: nationalNumber, loginId: LOGIN_ID, countryCode: '1' },
  })
  expect(sent.ok()).toBe(true)
  const { data: started } = (await sent.json()) as { data: { sessionToken: string } }
  const validated = await request.post('/api/SMSLogin/ValidateOtp', {
    headers: { Authorization: `Bearer ${started.sessionToken}` },
    data: {
      userPhonenumber: nationalNumber,
      otp: await latestCode(page, nationalNumber),
      sessionToken: started.sessionToken,
    },
  })
  expect(validated.ok()).toBe(true)
  const body = (await validated.json()) as {
    message: { data: { accessToken: string } }
    data: { userId: string }
  }
  const candidateId = body.data.userId
  const headers = { Authorization: `Bearer ${body.message.data.accessToken}` }

  await saveDetailsAndTitles(request, candidateId, headers)
  const prepared = await request.post(
    `/api/Engagement/PrepareInterview?candidateId=${candidateId}`,
    { headers },
  )
  expect(prepared.ok()).toBe(true)
  return { candidateId, headers }
}

/** Call-me's 'I agree': the server places the call through the dev telephony provider. */
export async function placeCall(
  request: APIRequestContext,
  candidateId: string,
  headers: Record<string, string>,
) {
  const consent = await request.post('/api/Engagement/ConsentToCall', {
    headers,
    data: { candidateId, language: 'en' },
  })
  expect(consent.ok()).toBe(true)
  const placed = await request.get(
    `/api/Engagement/CreateCallForCandidate?candidateId=${candidateId}`,
    { headers },
  )
  expect(placed.ok()).toBe(true)
  return v.parse(createCallResponseSchema, await placed.json()).data.data
}
