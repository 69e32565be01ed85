import type { AppLanguage } from '../../../contract/app-language'
import { ENGLISH_PROMPTS, type DialoguePrompts } from './prompts'
import { SPANISH_PROMPTS } from './prompts-es'

/** The recruiter's words per app language: one typed table each. */
export const DIALOGUE_PROMPTS: Record<AppLanguage, DialoguePrompts> = {
  en: ENGLISH_PROMPTS,
  es: SPANISH_PROMPTS,
}
