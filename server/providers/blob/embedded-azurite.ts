import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, realpathSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** Azurite's fixed development account (public, documented by Microsoft; not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1'
export const AZURITE_ACCOUNT_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='

const AZURITE_BIN = fileURLToPath(
  new URL('../../../node_modules/.bin/azurite-blob', import.meta.url),
)
const STARTUP_TIMEOUT_MS = 20_000

interface EmbeddedAzurite {
  connectionString: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Any HTTP answer means Azurite is listening; a refused connection means not yet. */
async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Azurite exited with code ${child.exitCode}`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`Azurite did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`)
}

/**
 * Starts Azurite's blob service as a child process on a free loopback port, storing in
 * `location`. A child (not in-process) so its timers and files never outlive stop(), and a
 * killed server takes it down with the exit hook below.
 */
export async function startEmbeddedAzurite(location: string): Promise<EmbeddedAzurite> {
  mkdirSync(location, { recursive: true })
  const port = await freePort()
  // Run the CLI's script with this node directly: no shell or shebang process in between.
  const child = spawn(
    process.execPath,
    [
      realpathSync(AZURITE_BIN),
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--location',
      location,
      '--disableTelemetry',
      '--silent',
      '--skipApiVersionCheck',
      '--loose',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000)
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  const endpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`
  try {
    await waitUntilAnswering(endpoint, child)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}${stderr ? `: ${stderr.trim()}` : ''}`)
  }
  return {
    connectionString:
      `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};` +
      `AccountKey=${AZURITE_ACCOUNT_KEY};BlobEndpoint=${endpoint};`,
    stop,
  }
}
