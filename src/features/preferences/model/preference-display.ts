import type { Preferences } from '@contract/preferences'
import type { PreferencesTexts } from '../preferences-texts'

/*
 * The stored preferences (contract/preferences.ts) as a candidate reads them on /preference
 * (docs/product.md#preference): 'Nights (third shift)', '$18 - 22 / hour', '25 miles', in the
 * language of the texts given. A value another backend words differently is shown as it came; an
 * unknown value is ''.
 */

type Values = PreferencesTexts['values']
type Labels = PreferencesTexts['panel']['fields']
type Titles = PreferencesTexts['panel']['sections']

/** A shift key the AI recruiter stores (contract/jobs.ts SHIFTS) in words. */
export const shiftText = (texts: Values, shift: string): string =>
  texts.shifts[shift.trim().toLowerCase()] ?? shift.trim()

const AMOUNT = String.raw`\$\s?(\d+(?:\.\d+)?)`
const RANGE = new RegExp(String.raw`^${AMOUNT}\s*-\s*\$?\s?(\d+(?:\.\d+)?)$`)
const SINGLE = new RegExp(String.raw`^${AMOUNT}$`)
const AT_LEAST = new RegExp(String.raw`^${AMOUNT}\s*\+$`)
const UP_TO = new RegExp(String.raw`^up to\s+${AMOUNT}$`, 'i')

/**
 * The hourly rate as stored ('$17 - $20', '$18', '$17+', 'Up to $20') with its unit:
 * '$17 - 20 / hour', '$18 / hour', 'At least $17 / hour', 'Up to $20 / hour'. The amounts keep
 * the pay display of docs/product.md#dashboard, which the server already applied.
 */
export function hourlyRateText(texts: Values, stored: string): string {
  const value = stored.trim()
  if (value === '') return ''
  const range = RANGE.exec(value)
  if (range) return texts.perHour(`$${range[1]} - ${range[2]}`)
  const single = SINGLE.exec(value)
  if (single) return texts.perHour(`$${single[1]}`)
  const atLeast = AT_LEAST.exec(value)
  if (atLeast) return texts.perHour(texts.atLeast(`$${atLeast[1]}`))
  const upTo = UP_TO.exec(value)
  if (upTo) return texts.perHour(texts.upTo(`$${upTo[1]}`))
  return value
}

const COMMUTE = /^(\d+(?:\.\d+)?)\s*(mile|minute)s?$/i

/** '25 miles', '30 minutes' ('1 mile' for one) in words; another shape reads as stored. */
export function commuteText(texts: Values, stored: string): string {
  const value = stored.trim()
  const commute = COMMUTE.exec(value)
  if (!commute) return value
  const amount = Number(commute[1])
  return commute[2]?.toLowerCase() === 'mile' ? texts.miles(amount) : texts.minutes(amount)
}

/** A stored value from a list the app knows (job types, benefits) in words; another as stored. */
const listedText = (labels: Readonly<Record<string, string>>, stored: string): string =>
  labels[stored.trim()] ?? stored.trim()

export const relocationText = (texts: Values, stored: string): string =>
  texts.relocation[stored.trim()] ?? stored.trim()

/** '1 year', '6 years', 'Less than a year'; '' when unknown. */
export function yearsText(texts: Values, years: number | null): string {
  if (years === null || !Number.isFinite(years) || years < 0) return ''
  return years < 1 ? texts.lessThanAYear : texts.years(years)
}

/** A field of the panel: its label and its value, one text or a list ('' or [] when unknown). */
export interface PreferenceField {
  key: keyof Labels
  label: string
  value: string | readonly string[]
}

interface PreferenceSection {
  key: keyof Titles
  title: string
  fields: readonly PreferenceField[]
}

const cleanList = (items: readonly string[]): string[] =>
  items.map((item) => item.trim()).filter((item) => item !== '')

/**
 * The four sections of the 'Job Preferences' panel with every field of docs/product.md#preference,
 * in its order. Before the interview (`null`) every field is empty.
 */
export function preferenceSections(
  texts: PreferencesTexts,
  preferences: Preferences | null,
): PreferenceSection[] {
  const { fields: labels, sections: titles } = texts.panel
  const values = texts.values
  const field = (key: keyof Labels, value: string | string[]): PreferenceField => ({
    key,
    label: labels[key],
    value,
  })
  const schedule = preferences?.jobTypeAndSchedule
  const location = preferences?.location
  const salary = preferences?.salaryAndBenefits
  const skills = preferences?.skillsAndExperience
  return [
    {
      key: 'jobTypeAndSchedule',
      title: titles.jobTypeAndSchedule,
      fields: [
        field(
          'jobTypes',
          cleanList((schedule?.jobTypes ?? []).map((type) => listedText(values.jobTypes, type))),
        ),
        field('roles', cleanList(schedule?.roles ?? [])),
        field(
          'shiftPreferences',
          cleanList((schedule?.shiftPreferences ?? []).map((shift) => shiftText(values, shift))),
        ),
      ],
    },
    {
      key: 'location',
      title: titles.location,
      fields: [
        field('preferredLocations', cleanList(location?.preferredLocations ?? [])),
        field(
          'maximumCommuteDistance',
          commuteText(values, location?.maximumCommuteDistance ?? ''),
        ),
        field('relocation', relocationText(values, location?.relocation ?? '')),
      ],
    },
    {
      key: 'salaryAndBenefits',
      title: titles.salaryAndBenefits,
      fields: [
        field('hourlyRateRange', hourlyRateText(values, salary?.hourlyRateRange ?? '')),
        field(
          'requiredBenefits',
          cleanList(
            (salary?.requiredBenefits ?? []).map((benefit) => listedText(values.benefits, benefit)),
          ),
        ),
      ],
    },
    {
      key: 'skillsAndExperience',
      title: titles.skillsAndExperience,
      fields: [
        field('skills', cleanList(skills?.skills ?? [])),
        field('yearsOfExperience', yearsText(values, skills?.yearsOfExperience ?? null)),
      ],
    },
  ]
}
