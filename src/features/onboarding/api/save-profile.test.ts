import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { SaveError } from '@/shared/http/save-error'
import { onboardingTextsEn } from '../texts/en'
import { saveErrorMessage, saveProfile } from './save-profile'

const texts = onboardingTextsEn.saveErrors

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const form = { firstName: 'Ana', lastName: 'Diaz', emailId: 'ana@example.com', termsAccepted: true }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('saveProfile', () => {
  it("turns anything unforeseen into 'Something went wrong. Please try again.'", () => {
    expect(saveErrorMessage(new TypeError('x is undefined'), texts)).toBe(
      'Something went wrong. Please try again.',
    )
    expect(
      saveErrorMessage(new SaveError('Unable to create upload URL', 'upload-url'), texts),
    ).toBe('Unable to create upload URL')
  })

  it('does not reach the server when the file name cannot be split', async () => {
    const { requests } = stubFetch(() => jsonResponse({}))
    await expect(
      saveProfile({ candidateId: CANDIDATE_ID, form, resume: new File(['x'], 'resume') }, texts),
    ).rejects.toMatchObject({ userMessage: 'Unable to parse file name or file type' })
    expect(requests).toHaveLength(0)
  })

  it('refuses an upload URL that is not a URL as a failure to create one', async () => {
    stubFetch(
      routeFetch({
        'GET /api/Resume/GenerateResumeUrl': () =>
          jsonResponse({ status: true, message: 'ok', data: 'not a url' }),
      }),
    )
    await expect(
      saveProfile({ candidateId: CANDIDATE_ID, form, resume: new File(['x'], 'cv.docx') }, texts),
    ).rejects.toMatchObject({ userMessage: 'Unable to create upload URL' })
  })

  it('a network failure on the update gives the fallback, not the transport text', async () => {
    stubFetch(
      routeFetch({
        'POST /api/Candidate/UpdateCandidateDetails': () =>
          Promise.reject(new TypeError('Failed to fetch')),
      }),
    )
    await expect(
      saveProfile({ candidateId: CANDIDATE_ID, form, resume: null }, texts),
    ).rejects.toMatchObject({ userMessage: 'Failed to update the profile. Please try again.' })
  })
})
