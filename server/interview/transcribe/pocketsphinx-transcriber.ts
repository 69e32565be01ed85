import { mkdtempSync, rmSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from '../../logger'
import type { Transcriber } from './transcriber'
import {
  buildDomainModel,
  GENERAL_MODEL,
  type BuiltModel,
  type DomainModelFiles,
} from './language-model'
import { pcmWav, WAV_HEADER_BYTES } from '../voice/wav'
import {
  acousticModelDir,
  cmudictPath,
  type PocketSphinxInstallation,
} from './pocketsphinx-installation'
import { RecogniserPool } from './recogniser-pool'
import { suppressSteadyNoise } from './noise-suppression'
import { transcriptText } from './transcript-text'

/**
 * The embedded transcriber (TRANSCRIBER=pocketsphinx): Debian's PocketSphinx with the US English
 * acoustic model and the domain language model (language-model.ts), in long-lived child
 * processes (recogniser-pool.ts). Each answer's 16 kHz PCM is written as a WAV file to a
 * private temporary directory, decoded, and deleted. An answer to a known question is decoded
 * with that question's language model (its answers weigh more there), any other with the
 * general one.
 *
 * The acoustic model is trained on 16 kHz speech: the phone's 8 kHz audio, upsampled, lacks
 * everything above 4 kHz it expects, and the benchmark's spoken answers lose a third of their
 * slot accuracy with many wrong slots (47 % against 77 % in the browser; decoded at 8 kHz, 0 %).
 * So it hears the phone too, but says it `confirms` those answers: the recruiter says back what
 * one filled and keeps it only after a yes (or key 1), never as a guess.
 */

export interface PocketSphinxOptions {
  installation: PocketSphinxInstallation
  /** The model is built into (and reused from) dataDir/speech/. */
  dataDir: string
  logger: Logger
  /** From the answer to its transcript; past it the answer stays a recording without text. */
  timeoutMs?: number
  /** Recognisers at most (default: one per CPU core). */
  recognisers?: number
  idleMs?: number
  /** A ready model instead of the domain one (the benchmark compares). */
  model?: DomainModelFiles
  /**
   * Extra decoder arguments (the benchmark tries options). The sample rate is pocketsphinx's
   * default, 16000, unless these name another (-samprate 8000 -nfft 256).
   */
  extraArgs?: readonly string[]
}

const SAMPLE_RATE = 16_000
/** The phone's rate: heard, upsampled, with a third less accuracy, so its answers are confirmed. */
const PHONE_SAMPLE_RATE = 8000
export const TRANSCRIPTION_TIMEOUT_MS = 8_000
const IDLE_MS = 10 * 60_000
const NICENESS = 10

export interface PocketSphinxTranscriber extends Transcriber {
  /** The domain model, once built or found (rejects if it could not be built). */
  readonly model: Promise<DomainModelFiles>
  /** Starts a recogniser ahead of the first answer (an interview is about to begin). */
  warm(): void
  /** Process ids of the running recognisers. */
  readonly pids: number[]
  close(): Promise<void>
}

export function createPocketSphinxTranscriber(
  options: PocketSphinxOptions,
): PocketSphinxTranscriber {
  const { installation, logger } = options
  const workDir = mkdtempSync(join(tmpdir(), 'hirelane-speech-'))
  const model: Promise<DomainModelFiles> = options.model
    ? Promise.resolve(options.model)
    : buildDomainModel({
        dataDir: options.dataDir,
        cmudictPath: cmudictPath(installation.modelDir),
      }).then((built: BuiltModel) => {
        if (built.built)
          logger.info(
            { directory: built.directory, unsayable: built.unsayable },
            'Speech to text: domain language model built',
          )
        return built
      })
  // Nothing waits on the model until an answer does; its failure is logged once here.
  model.catch((error: unknown) =>
    logger.error({ err: error }, 'Speech to text: the domain language model could not be built'),
  )
  const pool = model.then(
    (files) =>
      new RecogniserPool({
        command: installation.batchBinary,
        args: [
          '-hmm',
          acousticModelDir(installation.modelDir),
          ...(files.questionModels
            ? ['-lmctl', files.questionModels, '-lmname', GENERAL_MODEL]
            : ['-lm', files.languageModel]),
          '-dict',
          files.dictionary,
          '-adcin',
          'yes',
          '-adchdr',
          String(WAV_HEADER_BYTES),
          '-cepdir',
          workDir,
          '-cepext',
          '.wav',
          // Wider beams than the defaults: 2 to 6 points of slot accuracy on the benchmark's
          // synthetic voices, for about a fifth more decoding time on a small domain model.
          '-beam',
          '1e-60',
          '-wbeam',
          '1e-40',
          '-pbeam',
          '1e-60',
          // With a model per answer the pool gives the control files (named pipes).
          ...(files.questionModels ? [] : ['-ctl', '/dev/stdin']),
          '-hyp',
          '/dev/stdout',
          ...(options.extraArgs ?? []),
        ],
        size: options.recognisers ?? availableParallelism(),
        timeoutMs: options.timeoutMs ?? TRANSCRIPTION_TIMEOUT_MS,
        idleMs: options.idleMs ?? IDLE_MS,
        niceness: NICENESS,
        ...(files.questionModels ? { modelPerUtterance: { pipeDir: workDir } } : {}),
      }),
  )
  // Answers and warm() wait on it; a failed build must not also surface as an unhandled rejection.
  pool.catch(() => undefined)
  let pids: number[] = []
  let counter = 0
  let closed = false

  return {
    model,
    get pids() {
      return pids
    },
    hears: (sourceSampleRate) => sourceSampleRate >= PHONE_SAMPLE_RATE,
    confirms: (sourceSampleRate) => sourceSampleRate < SAMPLE_RATE,
    early: true,
    warm() {
      void pool.then(
        (recognisers) => {
          if (!closed) recognisers.warm()
        },
        () => undefined,
      )
    },
    async transcribe({ pcm16k, expectedSlot, decodeFromSample = 0 }) {
      const recognisers = await pool
      const files = await model
      const languageModel = files.questionModels ? (expectedSlot ?? GENERAL_MODEL) : undefined
      const utterance = `answer-${process.pid}-${++counter}`
      const file = join(workDir, `${utterance}.wav`)
      // A steady background (pink noise at 20 dB on the benchmark) subtracted first: +3 points
      // on noisy answers; answers without audible background are decoded as they came.
      // The noise floor comes from the whole answer (its quietest fifth); a stretch of it is too
      // short to tell its background from its quiet speech.
      const stretch = await suppressSteadyNoise(pcm16k, decodeFromSample).catch(() =>
        pcm16k.subarray(decodeFromSample),
      )
      await writeFile(file, pcmWav(stretch, SAMPLE_RATE))
      try {
        const hypothesis = recognisers.decode(utterance, languageModel)
        pids = recognisers.pids
        return transcriptText(await hypothesis)
      } finally {
        await rm(file, { force: true })
      }
    },
    async close() {
      closed = true
      await pool.then(
        (recognisers) => recognisers.close(),
        () => undefined,
      )
      rmSync(workDir, { recursive: true, force: true })
    },
  }
}
