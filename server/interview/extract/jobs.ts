import type { Answer } from './answer'
import type { Draft } from './draft'
import { addOnce, longestMatches } from './spans'
import { jobTerms, type JobTerm } from './vocabulary'

const TERMS = jobTerms.map((term) => ({
  pattern: new RegExp(`\\b(?:${term.pattern})\\b`, 'g'),
  value: term,
}))

/**
 * jobTypes and roles from what the candidate wants ('forklift', 'picking orders', 'line
 * work', 'montacargas'). Work the candidate has done ('I worked five years in a warehouse') is
 * experience, not a wish, unless the question asked for job types.
 */
export function readJobs(answer: Answer, draft: Draft): void {
  const askedJobs = answer.expectedSlot === 'jobTypes' || answer.expectedSlot === 'roles'
  const askedSkills = answer.expectedSlot === 'skills'
  for (const found of longestMatches(answer, TERMS)) {
    const kind = answer.clauseKind(found.start)
    if (kind === 'experience' && !askedJobs) continue
    if (kind === 'neutral' && askedSkills) continue
    add(draft, found.value, answer.isNegated(found.start, found.end))
  }
}

function add(draft: Draft, term: JobTerm, negated: boolean): void {
  const target = negated ? draft.excluded : draft
  if (term.fixed) addOnce(target.jobTypes, term.fixed)
  else addOnce(target.roles, term.role)
}
