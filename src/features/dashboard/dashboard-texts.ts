import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { preloadTexts, useTexts } from '@/shared/i18n/use-texts'
import type { dashboardTextsEn } from './texts/en'

export type DashboardTexts = Catalogue<typeof dashboardTextsEn>

/** The dashboard's texts, one catalogue per language, loaded on demand. */
const dashboardTextBundle = defineTexts<DashboardTexts>('dashboard', {
  en: () => import('./texts/en').then((module) => module.dashboardTextsEn),
  es: () => import('./texts/es').then((module) => module.dashboardTextsEs),
})

export const useDashboardTexts = (): DashboardTexts => useTexts(dashboardTextBundle)

/** For the dashboard's loader: its texts on their way with its data. */
export const preloadDashboardTexts = (): void => preloadTexts(dashboardTextBundle)
