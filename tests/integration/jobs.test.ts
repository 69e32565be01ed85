import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { asc, count, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '../../contract/endpoints'
import { jobsAggregatedCountResponseSchema, type JobTitleCount } from '../../contract/jobs'
import { AGENCY_PARTNERS } from '../../server/catalogue/agencies'
import { generateJobs } from '../../server/catalogue/generate-jobs'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import type { Database } from '../../server/db/client'
import { agencies, jobs } from '../../server/db/schema'
import { contentSecurityPolicy } from '../../server/http/security-headers'
import { createLogger } from '../../server/logger'
import { startServer } from '../../server/start-server'
import { describeEachDatabase } from './support/databases'
import { createTestApp, errorOf, phoneNumber, signIn } from './support/test-app'

const PATH = endpoints.getJobsAggregatedCount.path
const silent = createLogger('silent')

/** Open jobs per title counted straight from the table, sorted as the call promises. */
async function directCounts(db: Database): Promise<JobTitleCount[]> {
  const rows = await db
    .select({ jobTitle: jobs.title, jobsCount: count() })
    .from(jobs)
    .where(eq(jobs.status, 'open'))
    .groupBy(jobs.title)
  return rows.sort(
    (a, b) =>
      b.jobsCount - a.jobsCount || (a.jobTitle < b.jobTitle ? -1 : a.jobTitle > b.jobTitle ? 1 : 0),
  )
}

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy([]))
  expect(response.headers.get('Strict-Transport-Security')).toBe(
    'max-age=63072000; includeSubDomains',
  )
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('Permissions-Policy')).toBe(
    'microphone=(self), camera=(), geolocation=()',
  )
  expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
}

