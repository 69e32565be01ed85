import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'

/** Written by the build (scripts/route-preloads.ts): each screen's path and scripts. */
const routePreloadsSchema = v.array(
  v.object({
    path: v.pipe(v.string(), v.startsWith('/')),
    files: v.array(v.pipe(v.string(), v.regex(/^\/assets\/[\w.-]+\.js$/))),
  }),
)
type RoutePreloads = v.InferOutput<typeof routePreloadsSchema>

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** '/dashboard/$jobId' matches '/dashboard/7f0c...': a '$' segment stands for any one. */
const matches = (pattern: string[], path: string[]) =>
  pattern.length === path.length &&
  pattern.every((segment, index) => segment.startsWith('$') || segment === path[index])

/**
 * The `Link` header that announces a screen's scripts with the shell (`rel=modulepreload`), so
 * the browser fetches them alongside the app's main script instead of after it has run. None
 * for a path that is no screen (the app shows its not-found view) or a build without the file.
 */
export function routePreloadLinks(staticDir: string): (path: string) => string | undefined {
  const file = join(staticDir, 'route-preloads.json')
  let routes: { pattern: string[]; link: string }[] | undefined
  const load = (): typeof routes => {
    if (!existsSync(file)) return []
    const preloads: RoutePreloads = v.parse(
      routePreloadsSchema,
      JSON.parse(readFileSync(file, 'utf8')),
    )
    return preloads
      .filter((route) => route.files.length > 0)
      .map((route) => ({
        pattern: segmentsOf(route.path),
        link: route.files.map((href) => `<${href}>; rel=modulepreload`).join(', '),
      }))
  }
  return (path) => {
    routes ??= load()
    const segments = segmentsOf(path)
    return routes?.find((route) => matches(route.pattern, segments))?.link
  }
}
