import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, createWriteStream, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

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
 * rename, so servers may share it. (The recogniser's language models are not shared: their
 * control file names the building server's DATA_DIR, which goes when that server stops.)
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

/**
 * The real server (`tsx server/main.ts`) on the production build in dist/, fresh data (all
 * but the spoken prompts, shared within a run). Its output goes to a file of its own in
 * `logDir` (the e2e suite's: it outlives the server, for the personal-data scan), or in the
 * data directory, which stop() removes.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { logDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-'))
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
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
