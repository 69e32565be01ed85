import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import { ARCHIVED_TABLES, LEFT_OUT_OF_ARCHIVE } from './archive-contents'

/** Every table that holds rows of a candidate (a candidate_id column), by its SQL name. */
const candidateTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table))
  .filter((config) => config.columns.some((column) => column.name === 'candidate_id'))
  .map((config) => config.name)

const namesOf = (tables: Iterable<object>) =>
  [...tables].map((table) => getTableConfig(table as PgTable).name)

describe("the 'Download my data' archive", () => {
  it('carries every table of a candidate or says why it leaves it out', () => {
    const decided = [...namesOf(ARCHIVED_TABLES), ...namesOf(LEFT_OUT_OF_ARCHIVE.keys())]
    const undecided = candidateTables.filter((name) => !decided.includes(name))
    expect(undecided).toEqual([])
    // Each decided once, and each reason said.
    expect(new Set(decided).size).toBe(decided.length)
    for (const reason of LEFT_OUT_OF_ARCHIVE.values()) expect(reason.length).toBeGreaterThan(20)
  })
})
