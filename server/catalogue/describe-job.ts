import type { EmploymentType, PayRateType, Shift } from '../../contract/jobs'
import type { Random } from './prng'

/** What the summary is written from: fields of the job and a few words picked for it. */
interface JobFacts {
  title: string
  companyName: string
  facility: string
  city: string
  state: string
  shifts: readonly Shift[]
  employmentType: EmploymentType
  payRateMin: number
  payRateMax: number
  payRateType: PayRateType
  benefitPhrases: readonly string[]
  duties: readonly string[]
  /** Requirements as they read after "you must". */
  requirementPhrases: readonly string[]
  minYearsExperience: number
  experienceArea: string
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')
const withArticle = (word: string) => `${article(word)} ${word}`

/** "a", "a and b", "a, b and c". */
const listPhrase = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const thousands = (amount: number) => String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')
const money = (amount: number, type: PayRateType) =>
  type === 'Hourly' ? `$${amount.toFixed(2)}` : `$${thousands(amount)}`
const PER: Record<PayRateType, string> = { Hourly: 'an hour', Weekly: 'a week', Annual: 'a year' }

function payPhrase(min: number, max: number, type: PayRateType): string {
  const amount = min === max ? money(min, type) : `${money(min, type)} to ${money(max, type)}`
  return `${amount} ${PER[type]}`
}

/** "first or second shift", "third shift or weekends", "a rotating schedule". */
function shiftPhrase(shifts: readonly Shift[]): string {
  const ordinals = shifts.filter((shift) => ['first', 'second', 'third'].includes(shift))
  const parts =
    ordinals.length > 0 ? [`${listPhrase(ordinals).replace(' and ', ' or ')} shift`] : []
  if (shifts.includes('weekend')) parts.push('weekends')
  if (shifts.includes('rotating')) parts.push('a rotating schedule')
  return parts.join(' or ')
}

/**
 * The 2 to 4 sentence summary (the contract's summarizedJobDescription): who is hiring where and
 * when, what the work is, the pay and benefits, and what it takes. The wording varies by draw.
 */
export function describeJob(random: Random, facts: JobFacts): string {
  const place = `${facts.city}, ${facts.state}`
  const shifts = shiftPhrase(facts.shifts)
  const employment = facts.employmentType.toLowerCase()
  const sentences: string[] = []

  sentences.push(
    random.pick([
      () =>
        `${facts.companyName} is hiring ${withArticle(facts.title)} for ${shifts} at its ${facts.facility} in ${place}.`,
      () =>
        `Join ${facts.companyName} as ${withArticle(facts.title)} at our ${facts.facility} in ${place}, working ${shifts}.`,
      () =>
        `${facts.companyName} has ${withArticle(employment)} ${facts.title} opening on ${shifts} at its ${place} ${facts.facility}.`,
    ])(),
  )

  if (random.chance(0.8)) {
    const duties = listPhrase(facts.duties)
    sentences.push(
      random.pick([
        `You will ${duties}.`,
        `Day to day, you will ${duties}.`,
        `The work: ${duties}.`,
      ]),
    )
  }

  const pay = payPhrase(facts.payRateMin, facts.payRateMax, facts.payRateType)
  const benefits = listPhrase(facts.benefitPhrases.slice(0, 3))
  sentences.push(
    random.chance(0.5)
      ? `This ${employment} role pays ${pay} and includes ${benefits}.`
      : `Pay is ${pay}, with ${benefits}.`,
  )

  if (facts.requirementPhrases.length > 0 && random.chance(0.75)) {
    const must = listPhrase(facts.requirementPhrases)
    const years = facts.minYearsExperience
    sentences.push(
      years === 0
        ? `No experience is needed, but you must ${must}.`
        : `You need at least ${years} ${years === 1 ? 'year' : 'years'} of ${facts.experienceArea} experience and must ${must}.`,
    )
  }
  return sentences.join(' ')
}
