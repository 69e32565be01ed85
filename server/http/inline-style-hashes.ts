import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The CSP sources that let the app's inline styles in without 'unsafe-inline':
 * - the hash of the empty string: styled-components (production, "speedy" mode) creates each
 *   of its <style> elements with an empty text node and then adds rules through the CSSOM
 *   (insertRule), which CSP does not govern; only the element's text, '', is checked;
 * - the hash of every <style> block in the built pages (the prerendered landing and login
 *   pages', in English and in Spanish, and the shell's critical CSS), read from the build directory when
 *   the server starts.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

const STYLE_BLOCK = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi
/** The landing and login pages in English and in Spanish, and the shell. */
const PAGES = ['index.html', 'es.html', 'login.html', 'login-es.html', 'shell.html']

const styleHash = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`

/**
 * The hashes of the built pages' <style> blocks, read once: when the server starts (the app is
 * created). Reading them per request would put synchronous file I/O on the event loop for every
 * page and asset; a rebuild of the pages therefore needs a restart to reach the CSP.
 */
export function builtPageStyleHashes(staticDir: string): readonly string[] {
  const blocks = PAGES.flatMap((page) => {
    const html = readPage(join(staticDir, page))
    return html === undefined ? [] : [...html.matchAll(STYLE_BLOCK)].map((match) => match[1] ?? '')
  })
  return [...new Set(blocks.map(styleHash))].filter((hash) => hash !== EMPTY_STYLE_HASH)
}

/** A page's text, or undefined when the build has no such page (or no build at all). */
function readPage(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
