import type { Plugin, Rollup } from 'vite'

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
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      )
      const guard = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(guardModule))
      if (!guard) throw new Error(`shell preloads: no chunk for ${guardModule}`)
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const loadedUpFront = new Set(
        chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
      )
      const wanted = new Set<string>()
      const visit = (fileName: string) => {
        if (wanted.has(fileName) || loadedUpFront.has(fileName)) return
        wanted.add(fileName)
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported)
      }
      visit(guard.fileName)
      files = [...wanted]
    },
    tags: () =>
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
  }
}
