import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/shared/testing/fetch-stub'
import { ApiError } from './api-error'
import { uploadToSignedUrl } from './upload-to-signed-url'

const UPLOAD_URL = 'https://blobs.example.com/candidate/file.pdf?sig=x'
const messages = { uploadUrlFailed: 'No upload URL', uploadFailed: 'Upload failed' }
const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadToSignedUrl', () => {
  it('PUTs the file as a block blob to the URL the API handed out', async () => {
    const { requests } = stubFetch(() => new Response(null, { status: 201 }))
    await uploadToSignedUrl(file, {
      requestUploadUrl: () => Promise.resolve(UPLOAD_URL),
      contentType: 'application/pdf',
      messages,
    })
    expect(requests).toHaveLength(1)
    const [put] = requests
    expect(put?.method).toBe('PUT')
    expect(put?.url).toBe(UPLOAD_URL)
    expect(put?.headers.get('x-ms-blob-type')).toBe('BlockBlob')
    expect(put?.headers.get('content-type')).toBe('application/pdf')
  })

  it('a failed request for the URL is the upload-url stage, with its status', async () => {
    const { requests } = stubFetch(() => new Response(null, { status: 201 }))
    await expect(
      uploadToSignedUrl(file, {
        requestUploadUrl: () => Promise.reject(new ApiError('429', { status: 429 })),
        contentType: 'application/pdf',
        messages,
      }),
    ).rejects.toMatchObject({ stage: 'upload-url', status: 429, userMessage: 'No upload URL' })
    expect(requests).toHaveLength(0)
  })

  it('a refused PUT is the upload stage', async () => {
    stubFetch(() => new Response(null, { status: 403 }))
    await expect(
      uploadToSignedUrl(file, {
        requestUploadUrl: () => Promise.resolve(UPLOAD_URL),
        contentType: 'application/pdf',
        messages,
      }),
    ).rejects.toMatchObject({ stage: 'upload', status: 403, userMessage: 'Upload failed' })
  })
})
