import type { EmploymentType, Shift } from '../../contract/jobs'
import type { Random } from './prng'

/** A benefit as listed, and as it reads in a sentence ("includes ..."). */
interface Benefit {
  label: string
  phrase: string
}

const benefit = (label: string, phrase = label.toLowerCase()): Benefit => ({ label, phrase })

/** In the order a posting lists them. */
const HEALTH = benefit('Health insurance')
const DENTAL = benefit('Dental insurance')
const VISION = benefit('Vision insurance')
const RETIREMENT = benefit('401(k)', '401(k)')
const PAID_TIME_OFF = benefit('Paid time off')
const LIFE = benefit('Life insurance')
const WEEKLY_PAY = benefit('Weekly pay')
const SAME_DAY_PAY = benefit('Same-day pay')
const SHIFT_DIFFERENTIAL = benefit('Shift differential', 'a shift differential')
const OVERTIME = benefit('Overtime available', 'paid overtime')
const TUITION = benefit('Tuition reimbursement')
const DISCOUNT = benefit('Employee discount', 'an employee discount')
const FLEXIBLE = benefit('Flexible schedule', 'a flexible schedule')
const REFERRAL = benefit('Referral bonus', 'a referral bonus')

/** Every benefit a posting may list, as listed (the speech recogniser's corpus says them). */
export const BENEFIT_LABELS: readonly string[] = [
  HEALTH,
  DENTAL,
  VISION,
  RETIREMENT,
  PAID_TIME_OFF,
  LIFE,
  WEEKLY_PAY,
  SAME_DAY_PAY,
  SHIFT_DIFFERENTIAL,
  OVERTIME,
  TUITION,
  DISCOUNT,
  FLEXIBLE,
  REFERRAL,
].map((item) => item.label)

type Odds = ReadonlyArray<readonly [Benefit, number]>

/** Staffing placements (temporary, temp-to-hire, contract) pay weekly and rarely carry full benefits. */
const STAFFING: Odds = [
  [HEALTH, 0.25],
  [WEEKLY_PAY, 0.85],
  [SAME_DAY_PAY, 0.1],
  [SHIFT_DIFFERENTIAL, 0.3],
  [OVERTIME, 0.45],
  [REFERRAL, 0.25],
]

const ODDS: Record<EmploymentType, Odds> = {
  'Full-time': [
    [HEALTH, 0.9],
    [DENTAL, 0.75],
    [VISION, 0.65],
    [RETIREMENT, 0.7],
    [PAID_TIME_OFF, 0.85],
    [LIFE, 0.3],
    [WEEKLY_PAY, 0.2],
    [SHIFT_DIFFERENTIAL, 0.5],
    [OVERTIME, 0.3],
    [TUITION, 0.15],
    [DISCOUNT, 0.25],
    [REFERRAL, 0.15],
  ],
  'Part-time': [
    [RETIREMENT, 0.2],
    [PAID_TIME_OFF, 0.3],
    [WEEKLY_PAY, 0.4],
    [DISCOUNT, 0.5],
    [FLEXIBLE, 0.6],
  ],
  Temporary: STAFFING,
  'Temp-to-hire': STAFFING,
  Contract: STAFFING,
}

interface ChosenBenefits {
  labels: string[]
  phrases: string[]
}

/** Benefits by employment type; a shift differential only where there is a later shift. */
export function chooseBenefits(
  random: Random,
  employmentType: EmploymentType,
  shifts: readonly Shift[],
): ChosenBenefits {
  const laterShift = shifts.some((shift) => shift !== 'first')
  const chosen = ODDS[employmentType].filter(
    ([item, odds]) => random.chance(odds) && (item !== SHIFT_DIFFERENTIAL || laterShift),
  )
  const list = chosen.length > 0 ? chosen.map(([item]) => item) : [WEEKLY_PAY]
  return { labels: list.map((item) => item.label), phrases: list.map((item) => item.phrase) }
}