describeEachDatabase('Job catalogue', (database) => {
  it('has the agency partners of server/catalogue/agencies.ts, written by the migrations', async () => {
    const stored = await database.db.select().from(agencies).orderBy(asc(agencies.slug))
    const expected = [...AGENCY_PARTNERS]
      .sort((a, b) => (a.slug < b.slug ? -1 : 1))
      .map(({ metroCodes: _metros, ...agency }) => ({ ...agency, reportUrl: null }))
    expect(stored).toEqual(expected)
  })

  it('seeds every generated job once, exactly as generated, and not again', async () => {
    const first = await seedJobCatalogue(database.db, silent)
    const generated = generateJobs()
    expect(first.inserted).toBe(generated.length)

    const second = await seedJobCatalogue(database.db, silent)
    expect(second.inserted).toBe(0)
    const [total] = await database.db.select({ n: count() }).from(jobs)
    expect(total?.n).toBe(generated.length)

    // Numerics, arrays and timestamps survive the round trip on both databases.
    const stored = await database.db.select().from(jobs).orderBy(asc(jobs.externalRef))
    const byRef = (a: { externalRef: string }, b: { externalRef: string }) =>
      a.externalRef < b.externalRef ? -1 : 1
    expect(stored).toEqual([...generated].sort(byRef))
  })

  it('writes nothing when any batch fails', async () => {
    const generated = generateJobs({ count: 1000 })
    const last = generated[generated.length - 1]
    if (!last) throw new Error('no jobs generated')
    const broken = [...generated.slice(0, -1), { ...last, state: 'Texas' }]
    await expect(seedJobCatalogue(database.db, silent, () => broken)).rejects.toThrow()
    const [total] = await database.db.select({ n: count() }).from(jobs)
    expect(total?.n).toBe(0)
    // The next start tries again and succeeds.
    expect((await seedJobCatalogue(database.db, silent, () => generated)).inserted).toBe(1000)
  })

  it('answers open jobs per title at message.data, sorted, with no token', async () => {
    await seedJobCatalogue(database.db, silent)
    const t = createTestApp(database.db)
    const response = await t.app.request(PATH)
    expect(response.status).toBe(200)
    const body = v.parse(jobsAggregatedCountResponseSchema, await response.json())
    expect(body.message.text).toBe('Jobs fetched successfully')
    expect(body.data).toBeNull()
    expect(body.message.data).toEqual(await directCounts(database.db))

    // Sorted by count descending, then title.
    const list = body.message.data
    for (let index = 1; index < list.length; index += 1) {
      const [before, after] = [list[index - 1], list[index]]
      if (!before || !after) throw new Error('unreachable')
      expect(
        before.jobsCount > after.jobsCount ||
          (before.jobsCount === after.jobsCount && before.jobTitle < after.jobTitle),
      ).toBe(true)
    }

    // Only open jobs count: the generator's open jobs, title by title.
    const expected = new Map<string, number>()
    for (const job of generateJobs().filter((job) => job.status === 'open'))
      expected.set(job.title, (expected.get(job.title) ?? 0) + 1)
    expect(new Map(list.map((entry) => [entry.jobTitle, entry.jobsCount]))).toEqual(expected)
  })

  it('leaves closed jobs out', async () => {
    await seedJobCatalogue(database.db, silent)
    await database.db
      .update(jobs)
      .set({ status: 'closed' })
      .where(inArray(jobs.title, ['Forklift Operator', 'Packer']))
    const t = createTestApp(database.db)
    const body = v.parse(
      jobsAggregatedCountResponseSchema,
      await (await t.app.request(PATH)).json(),
    )
    const titles = body.message.data.map((entry) => entry.jobTitle)
    expect(titles).not.toContain('Forklift Operator')
    expect(titles).not.toContain('Packer')
    expect(titles).toContain('Forklift Driver')
    expect(body.message.data).toEqual(await directCounts(database.db))
  })

  it('answers an empty list when there are no open jobs', async () => {
    const t = createTestApp(database.db)
    const response = await t.app.request(PATH)
    expect(await response.json()).toEqual({
      status: true,
      message: { text: 'Jobs fetched successfully', data: [] },
      data: null,
    })
  })

  it('is publicly cacheable for 5 minutes, with the security headers; other calls stay no-store', async () => {
    await seedJobCatalogue(database.db, silent)
    const t = createTestApp(database.db)
    const response = await t.app.request(PATH)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
    expectSecurityHeaders(response)

    const { accessToken, userId } = await signIn(t, phoneNumber(600))
    const details = await t.app.request(`/api/Candidate/GetDetails?candidateId=${userId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(details.headers.get('Cache-Control')).toBe('no-store')
  })

  it('ignores a token, even an invalid one (the client sends whatever it holds)', async () => {
    await seedJobCatalogue(database.db, silent)
    const t = createTestApp(database.db)
    const { accessToken } = await signIn(t, phoneNumber(601))
    for (const token of [accessToken, 'not-a-token']) {
      const response = await t.app.request(PATH, { headers: { Authorization: `Bearer ${token}` } })
      expect(response.status).toBe(200)
    }
  })

  it('keeps the counts for a minute, then reads the table again', async () => {
    await seedJobCatalogue(database.db, silent)
    const t = createTestApp(database.db)
    const read = async () =>
      v.parse(jobsAggregatedCountResponseSchema, await (await t.app.request(PATH)).json()).message
        .data
    const before = await read()
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.title, 'Packer'))
    t.clock.advanceSeconds(59)
    expect(await read()).toEqual(before)
    t.clock.advanceSeconds(1)
    const after = await read()
    expect(after.map((entry) => entry.jobTitle)).not.toContain('Packer')
    expect(after).toEqual(await directCounts(database.db))
  })

  it('answers only GET', async () => {
    const t = createTestApp(database.db)
    const response = await t.app.request(PATH, { method: 'POST' })
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'not_found' })
  })
})

describe('GetJobsAggregatedCount when the database fails', () => {
  it('answers a 500 envelope that is not cacheable', async () => {
    const brokenDatabase = new Proxy({} as Database, {
      get() {
        throw new Error('database is down')
      },
    })
    const t = createTestApp(brokenDatabase)
    const response = await t.app.request(PATH)
    expect(await errorOf(response)).toMatchObject({ status: 500, code: 'internal_error' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('seeding at server start', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('seeds an empty embedded database once, logs the count, and not again on restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-jobs-'))
    dirs.push(dataDir)
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', STATIC_DIR: join(dataDir, 'no-build') }
    const start = async () => {
      const lines: Array<{ msg: string; jobs?: number; ms?: number }> = []
      const logDestination = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
            lines.push(JSON.parse(line))
          done()
        },
      })
      const server = await startServer({ env, port: 0, logDestination })
      return { server, lines }
    }
    const total = generateJobs().filter((job) => job.status === 'open').length
    const sumOver = async (url: string) => {
      const body = v.parse(
        jobsAggregatedCountResponseSchema,
        await (await fetch(`${url}${PATH}`)).json(),
      )
      return body.message.data.reduce((sum, entry) => sum + entry.jobsCount, 0)
    }

    const first = await start()
    try {
      const seeded = first.lines.filter((line) => line.msg.startsWith('Seeded the job catalogue'))
      expect(seeded).toHaveLength(1)
      expect(seeded[0]?.jobs).toBe(generateJobs().length)
      expect(seeded[0]?.ms).toBeTypeOf('number')
      expect(await sumOver(first.server.url)).toBe(total)
    } finally {
      await first.server.close()
    }

    const second = await start()
    try {
      expect(second.lines.some((line) => line.msg.startsWith('Seeded'))).toBe(false)
      expect(
        second.lines.some((line) => line.msg === 'Job catalogue already present: not seeding'),
      ).toBe(true)
      expect(await sumOver(second.server.url)).toBe(total)
    } finally {
      await second.server.close()
    }
  })
})
