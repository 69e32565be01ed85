import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  savePgliteTemplate,
} from './support/database-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory each test's PGlite is loaded from. */
    pgliteTemplateFile: string
    /** The migrated database each test's PostgreSQL database is copied from. */
    postgresTemplateDatabase: string
  }
}

/** Makes the run's migrated template databases once, before any test file, and removes them after. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'hirelane-templates-'))
  const pgliteTemplateFile = join(dir, 'pglite.tar')
  const adminUrl = process.env.TEST_DATABASE_URL
  const [, postgresTemplate] = await Promise.all([
    savePgliteTemplate(pgliteTemplateFile),
    adminUrl ? createPostgresTemplate(adminUrl) : undefined,
  ])
  project.provide('pgliteTemplateFile', pgliteTemplateFile)
  if (postgresTemplate) project.provide('postgresTemplateDatabase', postgresTemplate)

  return async () => {
    if (adminUrl && postgresTemplate) await dropPostgresDatabase(adminUrl, postgresTemplate)
    await rm(dir, { recursive: true, force: true })
  }
}
