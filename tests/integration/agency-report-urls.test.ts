import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AGENCY_PARTNERS } from '../../server/catalogue/agencies'
import { agencies } from '../../server/db/schema'
import { useRunningServer } from './support/running-server'

describe('AGENCY_REPORT_URLS', () => {
  const t = useRunningServer({
    database: 'postgres',
    env: { AGENCY_REPORT_URLS: 'keystone=https://hooks.keystone.example/in?source=hirelane' },
  })

  it('is written into the agencies at start: the named one gets its URL, the others none', async () => {
    const rows = await t.db
      .select({ slug: agencies.slug, reportUrl: agencies.reportUrl })
      .from(agencies)
      .orderBy(asc(agencies.slug))
    expect(rows).toEqual(
      AGENCY_PARTNERS.map(({ slug }) => ({
        slug,
        reportUrl: slug === 'keystone' ? 'https://hooks.keystone.example/in?source=hirelane' : null,
      })).sort((a, b) => a.slug.localeCompare(b.slug)),
    )
  })
})
