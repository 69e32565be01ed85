import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SHARED_PROMPTS_DIR_ENV } from './server'

/**
 * One folder for the run's spoken prompts, which every e2e server links into its fresh DATA_DIR
 * (support/server.ts). The workers inherit the variable; the teardown removes the folder.
 */
export default function globalSetup(): () => void {
  const shared = mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-prompts-'))
  process.env[SHARED_PROMPTS_DIR_ENV] = shared
  return () => rmSync(shared, { recursive: true, force: true })
}
