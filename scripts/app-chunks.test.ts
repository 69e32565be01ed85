import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { appChunks } from './app-chunks'

const ENTRY = '/app/src/main.tsx'
const APP_START = '/app/src/app/start-app.tsx'
const LANDING_ENTRY = '/app/src/landing-main.ts'
const JOBS_STRIP = '/app/src/features/landing/islands/jobs-strip.ts'
const LOGIN_ENTRY = '/app/src/login-main.ts'
const LOGIN_ISLAND = '/app/src/features/auth/islands/login-island.ts'
const SIGNED_IN = '/app/src/shared/session/signed-in.ts'
const KY = '/app/node_modules/ky/index.js'
const split = (route: string) => `/app/src/routes/${route}.tsx?tsr-split=component`
const LANDING_ROUTE = split('index')
const DASHBOARD_ROUTE = split('_authenticated/_app/dashboard.index')
const SUBMISSIONS_ROUTE = split('_authenticated/_app/submissions.index')
const APP_LAYOUT_ROUTE = split('_authenticated/_app')
const GUARD = '/app/src/app/guards/require-candidate.ts'

/** A module graph: each id's static and dynamic imports. */
const graph: Record<string, { imports?: string[]; dynamic?: string[] }> = {
  [ENTRY]: { imports: [APP_START, '/app/src/shared/i18n/language-choice.ts'] },
  [APP_START]: {
    imports: [
      '/app/node_modules/react/index.js',
      '/app/src/app/router.tsx',
      '/app/src/shared/i18n/ui-texts.ts',
      SIGNED_IN,
      KY,
    ],
    dynamic: [
      '/app/src/shared/query/idb-persister.ts',
      '/app/node_modules/workbox-window/index.js',
    ],
  },
  '/app/src/shared/i18n/ui-texts.ts': { dynamic: ['/app/src/shared/ui/texts/en.ts'] },
  [LANDING_ENTRY]: {
    imports: [
      '/app/src/shared/i18n/language-choice.ts',
      '/app/src/features/landing/islands/faq.ts',
      '\0vite/preload-helper.js',
    ],
    dynamic: [APP_START, JOBS_STRIP],
  },
  [LOGIN_ENTRY]: { imports: [SIGNED_IN], dynamic: [APP_START, LOGIN_ISLAND] },
  [LOGIN_ISLAND]: {
    imports: [KY, '/app/src/shared/i18n/language-choice.ts', '/app/contract/auth.ts'],
  },
  [JOBS_STRIP]: { imports: ['/app/node_modules/valibot/index.js', '/app/contract/jobs.ts'] },
  '/app/src/app/router.tsx': {
    dynamic: [LANDING_ROUTE, DASHBOARD_ROUTE, SUBMISSIONS_ROUTE, APP_LAYOUT_ROUTE, GUARD],
  },
  [LANDING_ROUTE]: { dynamic: ['/app/src/features/landing/jobs-strip.tsx'] },
  '/app/src/features/landing/jobs-strip.tsx': {
    imports: ['/app/src/shared/http/api-origin.ts', '/app/node_modules/query-core/observer.js'],
  },
  [APP_LAYOUT_ROUTE]: { imports: ['/app/src/app/layouts/app-layout.tsx'] },
  '/app/src/app/layouts/app-layout.tsx': { imports: ['/app/src/features/auth/api/logout.ts'] },
  [DASHBOARD_ROUTE]: {
    imports: [
      '/app/src/features/dashboard/dashboard-view.tsx',
      '/app/src/features/submissions/api/submissions-keys.ts',
      '/app/node_modules/styled-components/index.js',
      '/app/src/shared/http/api-origin.ts',
    ],
    dynamic: ['/app/node_modules/posthog-js/module.js'],
  },
  [SUBMISSIONS_ROUTE]: { imports: ['/app/src/features/submissions/submissions-list.tsx'] },
  '/app/src/features/submissions/submissions-list.tsx': {
    imports: ['/app/src/features/submissions/api/submissions-keys.ts'],
  },
  [GUARD]: {
    imports: ['/app/src/entities/candidate/api/onboarding.ts', '/app/contract/candidate.ts'],
  },
}

/** Who imports each module, statically or on demand, as Rolldown's module info says. */
const importersOf = (kind: 'imports' | 'dynamic', id: string) =>
  Object.entries(graph)
    .filter(([, node]) => node[kind]?.includes(id))
    .map(([importer]) => importer)

const context: Rolldown.ChunkingContext = {
  getModuleInfo: (id) =>
    graph[id] ||
    id.startsWith('\0') ||
    id.includes('node_modules') ||
    id.includes('/src/') ||
    id.includes('/contract/')
      ? ({
          importedIds: graph[id]?.imports ?? [],
          dynamicallyImportedIds: graph[id]?.dynamic ?? [],
          importers: importersOf('imports', id),
          dynamicImporters: importersOf('dynamic', id),
        } as unknown as Rolldown.ModuleInfo)
      : null,
}

