import { ConfigError, type TranscriberConfig, type UrlTranscriberConfig } from '../../config'
import type { Logger } from '../../logger'
import type { Transcriber } from './transcriber'
import { createUrlTranscriber } from './url-transcriber'
import { findPocketSphinx, type PocketSphinxInstallation } from './pocketsphinx-installation'
import { createPocketSphinxTranscriber, type PocketSphinxOptions } from './pocketsphinx-transcriber'

/** What runs for speech to text: TRANSCRIBER with the embedded recogniser looked up. */
export type ChosenTranscriber =
  | ({ kind: 'url' } & UrlTranscriberConfig)
  | { kind: 'pocketsphinx'; installation: PocketSphinxInstallation }
  | { kind: 'none'; reason: string }

const INSTALL_POCKETSPHINX = 'apt-get install pocketsphinx pocketsphinx-en-us'

/**
 * TRANSCRIBER made concrete at start: PocketSphinx where it is installed, when asked for by
 * default or by name. Naming it where it is not installed stops the server (a ConfigError): the
 * operator asked for it. `find` looks for the installation (tests pass their own).
 */
export function chooseTranscriber(
  config: TranscriberConfig,
  find: () => ReturnType<typeof findPocketSphinx> = () => findPocketSphinx(),
): ChosenTranscriber {
  if (config.kind === 'none' || config.kind === 'url') return config
  const found = find()
  if ('installation' in found) return { kind: 'pocketsphinx', installation: found.installation }
  if (config.kind === 'pocketsphinx')
    throw new ConfigError(
      `Invalid configuration: TRANSCRIBER=pocketsphinx but ${found.missing} (${INSTALL_POCKETSPHINX})`,
    )
  return { kind: 'none', reason: `${found.missing} (${INSTALL_POCKETSPHINX})` }
}

/** The transcriber chosen, or none. */
export function createTranscriber(
  config: ChosenTranscriber,
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
export function transcriberStartLine(config: ChosenTranscriber): string {
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
