import { existsSync, readFileSync } from 'node:fs'
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

/** The pages whose up-front scripts are precached: the shell, the landing and login pages'. */
const PAGES = ['shell.html', 'index.html', 'es.html', 'login.html', 'login-es.html']

/**
 * Precache only the shell (docs/adr/0032): of the built scripts, keep the ones the shell and the
 * landing page (its islands, docs/adr/0110) load up front, and every language's catalogues (a few
 * KB each), so the app works offline in the language switched to after going offline too
 * (docs/adr/0101). Route chunks are cached by the service worker when first used.
 */
export const keepShellScripts =
  (outDir: string): ManifestTransform =>
  (entries) => {
    // A page the build did not write (a build without the Spanish login page) has no scripts.
    const built = PAGES.map((page) => path.join(outDir, page)).filter((file) => existsSync(file))
    const shellScripts = new Set(
      built.flatMap((file) => [...scriptsOfShell(readFileSync(file, 'utf8'))]),
    )
    return {
      manifest: entries.filter(
        (entry) =>
          !entry.url.startsWith('assets/') || shellScripts.has(entry.url) || isTextChunk(entry.url),
      ),
      warnings: [],
    }
  }
