import type { TranscriberConfig } from '../../config'
import type { Logger } from '../../logger'
import type { Transcriber } from './transcriber'
import { createUrlTranscriber } from './url-transcriber'
import { createPocketSphinxTranscriber, type PocketSphinxOptions } from './pocketsphinx-transcriber'

/** The transcriber TRANSCRIBER names (config.ts resolved the default), or none. */
export function createTranscriber(
  config: TranscriberConfig,
  options: {
    dataDir: string
    logger: Logger
    fetchImpl?: typeof fetch
    pocketsphinx?: Partial<PocketSphinxOptions>
  },
): Transcriber | undefined {
  switch (config.kind) {
    case 'none':
      return undefined
    case 'url':
      return createUrlTranscriber(config, options.fetchImpl)
    case 'pocketsphinx':
      return createPocketSphinxTranscriber({
        installation: config.installation,
        dataDir: options.dataDir,
        logger: options.logger,
        ...options.pocketsphinx,
      })
  }
}

/** The one line the server logs at start about speech to text: what it uses, or why nothing. */
export function transcriberStartLine(config: TranscriberConfig): string {
  switch (config.kind) {
    case 'none':
      return `Speech to text: none, ${config.reason}. Voice answers are recorded; typed answers are understood.`
    case 'url': {
      // Origin and path only: a query string may carry a key.
      const url = new URL(config.url)
      return `Speech to text: ${url.origin}${url.pathname} (model ${config.model}), for browser and phone answers.`
    }
    case 'pocketsphinx':
      return `Speech to text: pocketsphinx (${config.installation.batchBinary}) with the domain language model, for browser and phone answers (what a phone answer filled is confirmed with the candidate).`
  }
}
