import * as v from 'valibot'
import type { Preferences } from '../../../contract/preferences'
import {
  slotValuesSchema,
  type HourlyRateRange,
  type SlotName as ExtractField,
  type SlotValues,
} from '../extract/types'

export { slotValuesSchema, type ExtractField, type SlotValues }

/**
 * The questions of the recruiter interview (ARCHITECTURE.md#add-an-interview-question), in the
 * order they are asked. The names match the knownSlots of PrepareInterview
 * (server/services/interview-preparation.ts); each one fills one or two fields of the extractor's
 * SlotValues (server/interview/extract).
 */
export const INTERVIEW_SLOTS = [
  'jobTypes',
  'shifts',
  'location',
  'commute',
  'relocation',
  'pay',
  'benefits',
  'skills',
  'yearsOfExperience',
] as const
export type InterviewSlot = (typeof INTERVIEW_SLOTS)[number]
export const interviewSlotSchema = v.picklist(INTERVIEW_SLOTS)

/** The SlotValues fields each question fills; a question is answered when any is present. */
export const SLOT_FIELDS: Record<InterviewSlot, readonly ExtractField[]> = {
  jobTypes: ['jobTypes', 'roles'],
  shifts: ['shiftPreferences'],
  location: ['preferredLocations'],
  commute: ['maximumCommuteDistance'],
  relocation: ['relocation'],
  pay: ['hourlyRateRange'],
  benefits: ['requiredBenefits'],
  skills: ['skills'],
  yearsOfExperience: ['yearsOfExperience'],
}

/** The `expectedSlot` the extractor is given for each question. */
export const EXPECTED_FIELD: Record<InterviewSlot, ExtractField> = {
  jobTypes: 'jobTypes',
  shifts: 'shiftPreferences',
  location: 'preferredLocations',
  commute: 'maximumCommuteDistance',
  relocation: 'relocation',
  pay: 'hourlyRateRange',
  benefits: 'requiredBenefits',
  skills: 'skills',
  yearsOfExperience: 'yearsOfExperience',
}

/** A knownSlots entry as an interview slot: its own name, or the name of a field it fills. */
export function toInterviewSlot(name: string): InterviewSlot | undefined {
  if ((INTERVIEW_SLOTS as readonly string[]).includes(name)) return name as InterviewSlot
  return INTERVIEW_SLOTS.find((slot) => (SLOT_FIELDS[slot] as readonly string[]).includes(name))
}

export const isFilled = (values: SlotValues, slot: InterviewSlot) =>
  SLOT_FIELDS[slot].some((field) => values[field] !== undefined)

/** The questions `values` answers, in interview order. */
export const filledSlots = (values: SlotValues): InterviewSlot[] =>
  INTERVIEW_SLOTS.filter((slot) => isFilled(values, slot))

/**
 * Keeps the fields of `values` that the schema accepts, one by one (a list keeps its good items),
 * and drops the rest, so whatever an extractor returns the stored state stays valid.
 */
export function sanitiseSlots(values: unknown): SlotValues {
  const out: Record<string, unknown> = {}
  if (values === null || typeof values !== 'object') return {}
  for (const [field, schema] of Object.entries(slotValuesSchema.entries)) {
    let value = (values as Record<string, unknown>)[field]
    if (value === undefined) continue
    const inner = schema.wrapped
    if (inner.type === 'array' && 'item' in inner && Array.isArray(value)) {
      value = value.filter((item: unknown) => v.is(inner.item, item))
    }
    const result = v.safeParse(inner, value)
    if (result.success) out[field] = result.output
  }
  return out as SlotValues
}

const LIST_FIELDS = [
  'jobTypes',
  'roles',
  'shiftPreferences',
  'preferredLocations',
  'requiredBenefits',
] as const

const unionText = <T extends string>(current: readonly T[], incoming: readonly T[]) => {
  const seen = new Set(current.map((item) => item.toLowerCase()))
  const out = [...current]
  for (const item of incoming) {
    if (seen.has(item.toLowerCase())) continue
    seen.add(item.toLowerCase())
    out.push(item)
  }
  return out
}

/**
 * The dialogue's own merge, for an extractor without mergeSlots: lists gain the new items less
 * the ruled-out ones, everything else takes the newer answer.
 */
export function mergeSlotValues(current: SlotValues, incoming: SlotValues): SlotValues {
  const out: Record<string, unknown> = { ...current, ...incoming }
  const excluded: Record<string, string[]> = {}
  for (const field of LIST_FIELDS) {
    const ruledOut = unionText<string>(
      current.excluded?.[field] ?? [],
      incoming.excluded?.[field] ?? [],
    )
    if (ruledOut.length > 0) excluded[field] = ruledOut
    const dropped = new Set(ruledOut.map((item) => item.toLowerCase()))
    const kept = unionText<string>(current[field] ?? [], incoming[field] ?? []).filter(
      (item) => !dropped.has(item.toLowerCase()),
    )
    if (kept.length > 0) out[field] = kept
    else delete out[field]
  }
  if (Object.keys(excluded).length > 0) out.excluded = excluded
  else delete out.excluded
  return sanitiseSlots(out)
}

const dollars = (amount: number) =>
  `$${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}`

/** The Preferences display string: '$17 - $20', '$18', '$17+', 'Up to $20', or ''. */
export function hourlyRateText(range: HourlyRateRange | undefined): string {
  const { min, max } = range ?? {}
  if (min !== undefined && max !== undefined) {
    const [low, high] = min <= max ? [min, max] : [max, min]
    return low === high ? dollars(low) : `${dollars(low)} - ${dollars(high)}`
  }
  if (min !== undefined) return `${dollars(min)}+`
  if (max !== undefined) return `Up to ${dollars(max)}`
  return ''
}

const RELOCATION_TEXT = { yes: 'Yes', no: 'No', maybe: 'Maybe' } as const

/** Preferences (docs/product.md#preference; their display form) from slot values. */
export function preferencesOf(slots: SlotValues): Preferences {
  return {
    jobTypeAndSchedule: {
      jobTypes: slots.jobTypes ?? [],
      roles: slots.roles ?? [],
      shiftPreferences: slots.shiftPreferences ?? [],
    },
    location: {
      preferredLocations: slots.preferredLocations ?? [],
      maximumCommuteDistance: slots.maximumCommuteDistance ?? '',
      relocation: slots.relocation ? RELOCATION_TEXT[slots.relocation] : '',
    },
    salaryAndBenefits: {
      hourlyRateRange: hourlyRateText(slots.hourlyRateRange),
      requiredBenefits: slots.requiredBenefits ?? [],
    },
    skillsAndExperience: {
      skills: slots.skills ?? [],
      yearsOfExperience: slots.yearsOfExperience ?? null,
    },
  }
}
