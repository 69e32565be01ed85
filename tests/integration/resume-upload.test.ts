import { BlockBlobClient } from '@azure/storage-blob'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { RESUME_MAX_BYTES } from '../../contract/onboarding'
import { candidates, resumes } from '../../server/db/schema'
import type { AnalyseResume } from '../../server/services/resume-analysis'
import {
  putLikeBrowser,
  smallPdf,
  TEST_PUBLIC_ORIGIN,
  useEmbeddedBlobStore,
} from './support/blob-store'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

const blobs = useEmbeddedBlobStore()
const analyse: AnalyseResume = () => Promise.resolve({ skills: [] })

const INVALID = 'The uploaded file is not a valid PDF, Word, text or HTML document.'
const DETAILS = {
  firstName: 'Ana',
  lastName: 'Silva',
  emailId: 'ana@example.com',
  fullName: 'Ana Silva',
  isResumeUploaded: true,
}

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  )
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = 'PK\x03\x04'

async function uploadUrl(t: TestApp, token: string, candidateId: string, format: string) {
  const response = await getWithToken(
    t,
    `/api/Resume/GenerateResumeUrl?candidateId=${candidateId}&fileName=my%20cv&fileFormat=${format}`,
    token,
  )
  const body = (await response.json()) as { message: string; data: string }
  expect(response.status).toBe(200)
  expect(body.message).toBe('Upload URL created successfully')
  return body.data
}

const saveDetails = (t: TestApp, token: string, candidateId: string) =>
  t.app.request(
    `/api/Candidate/UpdateCandidateDetails?candidateId=${candidateId}&isCandidateOnboarding=true`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(DETAILS),
    },
  )

/** Uploads `content` as `format` and saves step 1 with isResumeUploaded: the answer and blob name. */
async function uploadAndSave(
  t: TestApp,
  account: { accessToken: string; userId: string },
  format: string,
  content: Uint8Array | string,
) {
  const url = await uploadUrl(t, account.accessToken, account.userId, format)
  expect((await putLikeBrowser(url, content, 'application/octet-stream')).status).toBe(201)
  const response = await saveDetails(t, account.accessToken, account.userId)
  const blobName = decodeURIComponent(new URL(url).pathname.split('/').slice(3).join('/'))
  return { response, blobName }
}

