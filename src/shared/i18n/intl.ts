import { localeOf } from './language'
import { useLanguage } from './language-store'

/** The Intl locale of the language on screen: 'en-US' or 'es-US'. */
export const useLocale = (): string => localeOf[useLanguage()]

export { plural } from './plural'
