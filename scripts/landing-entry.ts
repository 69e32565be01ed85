import type { Rollup } from 'vite'

/**
 * The prerendered landing page's own entry (issue 17): index.html and es.html load it instead
 * of the app's, which they load only when a visitor follows a link into the app.
 */
export const LANDING_ENTRY = 'src/landing-main.ts'

export const isLandingEntry = (chunk: Rollup.OutputChunk): boolean =>
  chunk.isEntry && (chunk.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(LANDING_ENTRY)
