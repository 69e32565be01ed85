import type { Answer } from './answer'
import type { Draft } from './draft'
import { addOnce, compileTerms, longestMatches } from './spans'
import { jobTerms, type JobTerm } from './vocabulary'

const TERMS = compileTerms(
  jobTerms.map((term) => ({ pattern: new RegExp(`\\b(?:${term.pattern})\\b`), value: term })),
)

/** Not a job: a place named after one ('the warehouse district', 'near the factory'). */
const PLACE_AFTER = /^\s*(?:district|area|zone|park|side|next door|down the street|by my house)\b/
const PLACE_BEFORE =
  /\b(?:live|living|lives)\s+(?:\w+\s+){0,4}(?:from|near|by|next to|close to)\s+(?:the\s+)?$/

/**
 * jobTypes and roles from what the candidate wants ('forklift', 'picking orders', 'line
 * work', 'montacargas'). Work the candidate has done or does now ('I worked five years in a
 * warehouse', 'I used to drive forklift') is experience, not a wish; so is a job named in
 * reply to the skills or the years question without a word of wanting.
 */
export function readJobs(answer: Answer, draft: Draft): void {
  const aboutPastWork =
    answer.expectedSlot === 'skills' || answer.expectedSlot === 'yearsOfExperience'
  const text = answer.text
  for (const found of longestMatches(answer, TERMS)) {
    const kind = answer.clauseKind(found.start)
    if (kind === 'experience') continue
    if (kind === 'neutral' && aboutPastWork) continue
    if (PLACE_AFTER.test(text.slice(found.end, found.end + 20))) continue
    if (PLACE_BEFORE.test(text.slice(Math.max(0, found.start - 40), found.start))) continue
    add(draft, found.value, answer.isNegated(found.start, found.end))
  }
}

function add(draft: Draft, term: JobTerm, negated: boolean): void {
  const target = negated ? draft.excluded : draft
  if (term.fixed) addOnce(target.jobTypes, term.fixed)
  else addOnce(target.roles, term.role)
}
