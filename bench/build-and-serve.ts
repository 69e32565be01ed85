import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { startServer, type RunningServer } from '../tests/e2e/support/server'
import { onCleanup } from './cleanup'
import type { SeedSummary } from './fixtures/seed-dashboard'

const builtDir = 'dist'

interface Build {
  /** A private copy of the production build, with Vite's .vite/manifest.json. */
  distDir: string
  remove: () => void
}

/**
 * `npm run build` (into dist/, with Vite's manifest to tell entry, route and library chunks
 * apart), then a private copy of dist/ to serve and measure, so a build another engineer starts
 * meanwhile cannot swap files under the measurement. dist/ is left as a plain build leaves it.
 * The build's own output is shown only when it fails.
 */
export async function buildApp(log: (line: string) => void): Promise<Build> {
  const args = ['run', 'build', '--', '--manifest']
  log(`npm ${args.join(' ')}`)
  const output: string[] = []
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (exitCode !== 0)
    throw new Error(`npm run build failed (exit ${exitCode}):\n${output.join('')}`)

  const distDir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-dist-'))
  const remove = () => rmSync(distDir, { recursive: true, force: true })
  try {
    cpSync(builtDir, distDir, { recursive: true })
    if (!existsSync(path.join(distDir, '.vite', 'manifest.json')))
      throw new Error('The build wrote no .vite/manifest.json (was dist/ rebuilt meanwhile?)')
  } catch (error) {
    remove()
    throw error
  } finally {
    rmSync(path.join(builtDir, '.vite'), { recursive: true, force: true })
  }
  return { distDir, remove }
}

/** The real server (tests/e2e/support/server.ts: free port, fresh DATA_DIR) on that build. */
export function serve(distDir: string): Promise<RunningServer> {
  return startServer({ STATIC_DIR: distDir })
}

export interface SeededServer extends RunningServer {
  /** What bench/fixtures/seed-dashboard.ts wrote, with its own timings. */
  seed: SeedSummary
  /** Seeding as the harness saw it, child process start to exit. */
  seedMs: number
  /** The server's output (kept until it stops). */
  logFile: string
}

/**
 * The real server on a prepared data directory: bench/fixtures/seed-dashboard.ts fills a fresh
 * DATA_DIR's PGlite in a child process of its own (its heap and the database are gone before
 * the server opens the directory), then the server starts on it as on any existing data.
 */
export async function serveSeeded(
  distDir: string,
  log: (line: string) => void,
): Promise<SeededServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-dashboard-'))
  const removeData = () => rmSync(dataDir, { recursive: true, force: true })
  const released = onCleanup(removeData)
  try {
    const started = performance.now()
    const prepared = process.env.BENCH_DASHBOARD_FIXTURE
    const seed = prepared ? copyFixture(prepared, dataDir, log) : await runSeed(dataDir, log)
    const seedMs = prepared ? seed.totalMs : Math.round(performance.now() - started)
    log(
      `Seeded ${seed.candidates} candidates, ${seed.applications} applications and ${seed.history} history rows in ${(seedMs / 1000).toFixed(1)} s`,
    )
    const server = await startServer({ STATIC_DIR: distDir, DATA_DIR: dataDir })
    released()
    return {
      ...server,
      dataDir,
      logFile: path.join(server.dataDir, 'server.log'),
      seed,
      seedMs,
      stop: async () => {
        await server.stop()
        removeData()
      },
    }
  } catch (error) {
    released()
    removeData()
    throw error
  }
}

/** The seeder's summary, kept in the data directory it filled. */
const summaryFile = 'dashboard-fixture.json'

/**
 * For working on the dashboard measures: BENCH_DASHBOARD_FIXTURE=<a DATA_DIR the seeder
 * filled> copies it instead of seeding anew (the server writes to its copy only).
 */
function copyFixture(fixture: string, dataDir: string, log: (line: string) => void): SeedSummary {
  log(`Dashboard fixture: copying ${fixture} (BENCH_DASHBOARD_FIXTURE)`)
  cpSync(fixture, dataDir, { recursive: true })
  return JSON.parse(readFileSync(path.join(dataDir, summaryFile), 'utf8')) as SeedSummary
}

const seedScript = fileURLToPath(new URL('./fixtures/seed-dashboard.ts', import.meta.url))

async function runSeed(dataDir: string, log: (line: string) => void): Promise<SeedSummary> {
  // BENCH_DASHBOARD_VACUUM_ANALYZE=1: statistics as autovacuum would gather them on PostgreSQL.
  const vacuum = process.env.BENCH_DASHBOARD_VACUUM_ANALYZE === '1' ? ['--vacuum-analyze'] : []
  const child = spawn(process.execPath, ['--import', 'tsx', seedScript, ...vacuum, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const release = onCleanup(() => child.kill('SIGKILL'))
  const output: Buffer[] = []
  const errors: string[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.startsWith('[seed] ')) log(`Dashboard fixture: ${line.slice(7)}`)
    else if (line.trim() !== '') errors.push(line)
  })
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', resolve)
    })
    if (code !== 0)
      throw new Error(`Seeding the dashboard fixture failed (exit ${code}):\n${errors.join('\n')}`)
    const summary = Buffer.concat(output).toString('utf8')
    writeFileSync(path.join(dataDir, summaryFile), summary)
    return JSON.parse(summary) as SeedSummary
  } finally {
    release()
  }
}
