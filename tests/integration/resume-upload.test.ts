import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { BlockBlobClient } from '@azure/storage-blob'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../../contract/endpoints'
import { RESUME_MAX_BYTES } from '../../contract/onboarding'
import { candidates, profileImages, resumes } from '../../server/db/schema'
import { openAzureBlobStore } from '../../server/providers/blob/azure-blob-store'
import { AZURITE_ACCOUNT, AZURITE_ACCOUNT_KEY } from '../../server/providers/blob/embedded-azurite'
import { emptyDraftProfile } from '../../server/resume/draft-profile'
import { prunePendingUploads } from '../../server/services/pending-uploads'
import type { AnalyseResume } from '../../server/services/resume-analysis'
import {
  putLikeBrowser,
  smallPdf,
  TEST_PUBLIC_ORIGIN,
  useEmbeddedBlobStore,
} from './support/blob-store'
import { startCountingProxy } from './support/counting-proxy'
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
const analyse: AnalyseResume = () => Promise.resolve(emptyDraftProfile())

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
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/resumes/${name}`, import.meta.url)))
/** An HTML page behind a PDF header: the signature passes it, a PDF parser does not. */
const PDF_HTML_POLYGLOT = '%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n'

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
    ['pdf', fixture('clean.pdf')],
    ['doc', bytes(OLE2, 'x'.repeat(600))],
    ['docx', fixture('resume.docx')],
    ['docx', bytes(ZIP, '\x14\x00[Content_Types].xml', '...', ZIP, 'word/document.xml', '...')],
    ['txt', 'Ana Silva\nForklift operator, 4 years — Dallas, TX\n'],
    ['html', '\uFEFF  \n<!DOCTYPE html><html><body>Ana</body></html>'],
    ['htm', '<HTML><p>Ana</p></HTML>'],
    ['html', '<div>Ana Silva</div>'],
  ])('accepts a real %s and queues its analysis (%#)', async (format, content) => {
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
    expect(row).toMatchObject({
      status: 'uploaded',
      analysisStatus: 'completed',
      checkedBlobName: `${account.userId}/checked/${row?.id}.${format}`,
    })
    expect(await blobs.store.stat(blobName)).toBeUndefined()
    expect(await blobs.store.stat(row?.checkedBlobName ?? '')).toBeDefined()
  })

  it.each([
    ['pdf', 'This is plain text, renamed to .pdf\n', INVALID],
    ['pdf', '', INVALID],
    ['pdf', PDF_HTML_POLYGLOT, INVALID],
    ['pdf', '%PDF-1.7\n', INVALID],
    ['pdf', smallPdf().subarray(0, 40), INVALID],
    ['doc', smallPdf(), INVALID],
    ['docx', bytes(ZIP, 'mimetype', 'content.xml'), INVALID],
    ['docx', smallPdf(), INVALID],
    ['txt', bytes('text', [0], 'more'), INVALID],
    ['txt', bytes([0xff, 0xfe, 0x41, 0x00]), INVALID],
    ['html', 'Just words, no markup', INVALID],
    ['html', smallPdf(), INVALID],
  ])('rejects a %s whose content does not match (%#)', async (format, content, message) => {
    const t = createTestApp(
      database.db,
      {},
      { blobs: blobs.store, analyseResume: analyse, queue: await database.queue() },
    )
    const account = await signIn(t, phoneNumber(603))
    const { response, blobName } = await uploadAndSave(t, account, format, content)
    expect(await errorOf(response)).toEqual({ status: 400, code: 'validation_failed', message })

    expect(await blobs.store.stat(blobName)).toBeUndefined()
    const [row] = await database.db.select().from(resumes).where(eq(resumes.blobName, blobName))
    expect(row).toMatchObject({
      status: 'rejected',
      analysisStatus: null,
      uploadedAt: null,
      checkedBlobName: null,
    })
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
    const t = createTestApp(database.db, {}, { blobs: blobs.store, queue: await database.queue() })
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

    // The URL still writes until it expires; the sweep queued with the refusal deletes it again.
    await new BlockBlobClient(url).uploadData(big)
    await t.runJobs()
    expect(await blobs.store.stat(row?.blobName ?? '')).toBeUndefined()
  })

  it('answers "No uploaded resume" when nothing was uploaded, and writes nothing', async () => {
    const t = createTestApp(database.db, {}, { blobs: blobs.store, queue: await database.queue() })
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

describeEachDatabase(
  'a checked resume cannot be replaced, and pending uploads are bounded',
  (database) => {
    const same = (left: Uint8Array | undefined, right: Uint8Array) =>
      left !== undefined && Buffer.from(left).equals(Buffer.from(right))

    async function rowsOf(candidateId: string) {
      return database.db.select().from(resumes).where(eq(resumes.candidateId, candidateId))
    }

    it('analyses the checked bytes when the old upload URL writes again after the check', async () => {
      const seen: Uint8Array[] = []
      const recording: AnalyseResume = (content) => {
        seen.push(content)
        return Promise.resolve(emptyDraftProfile())
      }
      const t = createTestApp(
        database.db,
        {},
        { blobs: blobs.store, analyseResume: recording, queue: await database.queue() },
      )
      const account = await signIn(t, phoneNumber(610))
      const url = await uploadUrl(t, account.accessToken, account.userId, 'pdf')
      expect((await putLikeBrowser(url, smallPdf(), 'application/pdf')).status).toBe(201)
      expect((await saveDetails(t, account.accessToken, account.userId)).status).toBe(200)
      const [row] = await rowsOf(account.userId)
      expect(row?.checkedBlobName).toBe(`${account.userId}/checked/${row?.id}.pdf`)
      // The upload is gone; the copy is under a name no upload URL was made for.
      expect(await blobs.store.stat(row?.blobName ?? '')).toBeUndefined()

      // The URL is valid for 15 minutes: executable bytes, then a file over the cap, go to it.
      const executable = bytes('MZ', [0x90, 0x00, 0x03], 'This program cannot be run in DOS mode')
      expect((await putLikeBrowser(url, executable, 'application/pdf')).status).toBe(201)
      const big = Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20)
      big.write('%PDF-1.4\n')
      await new BlockBlobClient(url).uploadData(big)
      await t.runJobs()

      expect(seen).toHaveLength(1)
      expect(same(seen[0], smallPdf())).toBe(true)
      const [analysed] = await rowsOf(account.userId)
      expect(analysed).toMatchObject({ status: 'uploaded', analysisStatus: 'completed' })
      const copy = await blobs.store.readCapped(analysed?.checkedBlobName ?? '', RESUME_MAX_BYTES)
      expect(copy.kind === 'bytes' && same(copy.bytes, smallPdf())).toBe(true)
      // The sweep queued with the check (its later run, once the URL has expired) erased the rewrite.
      expect(await blobs.store.stat(row?.blobName ?? '')).toBeUndefined()
    })

    it('fails the analysis cleanly, without retries, when the checked copy is over the cap', async () => {
      let calls = 0
      const counting: AnalyseResume = () => {
        calls += 1
        return Promise.resolve(emptyDraftProfile())
      }
      const t = createTestApp(
        database.db,
        {},
        { blobs: blobs.store, analyseResume: counting, queue: await database.queue() },
      )
      const account = await signIn(t, phoneNumber(611))
      const { response } = await uploadAndSave(t, account, 'pdf', smallPdf())
      expect(response.status).toBe(200)
      const [row] = await rowsOf(account.userId)
      // What a store that changed under the server would hold: more than any resume may.
      const big = Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20)
      big.write('%PDF-1.4\n')
      await blobs.store.write(row?.checkedBlobName ?? '', big, 'application/pdf')
      await t.runJobs()
      expect(calls).toBe(0)
      const [failed] = await rowsOf(account.userId)
      expect(failed).toMatchObject({ analysisStatus: 'failed', draftProfile: null })
      expect(t.logs.some((line) => line.msg === 'Resume analysis refused the file')).toBe(true)
    })

    it('holds at most 3 unconfirmed uploads per candidate, then answers 429', async () => {
      const t = createTestApp(
        database.db,
        {},
        { blobs: blobs.store, queue: await database.queue() },
      )
      const account = await signIn(t, phoneNumber(612))
      for (let index = 0; index < 3; index += 1) {
        await uploadUrl(t, account.accessToken, account.userId, 'pdf')
        t.clock.advanceMinutes(1)
      }
      const path = `/api/Resume/GenerateResumeUrl?candidateId=${account.userId}&fileName=cv&fileFormat=pdf`
      const refused = await getWithToken(t, path, account.accessToken)
      expect(await errorOf(refused)).toEqual({
        status: 429,
        code: 'rate_limited',
        message: 'Too many uploads are waiting to be checked. Please try again in 57 minutes.',
      })
      expect(refused.headers.get('Retry-After')).toBe(String(57 * 60))
      expect(await rowsOf(account.userId)).toHaveLength(3)

      // Confirming one (here refused: nothing was uploaded) frees its place.
      expect((await saveDetails(t, account.accessToken, account.userId)).status).toBe(400)
      await uploadUrl(t, account.accessToken, account.userId, 'pdf')
    })

    it('prunes uploads never confirmed after an hour, rows and blobs, and nothing else', async () => {
      const queue = await database.queue()
      const t = createTestApp(
        database.db,
        {},
        { blobs: blobs.store, analyseResume: analyse, queue },
      )
      const account = await signIn(t, phoneNumber(613))
      const oldUrl = await uploadUrl(t, account.accessToken, account.userId, 'pdf')
      expect((await putLikeBrowser(oldUrl, smallPdf(), 'application/pdf')).status).toBe(201)
      const imageResponse = await getWithToken(
        t,
        `${endpoints.generateProfileImageUrl.path}?candidateId=${account.userId}&fileFormat=png`,
        account.accessToken,
      )
      const imageUrl = ((await imageResponse.json()) as { data: string }).data
      expect((await putLikeBrowser(imageUrl, bytes([0x89], 'PNG'), 'image/png')).status).toBe(201)
      t.clock.advanceMinutes(30)
      const confirmed = await uploadAndSave(t, account, 'pdf', smallPdf())
      expect(confirmed.response.status).toBe(200)
      t.clock.advanceMinutes(20)
      const youngUrl = await uploadUrl(t, account.accessToken, account.userId, 'pdf')
      expect((await putLikeBrowser(youngUrl, smallPdf(), 'application/pdf')).status).toBe(201)
      const [oldRow] = (await rowsOf(account.userId)).filter(
        (row) => row.status === 'pending_upload',
      )
      const [imageRow] = await database.db
        .select()
        .from(profileImages)
        .where(eq(profileImages.candidateId, account.userId))

      // 59 minutes after the first upload URL: not yet.
      t.clock.advanceMinutes(9)
      await prunePendingUploads({ db: database.db, queue }, t.clock.now())
      expect(await rowsOf(account.userId)).toHaveLength(3)

      t.clock.advanceMinutes(2)
      const pruned = await prunePendingUploads({ db: database.db, queue }, t.clock.now())
      expect(pruned.resumes).toBeGreaterThanOrEqual(1)
      expect(pruned.profileImages).toBeGreaterThanOrEqual(1)
      await t.runJobs()

      const left = await rowsOf(account.userId)
      expect(left.map((row) => row.status).sort()).toEqual(['pending_upload', 'uploaded'])
      expect(left.some((row) => row.id === oldRow?.id)).toBe(false)
      expect(await blobs.store.stat(oldRow?.blobName ?? '')).toBeUndefined()
      expect(
        await database.db
          .select()
          .from(profileImages)
          .where(eq(profileImages.candidateId, account.userId)),
      ).toEqual([])
      expect(await blobs.store.stat(imageRow?.blobName ?? '')).toBeUndefined()
      // The younger pending upload and the checked resume keep their blobs.
      const young = left.find((row) => row.status === 'pending_upload')
      expect(await blobs.store.stat(young?.blobName ?? '')).toBeDefined()
      const kept = left.find((row) => row.status === 'uploaded')
      expect(await blobs.store.stat(kept?.checkedBlobName ?? '')).toBeDefined()
    })
  },
)

describe("the blob store's capped read", () => {
  it('refuses a blob over the cap after receiving at most the cap plus one byte', async () => {
    const name = `capped-read/${randomUUID()}.bin`
    const content = Buffer.alloc(2 * 1024 * 1024, 0x41)
    await blobs.store.write(name, content, 'application/octet-stream')
    const proxy = await startCountingProxy(blobs.store.origin ?? '')
    const store = await openAzureBlobStore({
      connectionString:
        `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};` +
        `AccountKey=${AZURITE_ACCOUNT_KEY};BlobEndpoint=${proxy.url}/${AZURITE_ACCOUNT};`,
      container: 'resumes',
      publicOrigin: TEST_PUBLIC_ORIGIN,
      now: () => new Date(),
    })
    try {
      const cap = 64 * 1024
      const before = proxy.bodyBytes()
      expect(await store.readCapped(name, cap)).toEqual({ kind: 'too-large' })
      // Only the range up to one byte past the cap was asked for, so no more could come.
      const asked = proxy.requests.at(-1)?.headers
      expect(asked?.['x-ms-range'] ?? asked?.range).toBe(`bytes=0-${cap}`)
      expect(proxy.bodyBytes() - before).toBeLessThanOrEqual(cap + 1)

      const whole = await store.readCapped(name, content.length)
      expect(whole.kind === 'bytes' && Buffer.from(whole.bytes).equals(content)).toBe(true)
      expect(await store.readCapped(name, content.length - 1)).toEqual({ kind: 'too-large' })

      const empty = `capped-read/${randomUUID()}.bin`
      await blobs.store.write(empty, new Uint8Array(), 'application/octet-stream')
      const nothing = await store.readCapped(empty, cap)
      expect(nothing.kind === 'bytes' && nothing.bytes.length === 0).toBe(true)
      expect(await store.readCapped(`capped-read/${randomUUID()}.bin`, cap)).toEqual({
        kind: 'missing',
      })
    } finally {
      await store.close()
      await proxy.close()
    }
  })
})
