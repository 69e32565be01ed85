/**
 * The catalogues' chunks (docs/adr/0101): one per feature and language, named
 * 'texts-<feature>-<lang>' so a build listing reads at a glance and the service worker's
 * precache can take every language (scripts/shell-precache.ts) for the app to work offline in
 * either.
 */

/** A catalogue module: src/<layer>/<path>/texts/en.ts or src/<layer>/<path>/<name>-texts/es.ts. */
const CATALOGUE =
  /[\\/]src[\\/](?:features|entities|shared|app)[\\/](.+)[\\/](?:([\w-]+)-)?texts[\\/](\w+)\.ts$/

/** 'texts-landing-es', 'texts-http-error-en': the chunk's name, or undefined for other modules. */
export function textChunkName(moduleId: string | null | undefined): string | undefined {
  const match = moduleId?.match(CATALOGUE)
  if (!match) return undefined
  const [, folder = '', prefix, language = ''] = match
  const feature = [...folder.split(/[\\/]/), ...(prefix ? [prefix] : [])].join('-')
  return `texts-${feature}-${language}`
}

/** For rolldown's `chunkFileNames`: catalogues by name, every other chunk as Vite names it. */
export const chunkFileNames = (chunk: { facadeModuleId?: string | null }): string => {
  const name = textChunkName(chunk.facadeModuleId)
  return name ? `assets/${name}-[hash].js` : 'assets/[name]-[hash].js'
}

/** A built catalogue chunk's path in dist/ ('assets/texts-landing-es-Ab12.js'). */
export const isTextChunk = (file: string): boolean => /^assets\/texts-[\w-]+\.js$/.test(file)
