import type { Language } from '@/shared/i18n/language'

/**
 * The landing page's address in each language: '/' answers in the visitor's language (the
 * server negotiates it), '/es' is always Spanish (for links, crawlers and hreflang).
 */
export const landingPathOf: Record<Language, '/' | '/es'> = { en: '/', es: '/es' }
