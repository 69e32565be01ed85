import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { AppLanguage } from '../../../contract/app-language'
import { CALL_CONSENT_TEXT } from '../../../contract/call-consent-text'
import type { Database } from '../../db/client'
import { callConsents } from '../../db/schema'
import { notFound } from '../../errors'
import { findCandidate } from '../candidates'

/**
 * 'I agree' to an automated call, kept as evidence: when, the number it covers (the one the
 * candidate signed in with, the one we call), and the words shown, in the language read. Each
 * agreement is a row of its own; nothing is overwritten.
 */
export async function recordCallConsent(
  db: Database,
  {
    candidateId,
    language,
    productName,
  }: { candidateId: string; language: AppLanguage; productName: string },
  now: Date,
): Promise<{ consentId: string; consentedAt: string }> {
  const candidate = await findCandidate(db, candidateId)
  if (!candidate) throw notFound('Candidate not found.')
  const consentId = randomUUID()
  await db.insert(callConsents).values({
    id: consentId,
    candidateId,
    phone: candidate.phone,
    language,
    text: CALL_CONSENT_TEXT[language](productName),
    consentedAt: now,
  })
  return { consentId, consentedAt: now.toISOString() }
}

/** Whether the candidate agreed to be called at this number. */
export async function hasCallConsent(
  db: Database,
  candidateId: string,
  phone: string,
): Promise<boolean> {
  const [consent] = await db
    .select({ id: callConsents.id })
    .from(callConsents)
    .where(and(eq(callConsents.candidateId, candidateId), eq(callConsents.phone, phone)))
    .limit(1)
  return consent !== undefined
}
