import type { Rolldown } from 'vite'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup
type ChunkingContext = Rolldown.ChunkingContext

/** Code every signed-in screen shares: libraries, the app's shared layers, the contract. */
const SHARED_CODE = /[\\/](node_modules|src[\\/](shared|entities|app)|contract)[\\/]/

/** Loaded only on demand and kept apart: analytics (PostHog), after consent. */
const KEPT_APART = /[\\/]node_modules[\\/](posthog-js|@posthog)[\\/]/

/** A route's split code (TanStack's `?tsr-split=...` modules), the landing page's own or not. */
const isRouteSplit = (id: string) => id.includes('?tsr-split')
const isLandingRoute = (id: string) => /[\\/]src[\\/]routes[\\/](index|__root)\.tsx/.test(id)
const isGuard = (id: string) => /[\\/]src[\\/]app[\\/]guards[\\/]/.test(id)

/**
 * Every module the landing page can load: the entry's static imports, what they import on
 * demand (the service worker, analytics, the query cache's store) except other routes' code
 * and the candidate guard, and all the landing route loads, at once or later.
 */
function landingModules(entry: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>()
  const visit = (id: string, followDynamic: (id: string) => boolean) => {
    if (reached.has(id)) return
    const info = ctx.getModuleInfo(id)
    if (!info) return
    reached.add(id)
    for (const imported of info.importedIds) visit(imported, followDynamic)
    for (const imported of info.dynamicallyImportedIds)
      if (followDynamic(imported)) visit(imported, followDynamic)
  }
  visit(entry, (id) => isLandingRoute(id) || (!isRouteSplit(id) && !isGuard(id)))
  return reached
}

/**
 * How the app's code is split beyond one chunk per route (vite.config.ts). Left to itself the
 * bundler made ~100 scripts, most near 1 KB: a chunk per set of routes sharing a module, and the
 * entry's own imports split off it. /dashboard asked for ~70 of them, and a phone's six
 * connections per host took them a round trip at a time (Lighthouse /dashboard: LCP 4.1 s).
 *
 * - `boot`: the entry and everything it imports statically, which every page loads at once
 *   anyway. The HTML then loads this chunk directly (Vite drops the emptied index.html entry
 *   chunk, and with it the manifest's entry: bench/bundle-sizes.ts reads the HTML instead).
 * - `signed-in`: the shared code of the signed-in screens (libraries, the app's shared layers,
 *   the contract), except what the landing page can load, so its visitors never download it.
 */
export function appChunks(entryModule: string): CodeSplittingGroup[] {
  let landing: Set<string> | undefined
  return [
    { name: 'boot', tags: ['$initial'], priority: 2 },
    {
      name: (id, ctx) => {
        landing ??= landingModules(entryModule, ctx)
        if (landing.has(id) || !SHARED_CODE.test(id) || KEPT_APART.test(id)) return null
        return 'signed-in'
      },
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ]
}
