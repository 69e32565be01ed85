import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { devices, type Browser, type Page } from '@playwright/test'
import type { StorageState } from './candidate'

/** gzip -9 of a body: the size a compressing server would send, independent of this one. */
export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length

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

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[]
}

export type ChunkKind = 'entry' | 'route' | 'library'

export interface Chunk {
  file: string
  kind: ChunkKind
  /** The module the chunk was split at, when Vite names one. */
  src?: string
  bytes: number
  gzipBytes: number
}

/**
 * Every JS file of the build, from Vite's manifest: the entry chunk, lazy third-party libraries
 * (a dynamic import of a node_modules module, such as PostHog) and everything else, which is
 * what route navigation loads: route components and the chunks they share.
 */
export function buildChunks(distDir: string): Chunk[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  // An entry and what it imports statically: the shell's entry imports the app's start
  // (scripts/app-chunks.ts `boot`), which the landing page's entry imports only on intent.
  const entryFiles = new Set<string>()
  const addWithImports = (chunk: ManifestChunk | undefined) => {
    if (!chunk || entryFiles.has(chunk.file)) return
    entryFiles.add(chunk.file)
    for (const key of chunk.imports ?? []) addWithImports(manifest[key])
  }
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) addWithImports(chunk)
  // The scripts the pages start with. The manifest may not name them: when the app's initial
  // code is grouped into one chunk (scripts/app-chunks.ts), Vite drops the emptied index.html
  // entry and the page loads the group's chunk directly.
  const startScripts = new Set(
    [
      ...readFileSync(path.join(distDir, 'shell.html'), 'utf8').matchAll(
        /<script\b[^>]*\bsrc="\/(assets\/[^"]+\.js)"/g,
      ),
    ].map((match) => match[1]),
  )
  const assets = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'))
  return assets
    .map((name): Chunk => {
      const file = `assets/${name}`
      const entry = byFile.get(file)
      const body = readFileSync(path.join(distDir, file))
      const kind: ChunkKind =
        entryFiles.has(file) || startScripts.has(file)
          ? 'entry'
          : entry?.isDynamicEntry && entry.src?.startsWith('node_modules/')
            ? 'library'
            : 'route'
      return {
        file,
        kind,
        ...(entry?.src ? { src: entry.src } : {}),
        bytes: body.length,
        gzipBytes: gzipSize(body),
      }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}
