import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { preloadTexts, useTexts } from '@/shared/i18n/use-texts'
import type { notificationsTextsEn } from './texts/en'

export type NotificationsTexts = Catalogue<typeof notificationsTextsEn>

/** The notification card's and switch's texts, one catalogue per language. */
const notificationsTextBundle = defineTexts<NotificationsTexts>('notifications', {
  en: () => import('./texts/en').then((module) => module.notificationsTextsEn),
  es: () => import('./texts/es').then((module) => module.notificationsTextsEs),
})

export const useNotificationsTexts = (): NotificationsTexts => useTexts(notificationsTextBundle)

/** For a screen's loader: the notifications offer's texts on their way with the screen's data. */
export const preloadNotificationsTexts = (): void => preloadTexts(notificationsTextBundle)
