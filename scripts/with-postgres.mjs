#!/usr/bin/env node
/**
 * node scripts/with-postgres.mjs <command...>
 *
 * Starts a throwaway PostgreSQL (trust auth, 127.0.0.1, a free port, a temporary directory),
 * runs the command with TEST_DATABASE_URL pointing at it, then always stops the server and
 * removes the directory. Exits with the command's exit code.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { constants, tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.mjs <command...>')
  process.exit(2)
}

/** The newest PostgreSQL under /usr/lib/postgresql/<version>/bin. */
function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] && join(root, versions[0], 'bin')
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

const bin = findPostgresBin()
if (!bin) {
  console.error(
    'PostgreSQL is not installed: run `apt-get install -y postgresql` (the integration tests need it).',
  )
  process.exit(1)
}

// initdb refuses to run as root: then the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0
const run = (program, args, options = {}) => {
  const [file, fileArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args]
  const result = spawnSync(file, fileArgs, { encoding: 'utf8', ...options })
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(
      `${program} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    )
  }
  return result
}

const workDir = mkdtempSync(join(tmpdir(), 'hirelane-pg-'))
const dataDir = join(workDir, 'data')
const logFile = join(workDir, 'postgres.log')
let started = false
let cleanedUp = false

function cleanUp() {
  if (cleanedUp) return
  cleanedUp = true
  if (started)
    run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { allowFailure: true })
  rmSync(workDir, { recursive: true, force: true })
}

let exitCode = 1
try {
  if (asRoot) {
    const postgresUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const postgresGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (postgresUser.status !== 0)
      throw new Error('Running as root needs the postgres user: apt-get install -y postgresql')
    chownSync(workDir, Number(postgresUser.stdout.trim()), Number(postgresGroup.stdout.trim()))
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
  // Durability is pointless for a throwaway test cluster; turning it off makes tests faster.
  const serverOptions = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${workDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ')
  const startResult = run(
    'pg_ctl',
    ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start'],
    {
      allowFailure: true,
    },
  )
  if (startResult.status !== 0) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''
    throw new Error(`PostgreSQL did not start:\n${startResult.stdout}${startResult.stderr}${log}`)
  }
  started = true

  const env = {
    ...process.env,
    TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // So `vitest` resolves when this script is run directly rather than from an npm script.
    PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env })
  const forward = (signal) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  exitCode = await new Promise((resolveExit) => {
    child.once('error', (error) => {
      console.error(`Could not run ${command[0]}: ${error.message}`)
      resolveExit(127)
    })
    child.once('exit', (code, signal) =>
      resolveExit(code ?? 128 + (constants.signals[signal] ?? 0)),
    )
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  cleanUp()
}
process.exit(exitCode)
