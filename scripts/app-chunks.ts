import type { Rolldown } from 'vite'
import { textChunkName } from './text-chunks'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup
type ChunkingContext = Rolldown.ChunkingContext

/** Code every signed-in screen shares: libraries, the app's shared layers, the contract. */
const SHARED_CODE = /[\\/](node_modules|src[\\/](shared|entities|app)|contract)[\\/]/
const NODE_MODULES = /[\\/]node_modules[\\/]/
/** The landing page's own feature code (its islands among it). */
const LANDING_FEATURE = /[\\/]src[\\/]features[\\/]landing[\\/]/
/** Features' code: shared by some screens only (sign-out, push, the submissions' keys). */
const SHARED_FEATURE_CODE = /[\\/]src[\\/]features[\\/]/

/** Loaded only on demand and kept apart: analytics (PostHog), after consent. */
const KEPT_APART = /[\\/]node_modules[\\/](posthog-js|@posthog)[\\/]/

const isRouteSplit = (id: string) => id.includes('?tsr-split')
/** The contract: mostly every screen's calls, but some of it one screen's or one language's. */
const CONTRACT = /[\\/]contract[\\/]/
/** Modules whose importers are looked through to find who really uses them. */
const isLookedThrough = (id: string) =>
  (SHARED_FEATURE_CODE.test(id) || CONTRACT.test(id)) && !isRouteSplit(id)
/** A layout route's split view ('_authenticated', '_app'): a few bytes each, every screen's. */
const isLayoutRoute = (id: string) =>
  isRouteSplit(id) && /[\\/]src[\\/]routes[\\/](.+[\\/])?_[^/\\]+\.tsx\?/.test(id)
/** The landing page's route modules, split (TanStack's `?tsr-split=...`) or not. */
const isLandingRoute = (id: string) => /[\\/]src[\\/]routes[\\/](index|__root)\.tsx/.test(id)
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
 * What the prerendered landing page's own entry can load (docs/adr/0110): its islands, the jobs
 * strip, their texts, but not the app it starts on intent.
 */
const islandModules = (landingEntry: string, ctx: ChunkingContext) =>
  reachable(landingEntry, ctx, (id) => !isAppStart(id))

/**
 * The app's start: what its entry imports statically, without the entry itself (the landing
 * page imports the start on intent, and must not run the shell's entry with it) and without
 * what the landing page's own entry can load (it must not wait for the app to show its parts).
 */
function bootModules(appEntry: string, pageEntries: string[], ctx: ChunkingContext) {
  const boot = reachable(appEntry, ctx, () => false)
  boot.delete(appEntry)
  for (const entry of pageEntries) for (const id of islandModules(entry, ctx)) boot.delete(id)
  return boot
}

/**
 * Every module the app's landing route loads (the app shows it when it goes to '/'): the
 * entry's static imports, and all the landing route loads, at once or later. What the start code imports on demand for other pages (the session's
 * and language's wiring: sign-out, push, the server's language) is not followed: the landing
 * never runs it, and split apart it made ~20 scripts of under 1 KB each for /dashboard, which a
 * phone's six connections fetched a round trip at a time. Libraries imported on demand
 * (the service worker's window side, analytics) and text catalogues keep chunks of their own.
 */
function landingModules(entry: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>()
  const followed = new Set<string>()
  const visit = (id: string, inLandingRoute: boolean) => {
    const inside = inLandingRoute || isLandingRoute(id)
    // Met first from the start code, a module is visited again from the landing route, whose
    // imports on demand are all followed.
    const key = `${inside}:${id}`
    if (followed.has(key)) return
    const info = ctx.getModuleInfo(id)
    if (!info) return
    followed.add(key)
    reached.add(id)
    for (const imported of info.importedIds) visit(imported, inside)
    for (const imported of info.dynamicallyImportedIds)
      if (inside || isLandingRoute(imported)) visit(imported, inside)
  }
  visit(entry, false)
  return reached
}

/** A library or a text catalogue imported on demand: its own chunk, loaded when asked for. */
const isOnDemandChunk = (id: string, ctx: ChunkingContext) =>
  textChunkName(id) !== undefined ||
  (NODE_MODULES.test(id) && (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0)

/**
 * What imports a feature's module, seen through the feature's own modules: route views and
 * modules of the shared layers (a feature's modules import each other; features never do).
 */
function featureOwners(id: string, ctx: ChunkingContext, seen = new Set<string>()): Set<string> {
  const owners = new Set<string>()
  seen.add(id)
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (seen.has(importer)) continue
    if (isLookedThrough(importer))
      for (const owner of featureOwners(importer, ctx, seen)) owners.add(owner)
    else owners.add(importer)
  }
  return owners
}

/**
 * Feature code the signed-in chunk must hold: what two screens or more use (sign-out, push's
 * keys), and what the shared layers import (in a chunk of its own it would import the signed-in
 * chunk that imports it, and a cycle of chunks runs one before its imports are ready). Modules
 * only ever imported on demand (push's start) keep chunks of their own.
 */
