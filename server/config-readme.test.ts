import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { envSchema } from './config'

/**
 * The README's configuration table names every environment variable the server reads, and no
 * other: the keys of config.ts' environment schema, and any variable read straight from
 * process.env elsewhere in server/.
 */

const root = fileURLToPath(new URL('..', import.meta.url))

/** Read from process.env in server/ but not the server's configuration. */
const NOT_SERVER_CONFIGURATION = new Set([
  // The agency CLI's address of a running server (npm run agency), not the server's own setting.
  'HIRELANE_URL',
])

/** process.env.NAME and process.env['NAME'] in server/'s source, tests left out. */
function variablesReadFromProcessEnv(): string[] {
  const files = readdirSync(`${root}server`, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  )
  const read = files.flatMap((file) =>
    [
      ...readFileSync(`${root}server/${file}`, 'utf8').matchAll(
        /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? ''),
  )
  return read.filter((name) => !NOT_SERVER_CONFIGURATION.has(name))
}

const serverVariables = new Set([
  ...Object.keys(envSchema.pipe[0].entries),
  ...variablesReadFromProcessEnv(),
])

/** The variables named in the first column of the first table under '## Configuration'. */
function configurationTableVariables(readme: string): string[] {
  const lines = readme.split('\n')
  const heading = lines.indexOf('## Configuration')
  expect(heading, "README.md has a '## Configuration' section").toBeGreaterThan(-1)
  const sectionEnd = lines.findIndex((line, i) => i > heading && /^#{1,2} /.test(line))
  const section = lines.slice(heading + 1, sectionEnd === -1 ? undefined : sectionEnd)
  const tableStart = section.findIndex((line) => line.startsWith('|'))
  expect(tableStart, 'the Configuration section has a table').toBeGreaterThan(-1)
  const tableEnd = section.findIndex((line, i) => i > tableStart && !line.startsWith('|'))
  // Past the header row and the separator.
  const rows = section.slice(tableStart + 2, tableEnd === -1 ? undefined : tableEnd)
  return rows.flatMap((row) => {
    const names = [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(
      (match) => match[1] ?? '',
    )
    expect(names, `a variable in the first cell of: ${row}`).not.toEqual([])
    return names
  })
}

describe("README.md's configuration table", () => {
  const documented = configurationTableVariables(readFileSync(`${root}README.md`, 'utf8'))

  it('finds the schema and the table', () => {
    expect(serverVariables.size).toBeGreaterThan(30)
    expect(documented.length).toBeGreaterThan(30)
  })

  it('names every variable the server reads', () => {
    const missing = [...serverVariables].filter((name) => !documented.includes(name))
    expect(missing, 'variables the server reads that the table leaves out').toEqual([])
  })

  it('names no variable the server does not read, and each once', () => {
    const unknown = documented.filter((name) => !serverVariables.has(name))
    expect(unknown, 'variables in the table that the server does not read').toEqual([])
    const repeated = documented.filter((name, i) => documented.indexOf(name) !== i)
    expect(repeated, 'variables named in more than one row').toEqual([])
  })
})
