import { join } from 'node:path'
import type { Config } from '../../config'
import { openAzureBlobStore } from './azure-blob-store'
import type { BlobStore } from './blob-store'
import { startEmbeddedAzurite } from './embedded-azurite'

/**
 * The configured store: BLOB_CONNECTION_STRING when set (production Azure), otherwise an
 * Azurite started here in DATA_DIR/blobs and stopped by the store's close().
 */
export async function createBlobStore(
  config: Pick<Config, 'blob' | 'dataDir' | 'publicUrl'>,
  now: () => Date,
): Promise<BlobStore> {
  const common = { container: config.blob.container, publicOrigin: config.publicUrl, now }
  if (config.blob.connectionString) {
    return openAzureBlobStore({ ...common, connectionString: config.blob.connectionString })
  }
  const azurite = await startEmbeddedAzurite(join(config.dataDir, 'blobs'))
  try {
    return await openAzureBlobStore({
      ...common,
      connectionString: azurite.connectionString,
      onClose: azurite.stop,
    })
  } catch (error) {
    await azurite.stop()
    throw error
  }
}
