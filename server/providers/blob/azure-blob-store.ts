import {
  BlobSASPermissions,
  BlobServiceClient,
  RestError,
  SASProtocol,
  type ContainerClient,
} from '@azure/storage-blob'
import {
  READ_URL_MIN_TTL_MS,
  UPLOAD_URL_TTL_MS,
  type BlobStore,
  type CappedRead,
} from './blob-store'

interface AzureBlobStoreOptions {
  /** Must carry an AccountKey: SAS URLs are signed with it. */
  connectionString: string
  container: string
  /** The app's origin, allowed by the CORS rules to PUT from the browser. */
  publicOrigin: string
  now: () => Date
  /** Called by close(), e.g. to stop the embedded Azurite. */
  onClose?: () => Promise<void>
}

const isNotFound = (error: unknown) => error instanceof RestError && error.statusCode === 404

/**
 * Creates the container and the CORS rule the browser's direct upload needs, then returns the
 * store. Clock skew: the SAS starts a minute in the past so a slightly-behind store accepts it.
 */
export async function openAzureBlobStore(options: AzureBlobStoreOptions): Promise<BlobStore> {
  const service = BlobServiceClient.fromConnectionString(options.connectionString)
  const container: ContainerClient = service.getContainerClient(options.container)
  await container.createIfNotExists()
  await allowBrowserUploads(service, options.publicOrigin)

  const endpoint = new URL(service.url)
  const protocol = endpoint.protocol === 'https:' ? SASProtocol.Https : SASProtocol.HttpsAndHttp

  return {
    origin: endpoint.origin,
    async createUploadUrl(blobName, contentType) {
      const now = options.now().getTime()
      return container.getBlockBlobClient(blobName).generateSasUrl({
        // Create + write only: the URL can neither read, list nor delete (docs/adr/0036).
        permissions: BlobSASPermissions.parse('cw'),
        startsOn: new Date(now - 60_000),
        expiresOn: new Date(now + UPLOAD_URL_TTL_MS),
        protocol,
        contentType,
      })
    },
    async createReadUrl(blobName, contentType) {
      // Window-aligned times give the same signature, so the same URL, for a whole window.
      const windowStart =
        Math.floor(options.now().getTime() / READ_URL_MIN_TTL_MS) * READ_URL_MIN_TTL_MS
      return container.getBlobClient(blobName).generateSasUrl({
        permissions: BlobSASPermissions.parse('r'),
        startsOn: new Date(windowStart - 60_000),
        expiresOn: new Date(windowStart + 2 * READ_URL_MIN_TTL_MS),
        protocol,
        contentType,
      })
    },
    async createDownloadUrl(blobName, { contentType, fileName, validForMs }) {
      const now = options.now().getTime()
      return container.getBlobClient(blobName).generateSasUrl({
        permissions: BlobSASPermissions.parse('r'),
        startsOn: new Date(now - 60_000),
        expiresOn: new Date(now + validForMs),
        protocol,
        contentType,
        contentDisposition: `attachment; filename="${fileName}"`,
      })
    },
    async list(prefix) {
      const names: string[] = []
      for await (const blob of container.listBlobsFlat({ prefix })) names.push(blob.name)
      return names
    },
    async stat(blobName) {
      try {
        const properties = await container.getBlobClient(blobName).getProperties()
        return { size: properties.contentLength ?? 0, contentType: properties.contentType }
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
    },
    async readCapped(blobName, maxBytes) {
      let download
      try {
        // A range of one byte past the cap: the service never sends more than that.
        download = await container.getBlobClient(blobName).download(0, maxBytes + 1)
      } catch (error) {
        if (isNotFound(error)) return { kind: 'missing' }
        // A range on an empty blob is 416: it exists and holds nothing.
        if (error instanceof RestError && error.statusCode === 416) {
          return { kind: 'bytes', bytes: new Uint8Array() }
        }
        throw error
      }
      return readStreamCapped(download, maxBytes)
    },
    async write(blobName, bytes, contentType) {
      await container.getBlockBlobClient(blobName).uploadData(bytes, {
        blobHTTPHeaders: { blobContentType: contentType },
      })
    },
    async delete(blobName) {
      await container.getBlobClient(blobName).deleteIfExists()
    },
    close: () => options.onClose?.() ?? Promise.resolve(),
  }
}

const stopReading = (body: NodeJS.ReadableStream | undefined) => {
  if (body && 'destroy' in body && typeof body.destroy === 'function') body.destroy()
}

/**
 * The body of a ranged download, refused as soon as it is known to exceed the cap: from the
 * blob's total length in Content-Range before a byte is read, else by counting the chunks.
 */
async function readStreamCapped(
  download: { contentRange?: string; readableStreamBody?: NodeJS.ReadableStream },
  maxBytes: number,
): Promise<CappedRead> {
  const body = download.readableStreamBody
  const total = Number(/\/(\d+)$/.exec(download.contentRange ?? '')?.[1] ?? Number.NaN)
  if (total > maxBytes) {
    stopReading(body)
    return { kind: 'too-large' }
  }
  if (!body) return { kind: 'bytes', bytes: new Uint8Array() }
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    length += buffer.byteLength
    if (length > maxBytes) {
      stopReading(body)
      return { kind: 'too-large' }
    }
    chunks.push(buffer)
  }
  const bytes = Buffer.concat(chunks, length)
  return { kind: 'bytes', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, length) }
}

/** The browser PUTs the file straight to the blob service from the app's origin. */
async function allowBrowserUploads(service: BlobServiceClient, publicOrigin: string) {
  const properties = await service.getProperties()
  const others = (properties.cors ?? []).filter((rule) => rule.allowedOrigins !== publicOrigin)
  await service.setProperties({
    cors: [
      ...others,
      {
        allowedOrigins: publicOrigin,
        allowedMethods: 'PUT,OPTIONS',
        allowedHeaders: 'content-type,x-ms-blob-type,x-ms-*',
        exposedHeaders: 'x-ms-*',
        maxAgeInSeconds: 3600,
      },
    ],
  })
}
