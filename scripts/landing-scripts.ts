import type { Plugin, Rollup } from 'vite'
import { chunkGraph } from './chunk-graph'
import { isLandingEntry, LANDING_ENTRY } from './landing-entry'

/**
 * The landing page's script tags: its entry, and a modulepreload for each chunk the entry
 * imports statically, so the browser fetches them in parallel rather than one after another.
 */
export function landingScripts(): Plugin & { tags(): string } {
  let tags = ''
  return {
    name: 'hirelane-landing-scripts',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const { chunks, closure } = chunkGraph(bundle)
      const entry = chunks.find(isLandingEntry)
      if (!entry) throw new Error(`landing scripts: no chunk for ${LANDING_ENTRY}`)
      const imported = [...closure([entry.fileName])].filter((file) => file !== entry.fileName)
      tags = [
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
        ...imported.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('')
    },
    tags: () => tags,
  }
}
