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

interface ListColumns {
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

/**
 * A job from its fields as text, in the order of the select, and its four lists. Hot: called
 * for every job read, so no closures and no copies.
 */
function toJob(fields: readonly string[], lists: readonly string[][]): MatchableJob {
  return {
    id: fields[0] ?? '',
    jobType: fields[1] ?? '',
    title: fields[2] ?? '',
    city: fields[3] ?? '',
    state: fields[4] ?? '',
    metroArea: fields[5] ?? '',
    latitude: Number(fields[6]),
    longitude: Number(fields[7]),
    payRateMin: Number(fields[8]),
    payRateMax: Number(fields[9]),
    payRateType: fields[10] ?? '',
    minYearsExperience: Number(fields[11]),
    postedAt: new Date(Number(fields[12]) * 1000),
    shifts: lists[0] ?? [],
    benefits: lists[1] ?? [],
    requirements: lists[2] ?? [],
    skills: lists[3] ?? [],
  }
}

const LISTS_FROM = SCALAR_COLUMNS.length + 1

/** undefined when a value held a field or record separator. */
function parseText(text: string): MatchableJob[] | undefined {
  const records = text.split(RECORD)
  const found: MatchableJob[] = new Array(records.length)
  for (let index = 0; index < records.length; index += 1) {
    const fields = records[index]!.split(FIELD)
    if (fields.length !== FIELD_COUNT) return undefined
    found[index] = toJob(fields, [
      list(fields[LISTS_FROM]!),
      list(fields[LISTS_FROM + 1]!),
      list(fields[LISTS_FROM + 2]!),
      list(fields[LISTS_FROM + 3]!),
    ])
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
  return rows.map((row) =>
    toJob(
      row.slice(0, LISTS_FROM).map(String),
      row.slice(LISTS_FROM).map((value) => (Array.isArray(value) ? value : [])),
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
