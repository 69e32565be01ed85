import type { Shift } from '../../contract/jobs'
import { formatPay } from './job-pay'
import type { JobScore, MatchableJob, PlaceFit } from './score-job'

/**
 * topMatchReason: one sentence from the facts that made the match, in the order a person
 * weighs a job: what and where, when, the pay as the job quotes it, then what it wants from
 * the candidate and the benefits they asked for.
 * 'Forklift Operator 12 miles from you, nights, $19-22/hr, wants your forklift certification'.
 */

const SHIFT_WORDS: Record<Shift, string> = {
  first: 'days',
  second: 'evenings',
  third: 'nights',
  weekend: 'weekends',
  rotating: 'rotating shifts',
}

/** 'Health insurance' -> 'health insurance'; 'RF scanner' and '401(k)' stay as they are. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label

/** 'a', 'a and b', 'a, b and c'. */
const listOf = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const milesText = (miles: number) => {
  if (miles < 1) return 'under a mile'
  const rounded = Math.round(miles)
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`
}

function wherePhrase(job: MatchableJob, place: PlaceFit): string {
  const town = `in ${job.city}, ${job.state}`
  switch (place.kind) {
    case 'distance':
      if (place.from.kind === 'zip') return `${milesText(place.miles)} from you`
      if (place.from.kind === 'town') return `${milesText(place.miles)} from ${place.from.city}`
      return town
    case 'far':
      return `${town} if you relocate`
    default:
      return town
  }
}

function skillPhrase(fit: JobScore): string | undefined {
  const certification = fit.matchedCertifications[0]
  if (certification) return `wants your ${inSentence(certification)}`
  if (fit.matchedSkills.length > 0)
    return `uses your ${listOf(fit.matchedSkills.slice(0, 2).map(inSentence))} skills`
  return undefined
}

export function matchReason(
  job: MatchableJob,
  fit: JobScore,
  requiredBenefits: readonly string[],
): string {
  const shifts = fit.wantedShifts.length > 0 ? fit.wantedShifts : (job.shifts as Shift[])
  const offered = requiredBenefits.filter((label) => !fit.missingBenefits.includes(label))
  const facts = [
    `${job.title} ${wherePhrase(job, fit.place)}`,
    shifts.map((shift) => SHIFT_WORDS[shift]).join(' or '),
    formatPay(job),
    skillPhrase(fit),
    offered.length > 0 ? `with ${listOf(offered.map(inSentence))}` : undefined,
  ]
  return facts.filter((fact): fact is string => Boolean(fact)).join(', ')
}
