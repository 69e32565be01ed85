import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, pgliteDatabase, type DatabaseHandle } from '../../../server/db/client'

/**
 * Migrated, empty databases made once per test run (tests/integration/global-setup.ts), that
 * each test database starts as a copy of. A new PGlite runs initdb in WebAssembly, seconds on
 * a 2-core machine, and the migrations add more; loading a saved data directory takes a
 * fraction of that. On PostgreSQL, copying a template database replaces migrating a new one.
 */

/** Saves the data directory of a new, migrated in-memory PGlite to `file`. */
export async function savePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create()
  try {
    await pgliteDatabase(client).migrate()
    const archive = await client.dumpDataDir('none')
    await writeFile(file, Buffer.from(await archive.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/** A new in-memory PGlite holding what `savePgliteTemplate` saved to `file`. */
export async function openPgliteFromTemplate(file: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) })
  return pgliteDatabase(client)
}

/** Creates a migrated database on the PostgreSQL of `adminUrl`, and returns its name. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `hirelane_template_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) })
  try {
    await handle.migrate()
  } finally {
    // A template copies only while nobody is connected to it.
    await handle.close()
  }
  return name
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  )
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdminClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}
