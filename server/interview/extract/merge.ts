import { SHIFTS } from '../../../contract/jobs'
import { EXCLUDABLE_SLOTS, SLOT_NAMES, type SlotValues } from './types'

const union = <T>(a: readonly T[] = [], b: readonly T[] = []): T[] => [...new Set([...a, ...b])]

/**
 * Accumulates answers across the interview: lists are joined without duplicates, a later
 * scalar (commute, relocation, pay range, years) replaces an earlier one, and a later
 * exclusion removes an earlier wish (and the other way round).
 */
export function mergeSlots(current: SlotValues, incoming: SlotValues): SlotValues {
  const merged: SlotValues = {}
  const excluded: NonNullable<SlotValues['excluded']> = {}
  for (const slot of EXCLUDABLE_SLOTS) {
    const newlyExcluded: string[] = incoming.excluded?.[slot] ?? []
    const newlyWanted: string[] = incoming[slot] ?? []
    const wanted = union<string>(
      (current[slot] ?? []).filter((value: string) => !newlyExcluded.includes(value)),
      newlyWanted,
    )
    const ruledOut = union<string>(
      (current.excluded?.[slot] ?? []).filter((value: string) => !newlyWanted.includes(value)),
      newlyExcluded,
    )
    const order = slot === 'shiftPreferences' ? sortShifts : (list: string[]) => list
    if (wanted.length > 0) Object.assign(merged, { [slot]: order(wanted) })
    if (ruledOut.length > 0) Object.assign(excluded, { [slot]: order(ruledOut) })
  }
  const skills = union(current.skills, incoming.skills)
  if (skills.length > 0) merged.skills = skills
  const maximumCommuteDistance = incoming.maximumCommuteDistance ?? current.maximumCommuteDistance
  if (maximumCommuteDistance) merged.maximumCommuteDistance = maximumCommuteDistance
  const relocation = incoming.relocation ?? current.relocation
  if (relocation) merged.relocation = relocation
  const hourlyRateRange = incoming.hourlyRateRange ?? current.hourlyRateRange
  if (hourlyRateRange) merged.hourlyRateRange = { ...hourlyRateRange }
  const years = incoming.yearsOfExperience ?? current.yearsOfExperience
  if (years !== undefined) merged.yearsOfExperience = years
  if (Object.keys(excluded).length > 0) merged.excluded = excluded
  return reorder(merged)
}

const sortShifts = (list: string[]) => SHIFTS.filter((shift) => list.includes(shift)) as string[]

/** Keys in the order of SlotValues, so merged values print like extracted ones. */
function reorder(values: SlotValues): SlotValues {
  const keys = [...SLOT_NAMES, 'excluded'] as const
  const ordered: Record<string, unknown> = {}
  for (const key of keys) if (values[key] !== undefined) ordered[key] = values[key]
  return ordered as SlotValues
}
