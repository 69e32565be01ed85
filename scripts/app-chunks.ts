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
/** The app's start, which the landing page's entry imports only when a visitor enters the app. */
const isAppStart = (id: string) => /[\\/]src[\\/]app[\\/]start-app\.tsx$/.test(id)

/** Every module reached from `entry`, following the dynamic imports `followDynamic` accepts. */
function reachable(
  entry: string,
  ctx: ChunkingContext,
  followDynamic: (id: string) => boolean,
): Set<string> {
  const reached = new Set<string>()
  const visit = (id: string) => {
    if (reached.has(id)) return
    const info = ctx.getModuleInfo(id)
    if (!info) return
    reached.add(id)
    for (const imported of info.importedIds) visit(imported)
    for (const imported of info.dynamicallyImportedIds) if (followDynamic(imported)) visit(imported)
  }
  visit(entry)
  return reached
}

/**
 * Every module the landing page can load: its own entry's (islands, the jobs strip, its texts)
 * but not the app it starts on intent; and in the app, the entry's static imports, what they
 * import on demand (the service worker, analytics, the query cache's store) except other
 * routes' code and the candidate guard, and all the landing route loads, at once or later.
 */
function landingModules(appEntry: string, landingEntry: string, ctx: ChunkingContext) {
  return new Set([
    ...reachable(landingEntry, ctx, (id) => !isAppStart(id)),
    ...reachable(appEntry, ctx, (id) => isLandingRoute(id) || (!isRouteSplit(id) && !isGuard(id))),
  ])
}

/**
 * The app's start: what its entry imports statically, without the entry itself (the landing
 * page imports the start on intent, and must not run the shell's entry with it) and without
 * what the landing page's own entry can load (it must not wait for the app to show its parts).
 */
function bootModules(appEntry: string, landingEntry: string, ctx: ChunkingContext) {
  const boot = reachable(appEntry, ctx, () => false)
  boot.delete(appEntry)
  for (const id of reachable(landingEntry, ctx, (id) => !isAppStart(id))) boot.delete(id)
  return boot
}

/**
 * How the app's code is split beyond one chunk per route (vite.config.ts). Left to itself the
 * bundler made ~100 scripts, most near 1 KB: a chunk per set of routes sharing a module, and the
 * entry's own imports split off it. /dashboard asked for ~70 of them, and a phone's six
 * connections per host took them a round trip at a time (Lighthouse /dashboard: LCP 4.1 s).
 *
 * - `boot`: the app's start, which every page of the app loads at once anyway (bootModules).
 * - `signed-in`: the shared code of the signed-in screens (libraries, the app's shared layers,
 *   the contract), except what the landing page can load, so its visitors never download it.
 */
export function appChunks(entryModule: string, landingEntry: string): CodeSplittingGroup[] {
  let boot: Set<string> | undefined
  let landing: Set<string> | undefined
  return [
    {
      name: (id, ctx) => {
        boot ??= bootModules(entryModule, landingEntry, ctx)
        return boot.has(id) ? 'boot' : null
      },
      priority: 2,
      // Not the modules it imports that the landing page shares: they stay out of it.
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => {
        landing ??= landingModules(entryModule, landingEntry, ctx)
        if (landing.has(id) || !SHARED_CODE.test(id) || KEPT_APART.test(id)) return null
        return 'signed-in'
      },
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ]
}
