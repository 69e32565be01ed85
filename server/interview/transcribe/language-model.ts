import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { estimateModel, writeArpa } from './arpa-model'
import { INTERVIEW_SLOTS, type InterviewSlot } from '../dialogue'
import { corpusLists, domainCorpus, questionCorpora } from './domain-corpus'
import { domainLexicon, parseCmudict, writeDictionary } from './pronunciations'

/**
 * The recogniser's domain language model, generated (never written by hand) from the corpus of
 * domain-corpus.ts and the CMU dictionary: a trigram ARPA model and the dictionary cut to its
 * words. Built once into DATA_DIR/speech/<hash of the inputs>/ and reused while the inputs are
 * the same: a change to the vocabularies, the templates, this code's version or the installed
 * dictionary gives a new hash and a new build beside the old one.
 *
 * Beside the general model, one per question (questionCorpus: the answers to that question
 * weigh more), listed with it in a control file (-lmctl) under the names the recogniser is told
 * per answer (GENERAL_MODEL, or the question's slot), with the one dictionary they share.
 *
 * A build takes a few seconds of CPU on the event loop (about half a second per model), at the
 * first start, in steps with a yield between them; a reuse takes the corpus and the hash, about
 * 100 ms.
 */

/** Bump when the way the model is built changes while its inputs do not. */
const BUILD_VERSION = 2
const ORDER = 3

/** The name of the general model in the control file: for an answer to no known question. */
export const GENERAL_MODEL = 'general'

export interface DomainModelFiles {
  /** The ARPA language model (-lm). */
  languageModel: string
  /**
   * The control file (-lmctl) listing the general model and one per question, named
   * GENERAL_MODEL and by slot; without it the recogniser has only languageModel.
   */
  questionModels?: string
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

/** The files of a built model in its folder, DATA_DIR/speech/<hash>/. */
export const DOMAIN_MODEL_FILES = {
  languageModel: 'domain.arpa',
  dictionary: 'domain.dict',
  questionModels: 'domain.lmctl',
} as const

const questionModelFile = (slot: InterviewSlot) => `question-${slot}.arpa`

/** The -lmctl file: 'path name' a line, the general model first. */
function modelControl(directory: string, slots: readonly InterviewSlot[]): string {
  const lines = [
    `${join(directory, DOMAIN_MODEL_FILES.languageModel)} ${GENERAL_MODEL}`,
    ...slots.map((slot) => `${join(directory, questionModelFile(slot))} ${slot}`),
  ]
  return `${lines.join('\n')}\n`
}

/** Lets timers and sockets run between the steps of a build. */
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The model of these sentences, and of each question's (by default the domain corpus and every
 * question's corpus), built into (or found in) dataDir/speech/.
 */
export async function buildDomainModel(options: {
  dataDir: string
  cmudictPath: string
  sentences?: readonly string[]
  questions?: Partial<Record<InterviewSlot, readonly string[]>>
}): Promise<BuiltModel> {
  const lists = options.sentences && options.questions ? undefined : corpusLists()
  const sentences = options.sentences ?? domainCorpus(lists)
  const questions = options.questions ?? (options.sentences ? {} : questionCorpora(lists))
  const slots = INTERVIEW_SLOTS.filter((slot) => questions[slot])
  const cmudictText = await readFile(options.cmudictPath, 'utf8')
  const hash = createHash('sha256').update(`version ${BUILD_VERSION} order ${ORDER}\n`)
  for (const corpus of [sentences, ...slots.map((slot) => questions[slot]!)])
    hash.update(corpus.join('\n')).update('\n--\n')
  const digest = hash.update(cmudictText).digest('hex').slice(0, 16)
  const speechDir = join(options.dataDir, 'speech')
  const directory = join(speechDir, digest)
  const files: DomainModelFiles = {
    languageModel: join(directory, DOMAIN_MODEL_FILES.languageModel),
    dictionary: join(directory, DOMAIN_MODEL_FILES.dictionary),
    ...(slots.length > 0
      ? { questionModels: join(directory, DOMAIN_MODEL_FILES.questionModels) }
      : {}),
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
  const staging = await mkdtemp(join(speechDir, `.${digest}-`))
  try {
    await writeFile(join(staging, DOMAIN_MODEL_FILES.languageModel), arpa)
    await writeFile(join(staging, DOMAIN_MODEL_FILES.dictionary), writeDictionary(lexicon))
    await writeFile(join(staging, 'corpus.txt'), `${sayable.join('\n')}\n`)
    for (const slot of slots) {
      await yieldToEvents()
      // The same words as the general model: a sentence it left out is left out here too.
      const said = questions[slot]!.filter((sentence) =>
        sentence.split(' ').every((word) => lexicon.has(word)),
      )
      const questionModel = estimateModel(said, ORDER)
      await yieldToEvents()
      await writeFile(join(staging, questionModelFile(slot)), writeArpa(questionModel))
    }
    if (files.questionModels)
      await writeFile(
        join(staging, DOMAIN_MODEL_FILES.questionModels),
        modelControl(directory, slots),
      )
    await rename(staging, directory).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(files.languageModel)) throw error
    })
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return { ...files, built: true, unsayable }
}
