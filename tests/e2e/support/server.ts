import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DOMAIN_MODEL_FILES } from '../../../server/interview/transcribe/language-model.ts'

export type RunningServer = {
  url: string
  dataDir: string
  /** The server's stdout and stderr. */
  logFile: string
  stop: () => Promise<void>
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })

const waitUntilUp = async (url: string, child: ChildProcess, logFile: string) => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}; see ${logFile}`)
    try {
      if ((await fetch(`${url}/login`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer within 60 s; see ${logFile}`)
}

/**
 * The folder of DATA_DIR that holds the recruiter's spoken prompts, which the server derives
 * from its texts and the installed voices alone: keyed by a hash of both and written whole by
 * rename, so servers may share it.
 */
const SHARED_PROMPTS_DIR = 'prompts'

/** The environment variable naming the run's shared prompts folder (support/global-setup.ts). */
export const SHARED_PROMPTS_DIR_ENV = 'HIRELANE_E2E_PROMPTS_DIR'

/**
 * Links a new DATA_DIR's prompts folder to the run's shared one: the first server synthesises
 * a prompt, the others find it, instead of each fresh server spending seconds of CPU on it.
 */
function shareSpokenPrompts(dataDir: string): void {
  const shared = process.env[SHARED_PROMPTS_DIR_ENV]
  if (!shared) return
  mkdirSync(path.join(shared, SHARED_PROMPTS_DIR), { recursive: true })
  symlinkSync(path.join(shared, SHARED_PROMPTS_DIR), path.join(dataDir, SHARED_PROMPTS_DIR), 'dir')
}

/** The environment variable naming the run's data template (support/global-setup.ts). */
export const DATA_TEMPLATE_DIR_ENV = 'HIRELANE_E2E_DATA_TEMPLATE'

/**
 * What a fresh DATA_DIR copies from the run's template: the database, migrated and seeded with
 * the job catalogue, and the recogniser's language models. A copy is a server's own (nothing is
 * shared after it); it saves each server the seconds of CPU of creating them. The models' control
 * file names the template's folder, which lives until the run ends.
 */
const TEMPLATE_PARTS = ['db', 'speech']

function copyDataTemplate(dataDir: string): void {
  const template = process.env[DATA_TEMPLATE_DIR_ENV]
  if (!template) return
  for (const part of TEMPLATE_PARTS) {
    const source = path.join(template, part)
    if (existsSync(source)) cpSync(source, path.join(dataDir, part), { recursive: true })
  }
}

/** A finished domain language model in DATA_DIR/speech (a staging folder starts with a dot). */
const hasLanguageModel = (dataDir: string) => {
  const speech = path.join(dataDir, 'speech')
  return (
    existsSync(speech) &&
    readdirSync(speech).some(
      (name) =>
        !name.startsWith('.') &&
        existsSync(path.join(speech, name, DOMAIN_MODEL_FILES.questionModels)),
    )
  )
}

/**
 * The run's data template: a server started once on `dataDir` creates the database and, where
 * PocketSphinx is installed, the language models, then stops. Servers started after
 * `DATA_TEMPLATE_DIR_ENV` names it copy them (copyDataTemplate).
 */
export async function prepareDataTemplate(dataDir: string): Promise<void> {
  const server = await startServer({}, { dataDir })
  // The models are built in the background after the server answers.
  const deadline = Date.now() + 30_000
  while (!hasLanguageModel(dataDir) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await server.stop()
}

/**
 * The real server (`tsx server/main.ts`) on the production build in dist/, fresh data (copied
 * from the run's template, with the spoken prompts shared within a run). Its output goes to a
 * file of its own in `logDir` (the e2e suite's: it outlives the server, for the personal-data
 * scan), or in the data directory. stop() removes a data directory it made, and keeps one given
 * as `dataDir`.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { logDir?: string; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-'))
  if (!options.dataDir) copyDataTemplate(dataDir)
  shareSpokenPrompts(dataDir)
  const port = await freePort()
  const url = `http://localhost:${port}`
  const logDir = options.logDir ?? dataDir
  mkdirSync(logDir, { recursive: true })
  const logFile = path.join(logDir, `server-${port}-${path.basename(dataDir)}.log`)
  const log = createWriteStream(logFile)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Two sources, one file: the file ends once both are closed ('close'), never at the first end.
  const outputClosed = new Promise((resolve) => child.once('close', resolve))
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  await waitUntilUp(url, child, logFile)
  return {
    url,
    dataDir,
    logFile,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await outputClosed
      await new Promise((resolve) => log.end(resolve))
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
