import type { Answer } from './answer'
import type { Draft } from './draft'
import { addOnce, compileTerms, longestMatches, type Found } from './spans'
import { jobTerms, type JobTerm } from './vocabulary'

const TERMS = compileTerms(
  jobTerms.map((term) => ({ pattern: new RegExp(`\\b(?:${term.pattern})\\b`), value: term })),
)

/** Not a job: a place named after one ('the warehouse district', 'near the factory'). */
const PLACE_AFTER = /^\s*(?:district|area|zone|park|side|next door|down the street|by my house)\b/
const PLACE_BEFORE =
  /\b(?:live|living|lives)\s+(?:\w+\s+){0,4}(?:from|near|by|next to|close to)\s+(?:the\s+)?$/
/**
 * Between two jobs, a preposition of place makes the second where the first is done: 'an
 * assembler on an assembly line', 'picking at a grocery warehouse', 'a shipping and receiving
 * job at a distribution center'.
 */
/**
 * A workplace before the job done there: 'work in a factory as a machine operator', 'at a
 * warehouse as a picker'. The first names where, the second what.
 */
const AS_THE_JOB = /^\s+as\s+(?:an?\s+|un\s+|una\s+)?$/
const WHERE_THE_JOB_IS =
  /^\s+(?:(?:job|jobs|work|position|trabajo)\s+)?(?:on|at|in|en)\s+(?:a|an|the|la|el|un|una)\s+(?:[a-z]+\s+)?$/

/**
 * A wish that points back at the work just described: 'I'd like to keep doing that', 'looking
 * for the same kind of work' (fillers like 'kind of' are gone by now), 'want the same'.
 */
const SAME_WORK =
  /\b(?:keep (?:doing|at) (?:that|it|this|the same)|(?:want|need|like|prefer|looking for|do) (?:the )?same(?=\s*[.!]?\s*$)|(?:the )?same (?:work|job|thing|line of work|type of work|field|kind of job|position)|more of the same|something similar|similar work|seguir haciendo (?:eso|lo mismo)|lo mismo)\b/

/**
 * jobTypes and roles from what the candidate wants ('forklift', 'picking orders', 'line
 * work', 'montacargas'). Work the candidate has done or does now ('I worked five years in a
 * warehouse', 'I used to drive forklift') is experience, not a wish; so is a job named in
 * reply to the skills or the years question without a word of wanting. A wish for 'the same
 * work' takes the jobs of the last clause about past work.
 */
export function readJobs(answer: Answer, draft: Draft): void {
  const aboutPastWork =
    answer.expectedSlot === 'skills' || answer.expectedSlot === 'yearsOfExperience'
  const text = answer.text
  let done: Found<JobTerm>[] = []
  const jobs = longestMatches(answer, TERMS)
  jobs.forEach((found, index) => {
    const previous = jobs[index - 1]
    const next = jobs[index + 1]
    if (previous && WHERE_THE_JOB_IS.test(text.slice(previous.end, found.start))) return
    if (next && AS_THE_JOB.test(text.slice(found.end, next.start))) return
    if (PLACE_AFTER.test(text.slice(found.end, found.end + 20))) return
    if (PLACE_BEFORE.test(text.slice(Math.max(0, found.start - 40), found.start))) return
    const kind = answer.clauseKind(found.start)
    if (kind === 'experience') {
      const clause = answer.clauseAt(found.start)
      done = done.filter((job) => answer.clauseAt(job.start) === clause)
      done.push(found)
      return
    }
    if (kind === 'neutral' && aboutPastWork) return
    add(draft, found.value, answer.isNegated(found.start, found.end))
  })
  const lastDone = done[0]
  if (lastDone) pointBack(answer, draft, done, lastDone.end)
  if (lastDone && answer.expectedSlot === 'jobTypes' && !wantsAnyJob(draft)) {
    if (SAYS_WHAT_I_AM.test(answer.clauseAt(lastDone.start).text))
      for (const job of done) add(draft, job.value, false)
  }
}

/**
 * 'I'm a forklift driver', said in reply to the job question with no other wish: the candidate
 * names the work they do as the work they are looking for (its skills are read as well).
 */
const SAYS_WHAT_I_AM = /\bi(?:'m| am) (?:currently )?an? /

const wantsAnyJob = (draft: Draft) =>
  draft.jobTypes.length +
    draft.roles.length +
    draft.excluded.jobTypes.length +
    draft.excluded.roles.length >
  0

/**
 * Doing the work just described again, said in any clause: 'I am not doing that again', 'never
 * going back to that'. Negated (as it mostly is), it rules those jobs out.
 */
const THAT_AGAIN =
  /\b(?:do(?:ing)?|go(?:ing)? back to) (?:that|it|this)(?: (?:kind of )?(?:work|job))? (?:again|anymore|any more|no more)\b/

/** The jobs of the last clause about past work, when a later wish asks for the same. */
function pointBack(answer: Answer, draft: Draft, done: Found<JobTerm>[], after: number): void {
  for (const clause of answer.clauseList) {
    if (clause.start < after || clause.kind === 'experience') continue
    const same =
      THAT_AGAIN.exec(clause.text) ??
      (clause.kind === 'neutral' ? null : SAME_WORK.exec(clause.text))
    if (!same) continue
    const start = clause.start + same.index
    const negated = answer.isNegated(start, start + same[0].length)
    for (const job of done) add(draft, job.value, negated)
  }
}

function add(draft: Draft, term: JobTerm, negated: boolean): void {
  const target = negated ? draft.excluded : draft
  if (term.fixed) addOnce(target.jobTypes, term.fixed)
  else addOnce(target.roles, term.role)
}
