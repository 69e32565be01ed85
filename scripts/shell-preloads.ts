import type { Plugin, Rollup } from 'vite'
import { chunkGraph } from './chunk-graph'

/**
 * The candidate guard's scripts as <link rel="modulepreload"> tags for dist/shell.html, the page
 * every signed-in screen starts from. The guard runs before any of those screens can load its
 * data, and without the tags the browser only learns of its chunk once the entry has run: a
 * round trip in series on a slow phone. The prerendered landing page (index.html) stays
 * without them: a visitor there may never sign in.
 */
export function shellPreloads(guardModule: string): Plugin & { tags(): string } {
  let files: string[] = []
  return {
    name: 'hirelane-shell-preloads',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const { chunks, closure, loadedAtStart } = chunkGraph(bundle)
      // The guard's own chunk, or the shared chunk it was grouped into (scripts/app-chunks.ts).
      const guard =
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(guardModule)) ??
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(guardModule)))
      if (!guard) throw new Error(`shell preloads: no chunk for ${guardModule}`)
      const loadedUpFront = new Set(loadedAtStart())
      files = [...closure([guard.fileName], new Set(loadedUpFront))].filter(
        (file) => !loadedUpFront.has(file),
      )
    },
    tags: () =>
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
  }
}
