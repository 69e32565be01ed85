import * as v from 'valibot'
import { FIXED_JOB_TYPES, SHIFTS } from '../../../contract/jobs'

/** The preference slots of docs/product.md#preference that the interview fills. */
export const SLOT_NAMES = [
  'jobTypes',
  'roles',
  'shiftPreferences',
  'preferredLocations',
  'maximumCommuteDistance',
  'relocation',
  'hourlyRateRange',
  'requiredBenefits',
  'skills',
  'yearsOfExperience',
] as const
export type SlotName = (typeof SLOT_NAMES)[number]

export const RELOCATION_ANSWERS = ['yes', 'no', 'maybe'] as const
export type Relocation = (typeof RELOCATION_ANSWERS)[number]

/** The list slots an answer can rule out ("not nights", "anything but Chicago"). */
export const EXCLUDABLE_SLOTS = [
  'jobTypes',
  'roles',
  'shiftPreferences',
  'preferredLocations',
  'requiredBenefits',
] as const

const text = v.pipe(v.string(), v.minLength(1))
const list = <T extends v.GenericSchema<string>>(item: T) => v.pipe(v.array(item), v.minLength(1))

export const hourlyRateRangeSchema = v.pipe(
  v.object({
    /** Dollars per hour. */
    min: v.optional(v.pipe(v.number(), v.minValue(0))),
    max: v.optional(v.pipe(v.number(), v.minValue(0))),
    /** Set when the candidate quoted a yearly (÷ 2080) or weekly (÷ 40) figure. */
    convertedFrom: v.optional(v.picklist(['annual', 'weekly'])),
  }),
  v.check((range) => range.min !== undefined || range.max !== undefined, 'min or max'),
)
export type HourlyRateRange = v.InferOutput<typeof hourlyRateRangeSchema>

/**
 * What one answer (or a whole interview, after mergeSlots) says. A slot without a value is
 * absent, never an empty list.
 */
export const slotValuesSchema = v.object({
  /** Among the seven fixed job types (docs/product.md#constants). */
  jobTypes: v.optional(list(v.picklist(FIXED_JOB_TYPES))),
  /** Other catalogue roles (server/vocabulary/roles.ts), by their role name. */
  roles: v.optional(list(text)),
  shiftPreferences: v.optional(list(v.picklist(SHIFTS))),
  /** 'City, ST' for catalogue towns, the metro name, a state name or a zip code. */
  preferredLocations: v.optional(list(text)),
  /** '25 miles' or '30 minutes'. */
  maximumCommuteDistance: v.optional(v.pipe(v.string(), v.regex(/^\d+ (?:miles|minutes)$/))),
  relocation: v.optional(v.picklist(RELOCATION_ANSWERS)),
  hourlyRateRange: v.optional(hourlyRateRangeSchema),
  /** Benefit labels as the catalogue lists them ('Health insurance', '401(k)' ...). */
  requiredBenefits: v.optional(list(text)),
  skills: v.optional(list(text)),
  yearsOfExperience: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60))),
  /** Values the candidate ruled out, so a later question does not add them back. */
  excluded: v.optional(
    v.object({
      jobTypes: v.optional(list(v.picklist(FIXED_JOB_TYPES))),
      roles: v.optional(list(text)),
      shiftPreferences: v.optional(list(v.picklist(SHIFTS))),
      preferredLocations: v.optional(list(text)),
      requiredBenefits: v.optional(list(text)),
    }),
  ),
})
export type SlotValues = v.InferOutput<typeof slotValuesSchema>

export interface ExtractOptions {
  /** The slot the question asked about: a bare 'yes', 'twenty' or 'nights' fills it. */
  expectedSlot?: SlotName
  /** Day of the answer, for 'since 2019'. Without it such answers give no years. */
  referenceDate?: Date
}