const [boot, shared] = appChunks(ENTRY, LANDING_ENTRY, LOGIN_ENTRY)
const chunkOf = (id: string) =>
  typeof shared?.name === 'function' ? shared.name(id, context) : undefined
const bootChunkOf = (id: string) =>
  typeof boot?.name === 'function' ? boot.name(id, context) : undefined

describe('appChunks', () => {
  it('puts the app’s start, what the entry imports statically, into one boot chunk, first', () => {
    expect(bootChunkOf(APP_START)).toBe('boot')
    expect(bootChunkOf('/app/node_modules/react/index.js')).toBe('boot')
    expect(bootChunkOf('/app/src/app/router.tsx')).toBe('boot')
    expect(boot?.priority).toBeGreaterThan(shared?.priority ?? Infinity)
  })

  it('leaves out of it the entry itself, and all the landing page’s own entry can load', () => {
    // The landing page imports the start on intent: importing it must not run the shell's entry.
    expect(bootChunkOf(ENTRY)).toBeNull()
    expect(bootChunkOf('/app/src/shared/i18n/language-choice.ts')).toBeNull()
    expect(bootChunkOf('/app/node_modules/valibot/index.js')).toBeNull()
  })

  it('groups all the landing page’s entry loads, at once or later: its own, and the shared', () => {
    expect(chunkOf('/app/src/shared/i18n/language-choice.ts')).toBe('landing-common')
    expect(chunkOf('/app/node_modules/valibot/index.js')).toBe('landing-common')
    expect(chunkOf('/app/contract/jobs.ts')).toBe('landing-common')
    expect(chunkOf('/app/src/features/landing/islands/faq.ts')).toBe('landing-islands')
    expect(chunkOf(JOBS_STRIP)).toBe('landing-islands')
    expect(chunkOf(LANDING_ENTRY)).toBeNull()
    expect(chunkOf('\0vite/preload-helper.js')).toBe('bundler-helpers')
    expect(chunkOf(APP_START)).not.toBe('landing-islands')
  })

  it('groups what the login page’s entry loads before sign-in: the shared layers apart from its island', () => {
    expect(chunkOf(SIGNED_IN)).toBe('login-common')
    expect(chunkOf(KY)).toBe('login-common')
    expect(chunkOf('/app/contract/auth.ts')).toBe('login-common')
    expect(chunkOf(LOGIN_ISLAND)).toBe('login-island')
    expect(chunkOf(LOGIN_ENTRY)).toBeNull()
    // What it shares with the landing page stays in the landing page's chunk.
    expect(chunkOf('/app/src/shared/i18n/language-choice.ts')).toBe('landing-common')
    // Not in the boot chunk, which the login page must never load before sign-in.
    for (const id of [SIGNED_IN, KY, LOGIN_ISLAND]) expect(bootChunkOf(id)).toBeNull()
  })

  it('groups the signed-in screens’ shared code, libraries apart', () => {
    expect(chunkOf('/app/node_modules/styled-components/index.js')).toBe('signed-in-libraries')
    expect(chunkOf('/app/src/entities/candidate/api/onboarding.ts')).toBe('signed-in')
    expect(chunkOf('/app/contract/candidate.ts')).toBe('signed-in')
    expect(chunkOf(GUARD)).toBe('signed-in')
    expect(chunkOf(APP_LAYOUT_ROUTE)).toBe('signed-in')
  })

  it('puts there what the start imports on demand for other pages, which the landing never runs', () => {
    expect(chunkOf('/app/src/shared/query/idb-persister.ts')).toBe('signed-in')
  })

  it('groups what the landing route loads later, and other screens share, into one chunk', () => {
    expect(chunkOf('/app/src/shared/http/api-origin.ts')).toBe('landing-shared')
    expect(chunkOf('/app/node_modules/query-core/observer.js')).toBe('landing-shared')
    expect(chunkOf('/app/src/features/landing/jobs-strip.tsx')).toBeNull()
  })

  it('puts there feature code two screens use, or the shared layers import', () => {
    expect(chunkOf('/app/src/features/submissions/api/submissions-keys.ts')).toBe('signed-in')
    expect(chunkOf('/app/src/features/auth/api/logout.ts')).toBe('signed-in')
  })

  it('leaves a screen’s own code to its route; libraries and catalogues on demand apart', () => {
    expect(chunkOf('/app/src/features/dashboard/dashboard-view.tsx')).toBeNull()
    expect(chunkOf('/app/src/features/submissions/submissions-list.tsx')).toBeNull()
    expect(chunkOf('/app/node_modules/posthog-js/module.js')).toBeNull()
    expect(chunkOf('/app/node_modules/workbox-window/index.js')).toBeNull()
    expect(chunkOf('/app/src/shared/ui/texts/en.ts')).toBeNull()
  })
})