function isSharedFeatureCode(id: string, ctx: ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id)
  if (isRouteSplit(id) || !info || info.importers.length === 0) return false
  const owners = [...featureOwners(id, ctx)]
  return owners.length >= 2 || owners.some((owner) => !isRouteSplit(owner))
}

/**
 * How the app's code is split beyond one chunk per route (vite.config.ts). Left to itself the
 * bundler made ~100 scripts, most near 1 KB: a chunk per set of routes sharing a module, and the
 * entry's own imports split off it. /dashboard asked for ~70 of them, and a phone's six
 * connections per host took them a round trip at a time (Lighthouse /dashboard: LCP 4.1 s).
 *
 * - `boot`: the app's start (bootModules), which every page of the app loads at once anyway.
 * - `landing-islands` and `landing-common`: all the prerendered landing page's own entry loads
 *   (docs/adr/0110), at once or after its first paint (about 10 KB): its own feature code, and what
 *   it shares with the app (the shared layers, the bundler's helpers), which the app's start
 *   imports too. Left to the bundler, its modules made small chunks that imported each other (a
 *   cycle of chunks runs one before its imports are ready).
 * - `login-common` and `login-island`: what the prerendered login page's own entry loads before
 *   sign-in beyond the landing page's chunks: the shared layers it needs (the http client, the
 *   login calls' contract), which the app's start shares, and the login feature's island.
 * - `signed-in` and `signed-in-libraries`: the shared code of the signed-in screens (the app's
 *   shared layers, the contract, the layout routes' views, feature code several screens use; the libraries
 *   apart, so neither chunk nears the 40 KB bar), except what the landing page loads, so its
 *   visitors never download it.
 * - `landing-shared`: what the app's landing route loads after the start and other screens use
 *   too: one chunk instead of a dozen of ~1 KB.
 *
 * With them /dashboard asks for 7 scripts and its catalogues instead of ~30 (Lighthouse
 * simulates a phone: each script a round trip on one of six connections, every request in
 * flight a share of the bandwidth, so the boot chunk arrived last).
 */
export function appChunks(
  entryModule: string,
  landingEntry: string,
  loginEntry?: string,
): CodeSplittingGroup[] {
  let boot: Set<string> | undefined
  let islands: Set<string> | undefined
  let login: Set<string> | undefined
  let landing: Set<string> | undefined
  const bootGroup = (id: string, ctx: ChunkingContext): string | null => {
    boot ??= bootModules(entryModule, loginEntry ? [landingEntry, loginEntry] : [landingEntry], ctx)
    return boot.has(id) ? 'boot' : null
  }
  /** The group of a module several pages share, or null to leave it where the bundler puts it. */
  const sharedGroup = (id: string, ctx: ChunkingContext): string | null => {
    islands ??= islandModules(landingEntry, ctx)
    login ??= loginEntry ? islandModules(loginEntry, ctx) : new Set()
    landing ??= landingModules(entryModule, ctx)
    if (KEPT_APART.test(id) || isOnDemandChunk(id, ctx)) return null
    // The bundler's helpers (Vite's preload of a dynamic import's chunks): a chunk of their own,
    // so the landing page's entry, which imports nothing else up front, stays a few hundred bytes.
    if (islands.has(id) && id.startsWith('\0')) return 'bundler-helpers'
    // In two chunks: left to the bundler, its modules made small chunks that imported each
    // other. The app shares the second (the shared layers, the bundler's helpers), not the first.
    if (islands.has(id) && id !== landingEntry)
      return LANDING_FEATURE.test(id) ? 'landing-islands' : 'landing-common'
    // The rest of what the prerendered login page loads before sign-in, in two chunks: the
    // shared layers and libraries, which the app's start imports too, and the login feature's
    // own code (its island), which the signed-in screens never load.
    if (login.has(id) && id !== loginEntry)
      return SHARED_CODE.test(id) ? 'login-common' : 'login-island'
    if (isLayoutRoute(id)) return landing.has(id) ? null : 'signed-in'
    if (!SHARED_CODE.test(id) && !SHARED_FEATURE_CODE.test(id)) return null
    // What the boot chunk holds is taken by its group first (a higher priority).
    if (landing.has(id)) return SHARED_CODE.test(id) ? 'landing-shared' : null
    if (SHARED_FEATURE_CODE.test(id)) return isSharedFeatureCode(id, ctx) ? 'signed-in' : null
    // A part of the contract only one screen's code (or one language's texts, or a part loaded
    // on demand) uses stays with it: the call-me consent in each language, the report's schema.
    if (CONTRACT.test(id) && !isSharedFeatureCode(id, ctx)) return null
    return NODE_MODULES.test(id) ? 'signed-in-libraries' : 'signed-in'
  }
  return [
    // Not the modules it imports that the landing page's entry shares: they stay out of it.
    { name: bootGroup, priority: 3, includeDependenciesRecursively: false },
    { name: sharedGroup, priority: 2, includeDependenciesRecursively: false },
  ]
}
