import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The CSP sources that let the app's inline styles in without 'unsafe-inline':
 * - the hash of the empty string: styled-components (production, "speedy" mode) creates each
 *   of its <style> elements with an empty text node and then adds rules through the CSSOM
 *   (insertRule), which CSP does not govern; only the element's text, '', is checked;
 * - the hash of every <style> block in the built pages (the prerendered landing page's and
 *   the shell's critical CSS), read from the build directory.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

const STYLE_BLOCK = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi
const PAGES = ['index.html', 'shell.html']

export const styleHash = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`

/** The hashes of the built pages' <style> blocks; read again whenever a page changes (a rebuild). */
export function builtPageStyleHashes(staticDir: string): () => readonly string[] {
  let seen = ''
  let hashes: readonly string[] = []
  return () => {
    const files = PAGES.map((page) => join(staticDir, page))
    const stamp = files.map(modifiedAt).join(',')
    if (stamp === seen) return hashes
    seen = stamp
    const blocks = files.flatMap((file) =>
      modifiedAt(file) === 0
        ? []
        : [...readFileSync(file, 'utf8').matchAll(STYLE_BLOCK)].map((match) => match[1] ?? ''),
    )
    hashes = [...new Set(blocks.map(styleHash))].filter((hash) => hash !== EMPTY_STYLE_HASH)
    return hashes
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}
