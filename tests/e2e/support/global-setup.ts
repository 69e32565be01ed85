import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DATA_TEMPLATE_DIR_ENV, prepareDataTemplate, SHARED_PROMPTS_DIR_ENV } from './server'

/**
 * Two folders for the run, named to the workers by environment variables (support/server.ts):
 * the spoken prompts every e2e server links into its fresh DATA_DIR, and the data template each
 * copies its database and language models from. The teardown removes both.
 */
export default async function globalSetup(): Promise<() => void> {
  const shared = mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-prompts-'))
  process.env[SHARED_PROMPTS_DIR_ENV] = shared
  const template = mkdtempSync(path.join(tmpdir(), 'hirelane-e2e-template-'))
  const removeBoth = () => {
    rmSync(template, { recursive: true, force: true })
    rmSync(shared, { recursive: true, force: true })
  }
  try {
    await prepareDataTemplate(template)
  } catch (error) {
    removeBoth()
    throw error
  }
  process.env[DATA_TEMPLATE_DIR_ENV] = template
  return removeBoth
}
