import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A PostgreSQL cluster of the test's own, which it may stop and start again (the shared one of
 * scripts/with-postgres.mjs must stay up for the other suites). The same start and stop as that
 * script: trust auth, 127.0.0.1, a free port, a temporary directory; as the postgres user when
 * run as root, since initdb refuses root.
 */
export interface OwnPostgres {
  /** postgres:// URL of its 'postgres' database. */
  readonly url: string
  /** pg_ctl stop: 'immediate' is a crash (no shutdown checkpoint), 'fast' ends sessions first. */
  stop(mode: 'fast' | 'immediate'): void
  /** Starts it again on the same port and data directory; returns once it accepts connections. */
  start(): void
  /** Stops it (if running) and removes its directory. */
  remove(): void
}

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql')
  return join(root, versions[0], 'bin')
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

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = findPostgresBin()
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[], allowFailure = false) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args]
    const result = spawnSync(file, fileArgs, { encoding: 'utf8' })
    if (result.status !== 0 && !allowFailure) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : ''
      throw new Error(
        `${program} failed (${result.status}):\n${result.stdout}${result.stderr}${log}`,
      )
    }
    return result
  }

  const workDir = mkdtempSync(join(tmpdir(), 'hirelane-own-pg-'))
  const dataDir = join(workDir, 'data')
  const logFile = join(workDir, 'postgres.log')
  if (asRoot) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim())
    chownSync(workDir, id('-u'), id('-g'))
  }
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  const port = await freePort()
  const options = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${workDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ')
  let running = false
  const start = () => {
    run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'])
    running = true
  }
  const stop = (mode: 'fast' | 'immediate') => {
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop'])
    running = false
  }
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: () => {
      if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], true)
      running = false
      rmSync(workDir, { recursive: true, force: true })
    },
  }
}
