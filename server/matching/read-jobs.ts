import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jobs } from '../db/schema'
import type { MatchableJob } from './score-job'

/**
 * Reads the jobs a condition selects, as MatchableJob, with only the list columns the
 * candidate's criteria use. The rows arrive as one text value, fields and records split by
 * ASCII unit and record separators: decoding thousands of rows column by column costs PGlite
 * (and the pg driver) more than the query itself, and PostgreSQL writes this text about twice
 * as fast as the same rows in JSON. A field or record separator inside a value (control
 * characters no posting has) is detected, and the rows are then read again as JSON.
 */

export interface ListColumns {
  /** Benefits are compared only when the candidate requires some. */
  benefits: boolean
  /** Skills and requirements are compared only when the candidate names skills. */
  skills: boolean
}

const RECORD = '\u001e'
const FIELD = '\u001f'
const ITEM = '\u001d'

const SCALAR_COLUMNS = [
  jobs.id,
  jobs.jobType,
  jobs.title,
  jobs.city,
  jobs.state,
  jobs.metroArea,
  jobs.latitude,
  jobs.longitude,
  jobs.payRateMin,
  jobs.payRateMax,
  jobs.payRateType,
  jobs.minYearsExperience,
] as const
const FIELD_COUNT = SCALAR_COLUMNS.length + 5

/** The list columns wanted, in the order they follow the scalar ones; '' for those not read. */
function listColumns(wanted: ListColumns, asText: (column: SQL) => SQL): SQL[] {
  const none = sql`''`
  return [
    asText(sql`${jobs.shifts}`),
    wanted.benefits ? asText(sql`${jobs.benefits}`) : none,
    wanted.skills ? asText(sql`${jobs.requirements}`) : none,
    wanted.skills ? asText(sql`${jobs.skills}`) : none,
  ]
}

const list = (value: string): string[] => (value === '' ? [] : value.split(ITEM))

/** The scalar fields (as text) and the four lists, in the order of the select. */
function toJob(fields: readonly string[], lists: readonly (readonly string[])[]): MatchableJob {
  const at = (index: number) => fields[index] ?? ''
  return {
    id: at(0),
    jobType: at(1),
    title: at(2),
    city: at(3),
    state: at(4),
    metroArea: at(5),
    latitude: Number(at(6)),
    longitude: Number(at(7)),
    payRateMin: Number(at(8)),
    payRateMax: Number(at(9)),
    payRateType: at(10),
    minYearsExperience: Number(at(11)),
    postedAt: new Date(Number(at(12)) * 1000),
    shifts: [...(lists[0] ?? [])],
    benefits: [...(lists[1] ?? [])],
    requirements: [...(lists[2] ?? [])],
    skills: [...(lists[3] ?? [])],
  }
}

/** undefined when a value held a field or record separator. */
function parseText(text: string): MatchableJob[] | undefined {
  const found: MatchableJob[] = []
  for (const record of text.split(RECORD)) {
    const fields = record.split(FIELD)
    if (fields.length !== FIELD_COUNT) return undefined
    found.push(toJob(fields, fields.slice(SCALAR_COLUMNS.length + 1).map(list)))
  }
  return found
}

const postedAtSeconds = sql`extract(epoch from ${jobs.postedAt})`

async function readAsText(
  db: Database,
  condition: SQL | undefined,
  wanted: ListColumns,
): Promise<MatchableJob[] | undefined> {
  const fields = [
    ...SCALAR_COLUMNS.map((column) => sql`${column}`),
    postedAtSeconds,
    ...listColumns(wanted, (column) => sql`array_to_string(${column}, chr(29))`),
  ]
  const [result] = await db
    .select({
      text: sql<
        string | null
      >`string_agg(concat_ws(chr(31), ${sql.join(fields, sql`, `)}), chr(30))`,
    })
    .from(jobs)
    .where(condition)
  return result?.text ? parseText(result.text) : []
}

async function readAsJson(
  db: Database,
  condition: SQL | undefined,
  wanted: ListColumns,
): Promise<MatchableJob[]> {
  const fields = [
    ...SCALAR_COLUMNS.map((column) => sql`${column}`),
    postedAtSeconds,
    ...listColumns(wanted, (column) => column),
  ]
  const [result] = await db
    .select({
      json: sql<string | null>`json_agg(json_build_array(${sql.join(fields, sql`, `)}))::text`,
    })
    .from(jobs)
    .where(condition)
  if (!result?.json) return []
  const rows = JSON.parse(result.json) as Array<Array<string | number | string[]>>
  const scalars = SCALAR_COLUMNS.length + 1
  return rows.map((row) =>
    toJob(
      row.slice(0, scalars).map(String),
      row.slice(scalars).map((value) => (Array.isArray(value) ? value : [])),
    ),
  )
}

export async function readJobs(
  db: Database,
  condition: SQL | undefined,
  wanted: ListColumns,
): Promise<MatchableJob[]> {
  return (await readAsText(db, condition, wanted)) ?? (await readAsJson(db, condition, wanted))
}
