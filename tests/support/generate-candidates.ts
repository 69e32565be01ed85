import { FIXED_JOB_TYPES, SHIFTS, type Shift } from '../../contract/jobs'
import { createRandom, type Random } from '../../server/catalogue/prng'
import type { SlotValues } from '../../server/interview/extract'
import { METROS, type Metro } from '../../server/vocabulary/metros'
import { ROLES } from '../../server/vocabulary/roles'
import { US_STATES } from '../../server/vocabulary/us-states'
import { zipCodesOfTown } from '../../server/matching/zip-codes'

/**
 * Seeded candidates shaped like the profile analysis' output (SlotValues), for the property
 * tests and the matching benchmark: nearly all with one or two fixed job types (onboarding
 * asks for them) and a catalogue town, zip code, metro or state; most with a commute, a pay
 * floor and shifts; some with benefits, skills, years, a ruled-out value; relocation mostly
 * 'no'. The same seed gives the same candidates.
 */

const OTHER_ROLES = ROLES.map((role) => role.jobType).filter(
  (role) => !(FIXED_JOB_TYPES as readonly string[]).includes(role),
)
const BENEFITS = [
  'Health insurance',
  'Dental insurance',
  'Vision insurance',
  '401(k)',
  'Paid time off',
  'Weekly pay',
  'Overtime available',
  'Shift differential',
  'Tuition reimbursement',
]
/** The resume vocabulary (server/vocabulary/skills.ts) and the interview's certification. */
const SKILLS = [
  'Forklift certification',
  'Forklift operation',
  'Sit-down forklift',
  'Reach truck',
  'Pallet jack',
  'Order picking',
  'RF scanner',
  'WMS',
  'Inventory control',
  'Shipping and receiving',
  'Loading and unloading',
  'Packing',
  'Assembly',
  'Blueprint reading',
  'Machine operation',
  'Quality inspection',
  'Hand and power tools',
  'Welding',
  'CNC operation',
  'Team leadership',
  'OSHA 10',
]
const SHIFT_WEIGHTS: Record<Shift, number> = {
  first: 40,
  second: 25,
  third: 20,
  weekend: 10,
  rotating: 5,
}

const stateName = (code: string) => US_STATES[code] ?? code

async function chooseLocation(random: Random, metro: Metro): Promise<string> {
  const town = random.pick(metro.towns)
  const form = random.next()
  if (form < 0.45) return `${town.city}, ${town.state}`
  if (form < 0.7) {
    const zips = await zipCodesOfTown(town.city, town.state)
    if (zips.length > 0) return random.pick(zips)
    return `${town.city}, ${town.state}`
  }
  if (form < 0.85) return metro.name
  return stateName(town.state)
}

async function generateCandidate(random: Random): Promise<SlotValues> {
  const candidate: SlotValues = {}
  const excluded: NonNullable<SlotValues['excluded']> = {}

  // Onboarding step 2 asks for job types, so nearly everyone has some.
  if (random.chance(0.95))
    candidate.jobTypes = random.sample(FIXED_JOB_TYPES, random.chance(0.7) ? 1 : 2)
  if (random.chance(0.1)) candidate.roles = [random.pick(OTHER_ROLES)]
  if (random.chance(0.08)) {
    const ruledOut = random.pick(FIXED_JOB_TYPES)
    if (!candidate.jobTypes?.includes(ruledOut)) excluded.jobTypes = [ruledOut]
  }

  const shiftDraw = random.next()
  if (shiftDraw < 0.6) {
    const first = random.weighted(SHIFTS, (shift) => SHIFT_WEIGHTS[shift])
    const second = random.chance(0.3)
      ? random.weighted(SHIFTS, (shift) => SHIFT_WEIGHTS[shift])
      : first
    candidate.shiftPreferences = SHIFTS.filter((shift) => shift === first || shift === second)
  } else if (shiftDraw < 0.7) candidate.shiftPreferences = ['first', 'second', 'third']
  if (random.chance(0.12)) {
    const ruledOut = random.weighted(SHIFTS, (shift) => SHIFT_WEIGHTS[shift])
    if (!candidate.shiftPreferences?.includes(ruledOut)) excluded.shiftPreferences = [ruledOut]
  }

  if (random.chance(0.95)) {
    const metro = random.weighted(METROS, (item) => item.weight)
    const places = [await chooseLocation(random, metro)]
    if (random.chance(0.15))
      places.push(
        await chooseLocation(
          random,
          random.weighted(METROS, (item) => item.weight),
        ),
      )
    candidate.preferredLocations = [...new Set(places)]
    if (random.chance(0.05)) excluded.preferredLocations = [random.pick(METROS).name]
  }
  const commute = random.next()
  if (commute < 0.45) candidate.maximumCommuteDistance = `${random.int(2, 9) * 5} miles`
  else if (commute < 0.7) candidate.maximumCommuteDistance = `${random.int(3, 12) * 5} minutes`
  const relocation = random.next()
  if (relocation < 0.6) candidate.relocation = 'no'
  else if (relocation < 0.8) candidate.relocation = 'maybe'
  else if (relocation < 0.9) candidate.relocation = 'yes'

  const pay = random.next()
  if (pay < 0.65) candidate.hourlyRateRange = { min: random.int(30, 52) / 2 }
  else if (pay < 0.75) {
    const min = random.int(30, 48) / 2
    candidate.hourlyRateRange = { min, max: min + random.int(2, 8) }
  } else if (pay < 0.8) candidate.hourlyRateRange = { max: random.int(36, 56) / 2 }

  if (random.chance(0.4)) candidate.requiredBenefits = random.sample(BENEFITS, random.int(1, 3))
  if (random.chance(0.6)) candidate.skills = random.sample(SKILLS, random.int(1, 4))
  if (random.chance(0.7)) candidate.yearsOfExperience = random.int(0, 12)

  if (Object.keys(excluded).length > 0) candidate.excluded = excluded
  return candidate
}

export async function generateCandidates(options: {
  seed: number
  count: number
}): Promise<SlotValues[]> {
  const random = createRandom(options.seed)
  const candidates: SlotValues[] = []
  // One at a time: the draws must happen in the same order on every run.
  for (let index = 0; index < options.count; index += 1)
    candidates.push(await generateCandidate(random))
  return candidates
}
