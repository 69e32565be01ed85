import { plural } from '@/shared/i18n/intl'

/** 'Rosa Mendez' -> 'RM', 'Ana Maria de la Cruz' -> 'AC', 'Cher' -> 'C', '' -> ''. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words.at(-1) : undefined
  return [first, last]
    .map((word) => (word ? [...word][0] : ''))
    .join('')
    .toLocaleUpperCase('en-US')
}

interface ExperienceForms {
  one: (years: number) => string
  other: (years: number) => string
}

/**
 * The header's years in the locale's words: '1 year of experience', '5 years of experience'
 * (the form chosen by the locale's plural rules); '' when none is known.
 */
export function experienceText(years: number, locale: string, forms: ExperienceForms): string {
  if (!Number.isFinite(years) || years <= 0) return ''
  return plural(locale, years, { one: 'one', other: 'other' }) === 'one'
    ? forms.one(years)
    : forms.other(years)
}
