import type { Rollup } from 'vite'

/**
 * The prerendered pages' own entries: index.html and es.html load the landing page's, and
 * login.html and login-es.html the login page's, instead of the app's, which they load only when
 * a visitor enters the app (or signs in).
 */
export const LANDING_ENTRY = 'src/landing-main.ts'
export const LOGIN_ENTRY = 'src/login-main.ts'

export const isEntryChunkOf =
  (entry: string) =>
  (chunk: Rollup.OutputChunk): boolean =>
    chunk.isEntry && (chunk.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(entry)