describeEachDatabase('resume upload URL and post-upload checks', (database) => {
  it('hands out a write-only SAS URL for one server-named blob, valid at most 15 minutes', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(600))
    const url = new URL(await uploadUrl(t, accessToken, userId, 'PDF'))

    expect(url.origin).toBe(blobs.store.origin)
    expect(url.pathname).toMatch(
      new RegExp(`^/devstoreaccount1/resumes/${userId}/[0-9a-f-]{36}\\.pdf$`),
    )
    expect(url.searchParams.get('sp')).toBe('cw')
    expect(url.searchParams.get('sr')).toBe('b')
    const expiresAt = Date.parse(url.searchParams.get('se') ?? '')
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 1000)
    expect(expiresAt - Date.now()).toBeGreaterThan(10 * 60 * 1000)
    const [row] = await database.db.select().from(resumes).where(eq(resumes.candidateId, userId))
    expect(row).toMatchObject({ fileName: 'my cv', format: 'pdf', status: 'pending_upload' })

    const put = await putLikeBrowser(url.href, smallPdf(), 'application/pdf')
    expect(put.status).toBe(201)
    expect(await blobs.store.stat(row?.blobName ?? '')).toEqual({
      size: smallPdf().length,
      contentType: 'application/pdf',
    })

    const otherBlob = new URL(url)
    otherBlob.pathname = url.pathname.replace(/[0-9a-f-]{36}\.pdf$/, 'another.pdf')
    expect((await putLikeBrowser(otherBlob.href, smallPdf(), 'application/pdf')).status).toBe(403)

    expect((await fetch(url)).status).toBe(403)
    const listing = new URL(url)
    listing.pathname = '/devstoreaccount1/resumes'
    listing.searchParams.set('restype', 'container')
    listing.searchParams.set('comp', 'list')
    expect((await fetch(listing)).status).toBe(403)
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(403)
  })

  it('lets the browser preflight its PUT from the app origin only', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const { accessToken, userId } = await signIn(t, phoneNumber(601))
    const url = await uploadUrl(t, accessToken, userId, 'pdf')
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type,x-ms-blob-type',
        },
      })
    const allowed = await preflight(TEST_PUBLIC_ORIGIN)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_PUBLIC_ORIGIN)
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT')
    expect((await preflight('https://evil.example')).status).toBe(403)
  })

  it('adds the blob origin to the CSP connect-src', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const response = await t.app.request('/api/Job/GetJobsAggregatedCount')
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain(`connect-src 'self' ${blobs.store.origin}`)
  })

  it.each([
    ['pdf', smallPdf()],
    ['doc', bytes(OLE2, 'x'.repeat(600))],
    ['docx', bytes(ZIP, '\x14\x00[Content_Types].xml', '...', ZIP, 'word/document.xml', '...')],
    ['txt', 'Ana Silva\nForklift operator, 4 years — Dallas, TX\n'],
    ['html', '\uFEFF  \n<!DOCTYPE html><html><body>Ana</body></html>'],
    ['htm', '<HTML><p>Ana</p></HTML>'],
    ['html', '<div>Ana Silva</div>'],
  ])('accepts a real %s and queues its analysis', async (format, content) => {
    const t = createTestApp(
      database.db,
      {},
      { blobs: blobs.store, analyseResume: analyse, queue: await database.queue() },
    )
    const account = await signIn(t, phoneNumber(602))
    const { response, blobName } = await uploadAndSave(t, account, format, content)
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({
      candidateId: account.userId,
      resumeUploaded: true,
    })
    await t.runJobs()
    const [row] = await database.db.select().from(resumes).where(eq(resumes.blobName, blobName))
    expect(row).toMatchObject({ status: 'uploaded', analysisStatus: 'completed' })
    expect(await blobs.store.stat(blobName)).toBeDefined()
  })

  it.each([
    ['pdf', 'This is plain text, renamed to .pdf\n', INVALID],
    ['pdf', '', INVALID],
    ['doc', smallPdf(), INVALID],
    ['docx', bytes(ZIP, 'mimetype', 'content.xml'), INVALID],
    ['docx', smallPdf(), INVALID],
    ['txt', bytes('text', [0], 'more'), INVALID],
    ['txt', bytes([0xff, 0xfe, 0x41, 0x00]), INVALID],
    ['html', 'Just words, no markup', INVALID],
    ['html', smallPdf(), INVALID],
  ])('rejects a %s whose content does not match (%#)', async (format, content, message) => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store, analyseResume: analyse })
    const account = await signIn(t, phoneNumber(603))
    const { response, blobName } = await uploadAndSave(t, account, format, content)
    expect(await errorOf(response)).toEqual({ status: 400, code: 'validation_failed', message })

    expect(await blobs.store.stat(blobName)).toBeUndefined()
    const [row] = await database.db.select().from(resumes).where(eq(resumes.blobName, blobName))
    expect(row).toMatchObject({ status: 'rejected', analysisStatus: null, uploadedAt: null })
    const [candidate] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, account.userId))
    expect(candidate).toMatchObject({
      firstName: null,
      lastName: null,
      email: null,
      fullName: null,
      step1CompletedAt: null,
    })
  })

  it('rejects a file over 10 MB and deletes it', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const account = await signIn(t, phoneNumber(604))
    const url = await uploadUrl(t, account.accessToken, account.userId, 'pdf')
    const big = Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20)
    big.write('%PDF-1.4\n')
    await new BlockBlobClient(url).uploadData(big)
    const response = await saveDetails(t, account.accessToken, account.userId)
    expect(await errorOf(response)).toMatchObject({
      status: 400,
      message: 'The uploaded file is larger than 10MB.',
    })
    const [row] = await database.db
      .select()
      .from(resumes)
      .where(eq(resumes.candidateId, account.userId))
    expect(row?.status).toBe('rejected')
    expect(await blobs.store.stat(row?.blobName ?? '')).toBeUndefined()
  })

  it('answers "No uploaded resume" when nothing was uploaded, and writes nothing', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store })
    const account = await signIn(t, phoneNumber(605))
    const missingMessage = 'No uploaded resume was found. Please upload it again.'
    // No URL at all.
    expect(await errorOf(await saveDetails(t, account.accessToken, account.userId))).toMatchObject({
      status: 400,
      message: missingMessage,
    })
    // A URL, but no PUT.
    await uploadUrl(t, account.accessToken, account.userId, 'pdf')
    expect(await errorOf(await saveDetails(t, account.accessToken, account.userId))).toMatchObject({
      status: 400,
      message: missingMessage,
    })
    const [candidate] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, account.userId))
    expect(candidate?.step1CompletedAt).toBeNull()
  })
})
