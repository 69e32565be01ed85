import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { estimateModel, writeArpa } from './arpa-model'
import { domainCorpus } from './domain-corpus'
import { domainLexicon, parseCmudict, writeDictionary } from './pronunciations'

/**
 * The recogniser's domain language model, generated (never written by hand) from the corpus of
 * domain-corpus.ts and the CMU dictionary: a trigram ARPA model and the dictionary cut to its
 * words. Built once into DATA_DIR/speech/<hash of the inputs>/ and reused while the inputs are
 * the same: a change to the vocabularies, the templates, this code's version or the installed
 * dictionary gives a new hash and a new build beside the old one.
 *
 * A build takes about half a second of CPU on the event loop, at start, in steps with a yield
 * between them; a reuse takes the corpus and the hash, under 100 ms.
 */

/** Bump when the way the model is built changes while its inputs do not. */
const BUILD_VERSION = 1
const ORDER = 3

export interface DomainModelFiles {
  /** The ARPA language model (-lm). */
  languageModel: string
  /** The pronunciation dictionary (-dict). */
  dictionary: string
  directory: string
}

export interface BuiltModel extends DomainModelFiles {
  /** True when this call built it; false when an earlier build was reused. */
  built: boolean
  /** Corpus words left out because no pronunciation could be found (pronunciations.ts). */
  unsayable: string[]
}

const FILES = { languageModel: 'domain.arpa', dictionary: 'domain.dict' } as const

/** Lets timers and sockets run between the steps of a build. */
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The model of these sentences, built into (or found in) dataDir/speech/. */
export async function buildDomainModel(options: {
  dataDir: string
  cmudictPath: string
  sentences?: readonly string[]
}): Promise<BuiltModel> {
  const sentences = options.sentences ?? domainCorpus()
  const cmudictText = await readFile(options.cmudictPath, 'utf8')
  const hash = createHash('sha256')
    .update(`version ${BUILD_VERSION} order ${ORDER}\n`)
    .update(sentences.join('\n'))
    .update('\n--\n')
    .update(cmudictText)
    .digest('hex')
    .slice(0, 16)
  const speechDir = join(options.dataDir, 'speech')
  const directory = join(speechDir, hash)
  const files = {
    languageModel: join(directory, FILES.languageModel),
    dictionary: join(directory, FILES.dictionary),
    directory,
  }
  if (existsSync(files.languageModel) && existsSync(files.dictionary))
    return { ...files, built: false, unsayable: [] }

  await yieldToEvents()
  const cmudict = parseCmudict(cmudictText)
  await yieldToEvents()
  const { lexicon, sentences: sayable, unsayable } = domainLexicon(sentences, cmudict)
  await yieldToEvents()
  const model = estimateModel(sayable, ORDER)
  await yieldToEvents()
  const arpa = writeArpa(model)

  // Written beside the target and renamed into place, so a reader never sees half a model and
  // two servers building at once both end with a whole one.
  await mkdir(speechDir, { recursive: true })
  const staging = await mkdtemp(join(speechDir, `.${hash}-`))
  try {
    await writeFile(join(staging, FILES.languageModel), arpa)
    await writeFile(join(staging, FILES.dictionary), writeDictionary(lexicon))
    await writeFile(join(staging, 'corpus.txt'), `${sayable.join('\n')}\n`)
    await rename(staging, directory).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(files.languageModel)) throw error
    })
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return { ...files, built: true, unsayable }
}
