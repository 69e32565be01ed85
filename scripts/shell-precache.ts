import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ManifestTransform } from 'workbox-build'
import { isTextChunk } from './text-chunks'

/** Every /assets/ script the shell loads up front: its entry and its modulepreloads. */
export const scriptsOfShell = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  )

/** The pages whose up-front scripts are precached: the shell and the landing page's. */
const PAGES = ['shell.html', 'index.html', 'es.html']

/**
 * Precache only the shell (DESIGN.md 7): of the built scripts, keep the ones the shell and the
 * landing page (its islands, issue 17) load up front, and every language's catalogues (a few
 * KB each), so the app works offline in the language switched to after going offline too
 * (issue 16). Route chunks are cached by the service worker when first used.
 */
export const keepShellScripts =
  (outDir: string): ManifestTransform =>
  (entries) => {
    const shellScripts = new Set(
      PAGES.flatMap((page) => [...scriptsOfShell(readFileSync(path.join(outDir, page), 'utf8'))]),
    )
    return {
      manifest: entries.filter(
        (entry) =>
          !entry.url.startsWith('assets/') || shellScripts.has(entry.url) || isTextChunk(entry.url),
      ),
      warnings: [],
    }
  }
