/**
 * Where resumes, interview recordings and profile images live: Azure Blob Storage in production, Azurite on a loopback port otherwise.
 * The browser uploads straight to the store with a short-lived, write-only SAS URL, so the API
 * never carries file bytes; the server reads a blob back only to check and analyse it, with a cap.
 */
export interface BlobStat {
  size: number
  contentType: string | undefined
}

/**
 * A read with a size cap: the bytes when the blob holds at most the cap, else only that it
 * was too large (found from the blob's length or by counting while streaming, never by
 * reading it whole), or that it does not exist.
 */
export type CappedRead =
  { kind: 'bytes'; bytes: Uint8Array } | { kind: 'too-large' } | { kind: 'missing' }

export interface DownloadUrlOptions {
  contentType: string
  /** ASCII letters, digits, dots, dashes and underscores: it goes into a header as it is. */
  fileName: string
  validForMs: number
}

export interface BlobStore {
  /** The blob service origin (e.g. https://acct.blob.core.windows.net): the browser PUTs there. */
  readonly origin: string | undefined
  /** A URL that can create and write this one blob, and nothing else, for a few minutes. */
  createUploadUrl(blobName: string, contentType?: string): Promise<string>
  /**
   * A URL that can read this one blob, and nothing else, served with this content type. It
   * is valid for at least READ_URL_MIN_TTL_MS and is the same URL for every call within one
   * window of that length, so a browser's cache keeps the file.
   */
  createReadUrl(blobName: string, contentType: string): Promise<string>
  /**
   * A URL that can read this one blob, and nothing else, for `validForMs` from now (the store's
   * clock), served as an attachment named `fileName`: the browser saves it rather than shows it.
   */
  createDownloadUrl(blobName: string, options: DownloadUrlOptions): Promise<string>
  /** The names of every blob whose name starts with `prefix`. */
  list(prefix: string): Promise<string[]>
  /** undefined when the blob does not exist. */
  stat(blobName: string): Promise<BlobStat | undefined>
  /**
   * The whole blob if it holds at most `maxBytes`. Streamed: at most `maxBytes + 1` bytes are
   * asked of the service and counted as they come, so a blob grown or replaced meanwhile is
   * refused too. The only way to read a blob whole: every read has a cap.
   */
  readCapped(blobName: string, maxBytes: number): Promise<CappedRead>
  /** Deletes the blob; a missing blob is not an error. */
  delete(blobName: string): Promise<void>
  /** Stores server-made content, e.g. an interview answer's recording. */
  write(blobName: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** Stops what the store started (the embedded Azurite). */
  close(): Promise<void>
}

/** SAS lifetime for uploads: long enough for a slow phone upload of 10 MB, short enough to not matter if leaked. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000

/** A read URL's shortest life; it is handed out within a window of this length, valid to its end plus this. */
export const READ_URL_MIN_TTL_MS = 60 * 60 * 1000

/** For apps built without blob storage (tests that never touch resumes): every call fails loudly. */
export const unavailableBlobStore: BlobStore = {
  origin: undefined,
  createUploadUrl: () => Promise.reject(new Error('Blob storage is not configured')),
  createReadUrl: () => Promise.reject(new Error('Blob storage is not configured')),
  createDownloadUrl: () => Promise.reject(new Error('Blob storage is not configured')),
  list: () => Promise.reject(new Error('Blob storage is not configured')),
  stat: () => Promise.reject(new Error('Blob storage is not configured')),
  readCapped: () => Promise.reject(new Error('Blob storage is not configured')),
  delete: () => Promise.reject(new Error('Blob storage is not configured')),
  write: () => Promise.reject(new Error('Blob storage is not configured')),
  close: () => Promise.resolve(),
}
