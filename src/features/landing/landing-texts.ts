import { useTexts } from '@/shared/i18n/use-texts'
import { landingTextBundle, type LandingTexts } from './landing-text-bundle'

export { landingTextBundle, type LandingTexts }

export const useLandingTexts = (): LandingTexts => useTexts(landingTextBundle)
