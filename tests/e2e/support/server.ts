import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> }

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

/** The real server (`tsx server/main.ts`) on the production build in dist/, fresh data. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-'))
  const port = await freePort()
  const url = `http://localhost:${port}`
  const logFile = path.join(dataDir, 'server.log')
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
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  await waitUntilUp(url, child, logFile)
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
