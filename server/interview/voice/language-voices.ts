import type { AppLanguage } from '../../../contract/app-language'
import { espeakSynthesiser } from './synthesise'
import type { Synthesiser } from './synthesiser'

/**
 * The recruiter's voice per interview language (docs/adr/0107). English keeps the voice chosen at
 * start (Festival's, espeak-ng's or a speech service's); Festival has no Spanish voice, so Spanish
 * is always espeak-ng's Latin American one. Each language has its own prompt cache, whose voice
 * id is in every prompt's id and file name: English and Spanish audio never mix.
 */
export const SPANISH_VOICE = 'es-419'

export const spanishSynthesiser = (): Synthesiser => espeakSynthesiser(SPANISH_VOICE)

/** Where one voice's prompts come from (a PromptCache, or a test's stand-in). */
export interface PromptSource<Prompt> {
  get(text: string): Promise<Prompt>
  /** The PromptCache's codec, when it is one. */
  readonly codec?: { name: string }
}

/** One source for every language (tests), or one per language. */
export type LanguagePromptSources<Prompt> =
  PromptSource<Prompt> | Record<AppLanguage, PromptSource<Prompt>>

export const sourcesByLanguage = <Prompt>(
  sources: LanguagePromptSources<Prompt>,
): Record<AppLanguage, PromptSource<Prompt>> =>
  'get' in sources ? { en: sources, es: sources } : sources
