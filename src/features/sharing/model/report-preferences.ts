import type { ReportValueSource } from '@contract/agency-report'
import type { Preferences } from '@contract/preferences'

/** The preferences a report carries, in the order the preferences screen shows them. */
const PREFERENCE_FIELDS = [
  'jobTypeAndSchedule.jobTypes',
  'jobTypeAndSchedule.roles',
  'jobTypeAndSchedule.shiftPreferences',
  'location.preferredLocations',
  'location.maximumCommuteDistance',
  'location.relocation',
  'salaryAndBenefits.hourlyRateRange',
  'salaryAndBenefits.requiredBenefits',
  'skillsAndExperience.skills',
  'skillsAndExperience.yearsOfExperience',
] as const
type PreferenceField = (typeof PREFERENCE_FIELDS)[number]

export type PreferenceValue = string | number | null

interface PreferenceRow {
  field: PreferenceField
  /** The words as sent: lists joined, a number kept for the screen to say in years. */
  value: PreferenceValue
  /** Where it came from, when the report says. */
  source: ReportValueSource | undefined
}

const valueAt = (preferences: Preferences, field: PreferenceField): PreferenceValue => {
  const [group, key] = field.split('.') as [keyof Preferences, string]
  const raw = (preferences[group] as Record<string, unknown>)[key]
  if (Array.isArray(raw)) return raw.join(', ')
  if (typeof raw === 'number') return raw
  return typeof raw === 'string' ? raw : null
}

/** Every preference of the report with its value and where it came from. */
export const preferenceRows = (
  preferences: Preferences,
  sources: Readonly<Record<string, ReportValueSource>>,
): PreferenceRow[] =>
  PREFERENCE_FIELDS.map((field) => ({
    field,
    value: valueAt(preferences, field),
    source: sources[field],
  }))
