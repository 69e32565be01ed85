import { formatCount } from '@/shared/format/count'
import { plural, type PluralForms } from '@/shared/i18n/plural'

/**
 * 'N jobs available' of a recommended-jobs card (docs/product.md#the-public-pages), in the locale's
 * plural form.
 */
export const jobsAvailable = (locale: string, count: number, forms: PluralForms): string =>
  `${formatCount(count)} ${plural(locale, count, forms)}`
