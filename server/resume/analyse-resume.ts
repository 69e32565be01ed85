import type { ResumeFormat } from '../../contract/onboarding'
import type { DraftProfile } from './draft-profile'
import { extractResumeText } from './extract-text'
import { parseResume, type ParseResumeOptions } from './parse-resume'

type AnalyseResumeOptions = ParseResumeOptions

/**
 * The draft profile of a resume file: extractResumeText, then parseResume. Pure: no database,
 * no network. Throws ResumeExtractionError when the file cannot be read.
 */
export async function analyseResume(
  bytes: Uint8Array,
  format: ResumeFormat,
  options: AnalyseResumeOptions = {},
): Promise<DraftProfile> {
  return parseResume(await extractResumeText(bytes, format), options)
}
