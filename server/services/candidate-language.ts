import { eq } from 'drizzle-orm'
import { isAppLanguage, type AppLanguage } from '../../contract/app-language'
import type { Database } from '../db/client'
import { candidates } from '../db/schema'

/**
 * The language the product speaks to a candidate (candidates.app_language, issue 16): what the
 * interview is held in. English for a candidate who is gone or a value that is not a language
 * (the column is plain text).
 */
export async function findAppLanguage(db: Database, candidateId: string): Promise<AppLanguage> {
  const [row] = await db
    .select({ appLanguage: candidates.appLanguage })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
  return isAppLanguage(row?.appLanguage) ? row.appLanguage : 'en'
}
