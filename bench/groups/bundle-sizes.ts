import { chromium } from '@playwright/test'
import { bars } from '../bars'
import { initialJsBudgetBar } from '../../tests/e2e/support/bundle-budgets'
import { buildChunks, initialJs, kb, type Chunk } from '../../tests/e2e/support/bundle-sizes'
import { signInThroughBrowser } from '../candidate'
import { chromiumFlags, chromiumPath } from '../chromium'
import { withCleanup } from '../cleanup'
import type { BenchContext, Measure, MeasureGroup } from '../measure'

/** The candidate signed in for the signed-in routes (each run has a fresh database). */
const phone = '2065559001'

const publicRoutes = ['/', '/login', '/terms', '/privacy-policy']
const signedInRoutes = ['/onboarding']

/**
 * A route's bar: the design's (the landing and login pages 60 KB, any other screen 120 KB). The
 * regression budgets the e2e suite checks (tests/e2e/support/bundle-budgets.ts) are in the note.
 */
export const initialJsBar = (path: string) =>
  path === '/'
    ? bars.landingInitialJsKb
    : path === '/login'
      ? bars.loginInitialJsKb
      : bars.screenInitialJsKb

/** The regression budget of a route, as a note, where the e2e suite has one. */
export const budgetNote = (path: string): string => {
  const budget = initialJsBudgetBar(path)
  return budget ? `regression budget ${budget.value} KB (e2e)` : ''
}

const chunkList = (chunks: Chunk[]) =>
  chunks.map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)} KB`).join(', ')

/** Initial JS (gzip) per route in Chromium, and the largest chunks of the build. */
export const bundleSizes: MeasureGroup = {
  name: 'Bundle sizes',
  async run({ baseUrl, distDir, log }: BenchContext) {
    const measures: Measure[] = []
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      // bench/cleanup.ts closes it on a signal, after the server is stopped.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    await withCleanup(
      () => browser.close(),
      async () => {
        log('Signing a candidate in through /login for the signed-in routes')
        const signedIn = await signInThroughBrowser(browser, baseUrl, phone)
        const routes = [
          ...publicRoutes.map((path) => ({ path, state: undefined })),
          ...signedInRoutes.map((path) => ({ path, state: signedIn })),
        ]
        for (const { path, state } of routes) {
          const route = await initialJs(browser, baseUrl, path, state)
          log(`Initial JS ${path}: ${kb(route.gzipBytes)} KB gzip in ${route.scripts.length} files`)
          const notes = [
            budgetNote(path),
            route.finalPath !== path ? `redirected to ${route.finalPath}` : '',
            route.outsideRequests.length > 0
              ? `requests to outside hosts: ${route.outsideRequests.join(', ')}`
              : '',
          ].filter(Boolean)
          measures.push({
            id: `js.initial.${path}${state ? '.signed-in' : ''}`,
            label: `Initial JS ${path}${state ? ' (signed in)' : ''}, gzip`,
            value: kb(route.gzipBytes),
            unit: 'KB',
            bar: initialJsBar(path),
            ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
            detail: route,
          })
        }
      },
    )

    const chunks = buildChunks(distDir)
    const routeChunks = chunks.filter((chunk) => chunk.kind === 'route')
    const lazyChunks = chunks.filter((chunk) => chunk.kind === 'lazy')
    const largestRoute = routeChunks[0]
    measures.push({
      id: 'js.chunk.largest-route',
      label: 'Largest route chunk (not entry), gzip',
      value: largestRoute ? kb(largestRoute.gzipBytes) : 0,
      unit: 'KB',
      bar: bars.routeChunkKb,
      note: `largest: ${chunkList(routeChunks.slice(0, 3))}`,
      detail: chunks,
    })
    const largestLazy = lazyChunks[0]
    if (largestLazy)
      measures.push({
        id: 'js.chunk.largest-lazy',
        label: 'Largest lazy chunk (no screen starts with it), gzip',
        value: kb(largestLazy.gzipBytes),
        unit: 'KB',
        note: `loaded on demand: ${lazyChunks
          .slice(0, 3)
          .map((chunk) => `${chunk.src ?? chunk.file} ${kb(chunk.gzipBytes)} KB`)
          .join(', ')}`,
      })
    return measures
  },
}
