import { formatCount } from '@/shared/format/count'
import { plural, type PluralForms } from '@/shared/i18n/plural'

/** 'N jobs available' of a recommended-jobs card (SPEC.md 2), in the locale's plural form. */
export const jobsAvailable = (locale: string, count: number, forms: PluralForms): string =>
  `${formatCount(count)} ${plural(locale, count, forms)}`
