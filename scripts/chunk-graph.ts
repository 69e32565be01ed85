import type { Rollup } from 'vite'
import { isEntryChunkOf, LANDING_ENTRY, LOGIN_ENTRY } from './landing-entry'

/** The prerendered pages' own entries, which the app's pages never load. */
const isPageEntry = (chunk: Rollup.OutputChunk) =>
  isEntryChunkOf(LANDING_ENTRY)(chunk) || isEntryChunkOf(LOGIN_ENTRY)(chunk)

/** The chunks of a bundle and what they import, for the build plugins that list scripts. */
export function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  )
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))

  /** The files and everything they import statically, added to `into` in the order met. */
  const closure = (fileNames: string[], into = new Set<string>()): Set<string> => {
    for (const fileName of fileNames) {
      if (into.has(fileName)) continue
      into.add(fileName)
      closure(byName.get(fileName)?.imports ?? [], into)
    }
    return into
  }

  /**
   * What every page of the app loads as it starts: the app's entry chunks and all they import
   * (not the prerendered pages' own entries), without an entry chunk that has no modules
   * left.
   */
  const loadedAtStart = (): string[] =>
    [
      ...closure(
        chunks
          .filter((chunk) => chunk.isEntry && !isPageEntry(chunk))
          .map((chunk) => chunk.fileName),
      ),
    ].filter((fileName) => (byName.get(fileName)?.moduleIds.length ?? 0) > 0)

  return { chunks, closure, loadedAtStart }
}
