/**
 * How big the app's JavaScript is, measured one way for `npm run bench` (which reports the
 * figures) and for the e2e suite's budget (tests/e2e/bundle-budget.spec.ts, which fails on a
 * regression): the scripts a route really loads in Chromium, and the chunks of a build.
 * 1 KB = 1000 bytes, gzip -9.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test'

/** What Playwright's `context.storageState()` returns: cookies and localStorage per origin. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** Kilobytes of 1000 bytes, to one decimal, as the reports show them. */
export const kb = (bytes: number): number => Math.round(bytes / 100) / 10

/** gzip -9 of a body: the size a compressing server would send, independent of this one. */
const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length

export interface ScriptLoad {
  url: string
  bytes: number
  gzipBytes: number
}

export interface RouteJs {
  path: string
  /** Where the page ended up (a guard may redirect). */
  finalPath: string
  scripts: ScriptLoad[]
  gzipBytes: number
  /** Requests to hosts other than the server: they would fail here and cost time on a phone. */
  outsideRequests: string[]
}

const isJavaScript = (resourceType: string, contentType: string | undefined) =>
  resourceType === 'script' || /javascript|ecmascript/.test(contentType ?? '')

/**
 * Every JavaScript response a fresh phone-sized page requests until the network is idle, with
 * the service worker blocked so nothing comes from its cache. Sizes are the decoded bodies,
 * gzipped here. `shown`, when given, must also hold (e.g. the screen's content is visible)
 * before the scripts are counted: a page that failed to render is not measured.
 */
export async function initialJs(
  browser: Browser,
  baseUrl: string,
  routePath: string,
  storageState?: StorageState,
  shown?: (page: Page) => Promise<void>,
): Promise<RouteJs> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: baseUrl,
    serviceWorkers: 'block',
    ...(storageState ? { storageState } : {}),
  })
  try {
    const page = await context.newPage()
    const origin = new URL(baseUrl).origin
    const outsideRequests: string[] = []
    const loads = new Map<string, Promise<ScriptLoad>>()
    page.on('request', (request) => {
      const url = request.url()
      if (/^https?:/.test(url) && new URL(url).origin !== origin) outsideRequests.push(url)
    })
    page.on('response', (response) => {
      const url = response.url()
      if (loads.has(url)) return
      if (!isJavaScript(response.request().resourceType(), response.headers()['content-type']))
        return
      loads.set(
        url,
        response.body().then((body) => ({ url, bytes: body.length, gzipBytes: gzipSize(body) })),
      )
    })
    await page.goto(routePath, { waitUntil: 'networkidle', timeout: 60_000 })
    if (shown) {
      await shown(page)
      await page.waitForLoadState('networkidle')
    }
    const scripts = await Promise.all(loads.values())
    return {
      path: routePath,
      finalPath: new URL(page.url()).pathname,
      scripts: scripts.map((script) => ({ ...script, url: new URL(script.url).pathname })),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      outsideRequests,
    }
  } finally {
    await context.close()
  }
}

type ManifestChunk = { file: string; src?: string }

/** What the build tells the server each screen loads (scripts/route-preloads.ts). */
type RoutePreload = { path: string; files: string[] }

/**
 * - `entry`: the scripts the shell starts with: its entry, the app's start (the boot chunk)
 *   and what they share with the landing page;
 * - `route`: what a screen's navigation loads: its chunk, its layouts' and the chunks they
 *   share (the build's route-preloads.json, which the server announces in `Link` headers);
 * - `lazy`: loaded on demand only, by no screen's start: analytics (PostHog), the service
 *   worker's window side, push's start, the text catalogues.
 */
export type ChunkKind = 'entry' | 'route' | 'lazy'

export interface Chunk {
  file: string
  kind: ChunkKind
  /** The module the chunk was split at, when a Vite manifest (`--manifest`) names one. */
  src?: string
  bytes: number
  gzipBytes: number
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T

/**
 * The scripts and all they import statically (`import ... from "./x.js"` in the built files):
 * the shell's entry imports the app's start (scripts/app-chunks.ts `boot`) and what it shares
 * with the landing page.
 */
function staticClosure(distDir: string, files: string[]): Set<string> {
  const closure = new Set<string>()
  const visit = (file: string) => {
    if (closure.has(file)) return
    closure.add(file)
    const body = readFileSync(path.join(distDir, file), 'utf8')
    for (const match of body.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g))
      visit(`assets/${match[1]}`)
  }
  files.forEach(visit)
  return closure
}

/**
 * Every JS file of a build (`npm run build`) with its kind, largest first. No Vite manifest is
 * needed: the build's own list of each screen's scripts tells route chunks from lazy ones, and
 * the shell's entry script with what it imports statically the entry code (the app's start). A
 * manifest, when there is one, only adds module names.
 */
export function buildChunks(distDir: string): Chunk[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json')
  const manifest = existsSync(manifestPath)
    ? Object.values(readJson<Record<string, ManifestChunk>>(manifestPath))
    : []
  const srcOf = new Map(manifest.map((chunk) => [chunk.file, chunk.src]))
  const entryScripts = staticClosure(
    distDir,
    [
      ...readFileSync(path.join(distDir, 'shell.html'), 'utf8').matchAll(
        /<script\b[^>]*\bsrc="\/(assets\/[^"]+\.js)"/g,
      ),
    ].map((match) => match[1]!),
  )
  const screenScripts = new Set(
    readJson<RoutePreload[]>(path.join(distDir, 'route-preloads.json')).flatMap((route) =>
      route.files.map((file) => file.replace(/^\//, '')),
    ),
  )
  const assets = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'))
  return assets
    .map((name): Chunk => {
      const file = `assets/${name}`
      const body = readFileSync(path.join(distDir, file))
      const kind: ChunkKind = entryScripts.has(file)
        ? 'entry'
        : screenScripts.has(file)
          ? 'route'
          : 'lazy'
      const src = srcOf.get(file)
      return { file, kind, ...(src ? { src } : {}), bytes: body.length, gzipBytes: gzipSize(body) }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}
