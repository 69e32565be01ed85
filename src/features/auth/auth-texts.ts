import { useTexts } from '@/shared/i18n/use-texts'
import { authTextBundle, type AuthTexts } from './auth-text-bundle'

export const useAuthTexts = (): AuthTexts => useTexts(authTextBundle)
