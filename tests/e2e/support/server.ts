import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, createWriteStream } from 'node:fs'
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
 * The real server (`tsx server/main.ts`) on the production build in dist/, fresh data. Its
 * output goes to a file of its own in `logDir` (the e2e suite's: it outlives the server, for
 * the personal-data scan), or in the data directory, which stop() removes.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { logDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-'))
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
