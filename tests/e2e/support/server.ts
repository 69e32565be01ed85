import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
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

/**
 * Resolves once the child says it is listening (main.ts prints "... is running at <url>"), not
 * once the port answers: a port another server already holds would answer too.
 */
const waitUntilUp = (child: ChildProcess, logFile: string) =>
  new Promise<void>((resolve, reject) => {
    let printed = ''
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString()
      if (printed.includes(' is running at ')) settle(resolve)
    }
    const onExit = (code: number | null) =>
      settle(() => reject(new Error(`The server exited with ${code}; see ${logFile}`)))
    const timer = setTimeout(
      () => settle(() => reject(new Error(`The server did not start within 60 s; see ${logFile}`))),
      60_000,
    )
    const settle = (finish: () => void) => {
      clearTimeout(timer)
      child.stdout?.off('data', onOutput)
      child.off('exit', onExit)
      finish()
    }
    child.stdout?.on('data', onOutput)
    child.once('exit', onExit)
  })

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
  const logDir = options.logDir ?? dataDir
  mkdirSync(logDir, { recursive: true })
  const removeDataDir = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  // The port is free when probed but can be handed to another socket (a browser's outgoing
  // connection takes ports from the same range) before the server binds it: then try another.
  for (let attempt = 1; ; attempt++) {
    const launched = await launch(await freePort(), dataDir, logDir, extraEnv)
    if (launched.running) {
      const { running } = launched
      return { ...running, stop: () => running.stop().then(removeDataDir) }
    }
    if (attempt === PORT_ATTEMPTS) {
      removeDataDir()
      throw launched.error
    }
  }
}

const PORT_ATTEMPTS = 5

type Launched = { running: RunningServer; error?: never } | { running?: never; error: Error }

/** One start of the server on `port`; `error` when it did not come up. */
async function launch(
  port: number,
  dataDir: string,
  logDir: string,
  extraEnv: Record<string, string>,
): Promise<Launched> {
  const url = `http://localhost:${port}`
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await outputClosed
    await new Promise((resolve) => log.end(resolve))
  }
  try {
    await waitUntilUp(child, logFile)
    return { running: { url, dataDir, logFile, stop } }
  } catch (error) {
    await stop()
    const portTaken = readFileSync(logFile, 'utf8').includes('EADDRINUSE')
    if (!portTaken) throw error
    rmSync(logFile, { force: true })
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }
}
