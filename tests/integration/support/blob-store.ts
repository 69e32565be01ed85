import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createBlobStore } from '../../../server/providers/blob/create-blob-store'
import type { BlobStore } from '../../../server/providers/blob/blob-store'

/** The origin createTestApp's configuration has as PUBLIC_URL (PORT defaults to 8080). */
export const TEST_PUBLIC_ORIGIN = 'http://localhost:8080'

/**
 * One real Azurite for the whole test file (started in beforeAll, stopped in afterAll): starting
 * it per test would dominate the suite's time. Blob names are unique per upload, so tests share it.
 */
export function useEmbeddedBlobStore(): { readonly store: BlobStore } {
  let store: BlobStore | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hirelane-blobs-'))
    store = await createBlobStore(
      {
        blob: { connectionString: undefined, container: 'resumes' },
        dataDir,
        publicUrl: TEST_PUBLIC_ORIGIN,
      },
      () => new Date(),
    )
  })
  afterAll(async () => {
    await store?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    get store() {
      if (!store) throw new Error('The blob store starts in beforeAll: use it inside tests.')
      return store
    },
  }
}

/** What the browser does with the upload URL (docs/adr/0036). */
export function putLikeBrowser(url: string, body: Uint8Array | string, contentType: string) {
  return fetch(url, {
    method: 'PUT',
    headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
}

/** A real, minimal PDF 1.4 with one page saying "Forklift operator". */
export function smallPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 52 >>\nstream\nBT /F1 18 Tf 72 720 Td (Forklift operator) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let text = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(text)
}

/** A blob the test knows is there and small (a recording): its bytes, or the test fails. */
export async function readBlob(store: BlobStore, name: string): Promise<Uint8Array> {
  const read = await store.readCapped(name, 64 * 1024 * 1024)
  if (read.kind !== 'bytes') throw new Error(`Blob ${name}: ${read.kind}`)
  return read.bytes
}
