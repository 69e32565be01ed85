import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * Where Debian's PocketSphinx lives (packages pocketsphinx and pocketsphinx-en-us): the batch
 * recogniser, which the transcriber keeps running (it reads one file name a line and answers
 * each as it comes), and the US English model directory: the acoustic model in en-us/ and the
 * pronunciation dictionary cmudict-en-us.dict beside it.
 */
export interface PocketSphinxInstallation {
  /** Absolute path of pocketsphinx_batch. */
  batchBinary: string
  /** The model directory: en-us/ (acoustic model) and cmudict-en-us.dict. */
  modelDir: string
}

const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us'
const BATCH = 'pocketsphinx_batch'

/** The acoustic model's directory inside the model directory. */
export const acousticModelDir = (modelDir: string) => join(modelDir, 'en-us')
/** The full CMU pronunciation dictionary the domain dictionary is cut from. */
export const cmudictPath = (modelDir: string) => join(modelDir, 'cmudict-en-us.dict')

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * The installation, or why there is none: pocketsphinx_batch on PATH (else /usr/bin), and the
 * model's acoustic model definition and dictionary.
 */
export function findPocketSphinx(
  env: Record<string, string | undefined> = process.env,
  modelDir = POCKETSPHINX_MODEL_DIR,
): { installation: PocketSphinxInstallation } | { missing: string } {
  const directories = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/bin']
  const batchBinary = directories.map((dir) => join(dir, BATCH)).find(isExecutable)
  if (!batchBinary) return { missing: `${BATCH} is not installed` }
  const modelFiles = [join(acousticModelDir(modelDir), 'mdef'), cmudictPath(modelDir)]
  if (!modelFiles.every(isFile)) return { missing: `the US English model is not in ${modelDir}` }
  return { installation: { batchBinary, modelDir } }
}
