import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { agencies } from '../../db/schema'

/** An agency partner by its slug (the name in its report URL), or undefined when none has it. */
export async function agencyBySlug(
  db: Database,
  slug: string,
): Promise<{ id: string; slug: string; name: string } | undefined> {
  const [agency] = await db
    .select({ id: agencies.id, slug: agencies.slug, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.slug, slug))
  return agency
}
