import * as v from 'valibot'
import { expect } from 'vitest'
import { generateResumeUrlResponseSchema } from '../../../contract/onboarding'
import { putLikeBrowser, smallPdf } from './blob-store'
import type { ApiSession } from './running-server'

/**
 * Onboarding step 1 with a resume, over HTTP as the app does it: the upload URL, the browser's
 * PUT into blob storage, then UpdateCandidateDetails (which queues the resume's analysis).
 */
export async function saveProfileWithResume(baseUrl: string, session: ApiSession): Promise<void> {
  const query = `candidateId=${session.userId}`
  const headers = { Authorization: `Bearer ${session.accessToken}` }
  const urlResponse = await fetch(
    `${baseUrl}/api/Resume/GenerateResumeUrl?${query}&fileName=cv&fileFormat=pdf`,
    { headers },
  )
  expect(urlResponse.status).toBe(200)
  const uploadUrl = v.parse(generateResumeUrlResponseSchema, await urlResponse.json()).data
  expect((await putLikeBrowser(uploadUrl, smallPdf(), 'application/pdf')).status).toBe(201)
  const saved = await fetch(
    `${baseUrl}/api/Candidate/UpdateCandidateDetails?${query}&isCandidateOnboarding=true`,
    {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Rosa',
        lastName: 'Diaz',
        emailId: 'rosa@example.com',
        fullName: 'Rosa Diaz',
        isResumeUploaded: true,
      }),
    },
  )
  expect(saved.status).toBe(200)
}
