import type { ResumeFormat } from '../../contract/onboarding'
import { analyseResume } from '../resume/analyse-resume'
import type { DraftProfile } from '../resume/draft-profile'

/**
 * How the server turns an uploaded resume into a draft profile (server/resume/). A dependency
 * of the app, so tests can put a failing or slow analyser in its place.
 */
export type AnalyseResume = (bytes: Uint8Array, format: ResumeFormat) => Promise<DraftProfile>

export const analyseResumeFromModule: AnalyseResume = (bytes, format) =>
  analyseResume(bytes, format)
