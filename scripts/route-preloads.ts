import type { Plugin, Rollup } from 'vite'
import { chunkGraph } from './chunk-graph'

/** What the build writes for the server (server/http/route-preloads.ts reads it). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json'

export interface RoutePreload {
  /** The screen's path as TanStack Router writes it: '/dashboard/$jobId'. */
  path: string
  /**
   * The shell's own scripts first (the browser fetches in the order it learns of them, and the
   * app's main script is the one everything waits for), then the screen's and its layouts'.
   */
  files: string[]
}

/** The route file of a chunk split off by TanStack's router plugin, e.g. '_app/profile'. */
const routeFileOf = (facadeModuleId: string | null): string | undefined =>
  facadeModuleId?.match(/[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split/)?.[1]?.replace(/\\/g, '/')

/** A route file's segments: directories and dots both nest ('_app/dashboard.index'). */
const segmentsOf = (routeFile: string) => routeFile.split(/[/.]/)

/** The URL path of a route file: pathless layouts ('_app') and 'index' take no segment. */
const pathOf = (segments: string[]) =>
  `/${segments.filter((segment) => !segment.startsWith('_') && segment !== 'index').join('/')}`

const isPrefix = (prefix: string[], of: string[]) =>
  prefix.length < of.length && prefix.every((segment, index) => of[index] === segment)

/**
 * Every screen's scripts by path, for the server to announce in the shell's `Link` header
 * (`rel=modulepreload`). The shell is one HTML file for all screens, so without it the browser
 * learns of a screen's chunks only after the app's main script has loaded and run: on a slow
 * phone, a second wait of a round trip and more before the screen's data can even be asked for.
 * The header also names the shell's own scripts, first, so they are not queued behind the rest.
 */
export function routePreloads(): Plugin {
  return {
    name: 'hirelane-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const { chunks, closure, loadedAtStart } = chunkGraph(bundle)
      const loadedByShell = loadedAtStart()
      const routes = chunks.flatMap((chunk) => {
        const routeFile = routeFileOf(chunk.facadeModuleId)
        return routeFile ? [{ segments: segmentsOf(routeFile), fileName: chunk.fileName }] : []
      })
      const screens = routes.filter((route) => !route.segments.at(-1)!.startsWith('_'))
      const preloads: RoutePreload[] = screens.map((screen) => {
        const chain = routes.filter(
          (route) =>
            route === screen ||
            route.segments[0] === '__root' ||
            isPrefix(route.segments, screen.segments),
        )
        const files = closure(
          chain.map((route) => route.fileName),
          new Set(loadedByShell),
        )
        return { path: pathOf(screen.segments), files: [...files].map((file) => `/${file}`) }
      })
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      })
    },
  }
}
