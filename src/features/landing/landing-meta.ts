import { appConfig } from '@/shared/config'
import type { Language } from '@/shared/i18n/language'
import { landingTextBundle, type LandingTexts } from './landing-texts'

type LandingMeta = { title: string; description: string }

/** Title and description of the landing page, from its texts in the language shown. */
export const landingMetaOf = (texts: LandingTexts): LandingMeta => ({
  title: texts.meta.title(appConfig.productName),
  description: texts.meta.description,
})

/** The same for the build-time prerender, in each language it writes. */
export const landingMeta = async (language: Language): Promise<LandingMeta> =>
  landingMetaOf(await landingTextBundle.load(language))
