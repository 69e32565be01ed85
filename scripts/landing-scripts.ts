import type { Plugin, Rollup } from 'vite'
import { chunkGraph } from './chunk-graph'
import { isEntryChunkOf, LANDING_ENTRY } from './landing-entry'

/**
 * A prerendered page's script tags: its own entry (the landing page's by default), and a
 * modulepreload for each chunk the entry imports statically, so the browser fetches them in
 * parallel rather than one after another.
 */
export function landingScripts(entryPath: string = LANDING_ENTRY): Plugin & { tags(): string } {
  let tags = ''
  const isEntry = isEntryChunkOf(entryPath)
  return {
    name: `hirelane-page-scripts:${entryPath}`,
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const { chunks, closure } = chunkGraph(bundle)
      const entry = chunks.find(isEntry)
      if (!entry) throw new Error(`page scripts: no chunk for ${entryPath}`)
      const imported = [...closure([entry.fileName])].filter((file) => file !== entry.fileName)
      tags = [
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
        ...imported.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('')
    },
    tags: () => tags,
  }
}
