import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { appChunks } from './app-chunks'

const ENTRY = '/app/src/main.tsx'
const LANDING_ENTRY = '/app/src/landing-main.ts'
const APP_START = '/app/src/app/start-app.tsx'
const LANDING_ROUTE = '/app/src/routes/index.tsx?tsr-split=component'
const DASHBOARD_ROUTE =
  '/app/src/routes/_authenticated/_app/dashboard.index.tsx?tsr-split=component'
const GUARD = '/app/src/app/guards/require-candidate.ts'

/** A module graph: each id's static and dynamic imports. */
const graph: Record<string, { imports?: string[]; dynamic?: string[] }> = {
  [ENTRY]: { imports: [APP_START, '/app/src/shared/i18n/language-choice.ts'] },
  [APP_START]: {
    imports: ['/app/node_modules/react/index.js', '/app/src/app/router.tsx'],
    dynamic: ['/app/src/shared/query/idb-persister.ts'],
  },
  [LANDING_ENTRY]: {
    imports: ['/app/src/shared/i18n/language-choice.ts'],
    dynamic: [APP_START, '/app/src/features/landing/islands/jobs-strip.ts'],
  },
  '/app/src/features/landing/islands/jobs-strip.ts': {
    imports: ['/app/node_modules/valibot/index.js', '/app/contract/jobs.ts'],
  },
  '/app/src/app/router.tsx': { dynamic: [LANDING_ROUTE, DASHBOARD_ROUTE, GUARD] },
  [LANDING_ROUTE]: { dynamic: ['/app/src/features/landing/jobs-strip.tsx'] },
  '/app/src/features/landing/jobs-strip.tsx': { imports: ['/app/src/shared/http/request-json.ts'] },
  [DASHBOARD_ROUTE]: {
    imports: [
      '/app/src/features/dashboard/dashboard-view.tsx',
      '/app/node_modules/styled-components/index.js',
      '/app/src/shared/http/request-json.ts',
    ],
    dynamic: ['/app/node_modules/posthog-js/module.js'],
  },
  [GUARD]: {
    imports: ['/app/src/entities/candidate/api/onboarding.ts', '/app/contract/candidate.ts'],
  },
}

const context: Rolldown.ChunkingContext = {
  getModuleInfo: (id) =>
    graph[id] || id.includes('node_modules') || id.includes('/src/') || id.includes('/contract/')
      ? ({
          importedIds: graph[id]?.imports ?? [],
          dynamicallyImportedIds: graph[id]?.dynamic ?? [],
        } as unknown as Rolldown.ModuleInfo)
      : null,
}

const [boot, signedIn] = appChunks(ENTRY, LANDING_ENTRY)
const signedInChunkOf = (id: string) =>
  typeof signedIn?.name === 'function' ? signedIn.name(id, context) : undefined
const bootChunkOf = (id: string) =>
  typeof boot?.name === 'function' ? boot.name(id, context) : undefined

describe('appChunks', () => {
  it('puts the app’s start, what the entry imports statically, into one boot chunk', () => {
    expect(bootChunkOf(APP_START)).toBe('boot')
    expect(bootChunkOf('/app/node_modules/react/index.js')).toBe('boot')
    expect(bootChunkOf('/app/src/app/router.tsx')).toBe('boot')
  })

  it('leaves out of it the entry itself, and all the landing page’s own entry can load', () => {
    // The landing page imports the start on intent: importing it must not run the shell's entry.
    expect(bootChunkOf(ENTRY)).toBeNull()
    expect(bootChunkOf('/app/src/shared/i18n/language-choice.ts')).toBeNull()
    expect(bootChunkOf('/app/node_modules/valibot/index.js')).toBeNull()
    expect(bootChunkOf('/app/src/shared/query/idb-persister.ts')).toBeNull()
  })

  it('groups the signed-in screens’ shared code: libraries, shared layers, the contract', () => {
    expect(signedInChunkOf('/app/node_modules/styled-components/index.js')).toBe('signed-in')
    expect(signedInChunkOf('/app/src/entities/candidate/api/onboarding.ts')).toBe('signed-in')
    expect(signedInChunkOf('/app/contract/candidate.ts')).toBe('signed-in')
  })

  it('leaves out what the landing page can load, at once or later', () => {
    expect(signedInChunkOf('/app/node_modules/react/index.js')).toBeNull()
    expect(signedInChunkOf('/app/node_modules/valibot/index.js')).toBeNull()
    expect(signedInChunkOf('/app/contract/jobs.ts')).toBeNull()
    expect(signedInChunkOf('/app/src/shared/http/request-json.ts')).toBeNull()
    expect(signedInChunkOf('/app/src/shared/query/idb-persister.ts')).toBeNull()
  })

  it('leaves a screen’s own code to its route, and analytics apart', () => {
    expect(signedInChunkOf('/app/src/features/dashboard/dashboard-view.tsx')).toBeNull()
    expect(signedInChunkOf('/app/node_modules/posthog-js/module.js')).toBeNull()
  })
})
