import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { agencies } from '../db/schema'
import { AGENCY_PARTNERS } from './agencies'

/**
 * Writes AGENCY_REPORT_URLS into the agencies' rows at start: an agency named there takes its
 * reports at that URL, every other one at none (the dev inbox, where there is one). The table is
 * what the sender reads, and configuration is what sets it, so a URL removed from the
 * configuration stops being used at the next start.
 */
export async function applyAgencyReportUrls(
  db: Database,
  reportUrls: ReadonlyMap<string, string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { slug } of AGENCY_PARTNERS) {
      await tx
        .update(agencies)
        .set({ reportUrl: reportUrls.get(slug) ?? null })
        .where(eq(agencies.slug, slug))
    }
  })
}

/** The agencies whose reports have nowhere to go in production, for a warning at start. */
export const agenciesWithoutReportUrl = (reportUrls: ReadonlyMap<string, string>): string[] =>
  AGENCY_PARTNERS.filter(({ slug }) => !reportUrls.has(slug)).map(({ slug }) => slug)
