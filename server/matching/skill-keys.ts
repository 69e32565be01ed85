import { fold } from '../vocabulary/fold'
import { catalogueSkills } from '../vocabulary/skills'

/**
 * Candidates name skills in the resume vocabulary ('Forklift operation', 'WMS', 'Hand and
 * power tools', 'Forklift certification'); jobs list them in the catalogue's ('Sit-down
 * forklift', 'WMS software', 'Hand tools', requirement 'Forklift certification'). Both become
 * keys: the label itself and the resume-vocabulary skills it names (server/vocabulary/skills.ts), so
 * 'Hand tools' and 'Hand and power tools' meet. A certification is narrower: a job's
 * 'Forklift certification' is met only by a certification, not by forklift experience.
 */
const CERTIFICATION = /\b(?:certifi(?:ed|cation|cate)|licen[cs]ed?|card)\b/
const FORKLIFT = /\bfork\s?-?lifts?\b|\bmontacargas\b|\blift\s+trucks?\b|\breach\s?-?trucks?\b/
const FORKLIFT_CERTIFICATION = 'forklift certification'
/** '2+ years of forklift experience': compared as years, not as a skill. */
const YEARS_REQUIREMENT = /\byears?\b.*\bexperience\b/

const certificationKeys = (folded: string) =>
  CERTIFICATION.test(folded) && FORKLIFT.test(folded) ? [FORKLIFT_CERTIFICATION] : []

/** What a candidate's skill covers: a certification also covers the work it certifies. */
export function candidateSkillKeys(label: string): string[] {
  const folded = fold(label).trim()
  return [
    ...new Set([
      folded,
      ...certificationKeys(folded),
      ...catalogueSkills(label).map((skill) => fold(skill)),
    ]),
  ]
}

/** Per-label results, computed once: the catalogue's vocabulary is small. */
const LABEL_CACHE_LIMIT = 5000
const jobKeyCache = new Map<string, readonly string[]>()
const foldedCache = new Map<string, string>()

/** A label folded for comparing (case and accents ignored), memoised: jobs repeat their labels. */
export function foldedLabel(label: string): string {
  let folded = foldedCache.get(label)
  if (folded === undefined) {
    folded = fold(label).trim()
    if (foldedCache.size >= LABEL_CACHE_LIMIT) foldedCache.clear()
    foldedCache.set(label, folded)
  }
  return folded
}

/** What a job's skill or requirement asks for; [] for what is not a skill (years, age, lifting). */
export function jobSkillKeys(label: string): readonly string[] {
  const cached = jobKeyCache.get(label)
  if (cached) return cached
  const folded = fold(label).trim()
  let keys: string[]
  if (YEARS_REQUIREMENT.test(folded)) keys = []
  else if (CERTIFICATION.test(folded)) keys = [...new Set([folded, ...certificationKeys(folded)])]
  else keys = [...new Set([folded, ...catalogueSkills(label).map((skill) => fold(skill))])]
  // A feed with endless labels must not grow this forever.
  if (jobKeyCache.size >= LABEL_CACHE_LIMIT) jobKeyCache.clear()
  jobKeyCache.set(label, keys)
  return keys
}

/** Whether a job's label is a certification (the reason text says 'wants your ...'). */
export const isCertification = (label: string): boolean => CERTIFICATION.test(foldedLabel(label))
