import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startServer, type RunningServer } from '../tests/e2e/support/server'

const builtDir = 'dist'

export interface Build {
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
