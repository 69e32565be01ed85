import { readFileSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type AliasOptions, type PluginOption } from 'vite'

/** What src/prerender.tsx returns (a separate TypeScript project, so restated here). */
type PrerenderedPage = {
  html: string
  css: string
  title: string
  description: string
  locale: string
  path: string
  alternates: Record<string, string>
  loading: string
  needsJavaScript: string
}

/**
 * The file a landing page is written to: '/' is index.html, '/es' is es.html (the server
 * picks one per request, server/http/static-files.ts).
 */
export const landingFileOf = (pagePath: string): string =>
  pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}.html`

/** The file of the login page in a language ('en-US' is login.html, 'es-US' login-es.html). */
export const loginFileOf = (locale: string): string =>
  locale.startsWith('en') ? 'login.html' : `login-${locale.slice(0, 2)}.html`

type PrerenderOptions = {
  root: string
  /** The client build's output (dist/): index.html is rewritten, shell.html added. */
  outDir: string
  plugins: PluginOption[]
  alias: Record<string, string>
  define: Record<string, string>
  /** Tags for shell.html's head only (scripts/shell-preloads.ts). */
  shellHead?: string
  /**
   * The landing page's own script tags (scripts/landing-scripts.ts): they replace the shell's
   * in index.html and es.html, which load the app only on intent (docs/adr/0110).
   */
  landingScripts: string
  /** The login page's own script tags: its island, the app once signed in. */
  loginScripts: string
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The head's links between the languages: hreflang alternates both ways, x-default to '/'
 * (it answers in the visitor's language), and the page's canonical address.
 */
const alternateLinks = (page: PrerenderedPage): string => {
  const alternates = Object.entries(page.alternates)
  return [
    `<link rel="canonical" href="${escapeHtml(page.path)}" />`,
    ...alternates.map(
      ([locale, href]) =>
        `<link rel="alternate" hreflang="${escapeHtml(locale)}" href="${escapeHtml(href)}" />`,
    ),
    ...(alternates.length > 0 ? [`<link rel="alternate" hreflang="x-default" href="/" />`] : []),
  ].join('')
}

/** Puts the rendered landing page into the built index.html, in the page's language. */
export function injectIntoShell(shell: string, page: PrerenderedPage): string {
  const replaced = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`Prerender: ${pattern} not found in index.html`)
    return html.replace(pattern, () => replacement)
  }
  let html = replaced(shell, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`)
  html = replaced(html, /<html lang="[^"]*">/, `<html lang="${escapeHtml(page.locale)}">`)
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  html = replaced(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  )
  // The shell's own words, where it still has them: in the page's language.
  html = html
    .replace(/<span>Loading…<\/span>/, () => `<span>${escapeHtml(page.loading)}</span>`)
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(page.needsJavaScript)}</noscript>`,
    )
  return replaced(html, /<\/head>/, `${alternateLinks(page)}<style>${page.css}</style></head>`)
}

/**
 * Swaps the shell's scripts (its entry and modulepreloads) for the landing page's own: the
 * prerendered page works without the app, which it loads when a visitor enters it (docs/adr/0110).
 */
export function withLandingScripts(html: string, landingScripts: string): string {
  const shellScripts =
    /<script type="module"[^>]*src="\/assets\/[^"]+\.js"[^>]*><\/script>|<link rel="modulepreload"[^>]*href="\/assets\/[^"]+\.js"[^>]*>/g
  if (!shellScripts.test(html)) throw new Error('Prerender: no script in the shell')
  const withoutShell = html.replace(shellScripts, '')
  return withoutShell.replace(/<\/head>/, () => `${landingScripts}</head>`)
}

/**
 * Replaces the shell's stylesheet links with their contents: on a slow connection a page then
 * paints from the HTML alone, with no render-blocking request.
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_link, href: string) => `<style>${readAsset(href)}</style>`,
  )
}

/**
 * Renders the landing page and the login page to static HTML after the client build (docs/adr/0034:
 * the hero is painted before any script runs), in English and in Spanish (docs/adr/0108).
 * dist/index.html becomes the English landing page, dist/es.html the Spanish one, dist/login.html
 * and dist/login-es.html the login page, and dist/shell.html keeps the empty shell that every other
 * path is served.
 */
export async function prerenderLanding(options: PrerenderOptions): Promise<void> {
  const ssrOutDir = path.join(options.root, 'node_modules/.tmp/prerender')
  await build({
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    mode: 'production',
    plugins: options.plugins,
    define: options.define,
    resolve: {
      alias: {
        ...options.alias,
        'virtual:pwa-register/react': path.join(
          options.root,
          'scripts/prerender/pwa-register-stub.ts',
        ),
      } satisfies AliasOptions,
    },
    // Bundled rather than required at run time: Node would load styled-components' CommonJS
    // build, whose default export is not `styled`.
    ssr: { noExternal: ['styled-components'] },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  })

  const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href
  const { renderLandingPages, renderLoginPages } = (await import(entry)) as {
    renderLandingPages: () => Promise<PrerenderedPage[]>
    renderLoginPages: () => Promise<PrerenderedPage[]>
  }
  const pages = await renderLandingPages()
  const loginPages = await renderLoginPages()

  const indexPath = path.join(options.outDir, 'index.html')
  const shell = await readFile(indexPath, 'utf8')
  const readAsset = (href: string) => readFileSync(path.join(options.outDir, href), 'utf8')
  // The shell's styles inlined too: its spinner paints from the HTML alone, not after a
  // stylesheet shares a slow connection with the app's scripts.
  await writeFile(
    path.join(options.outDir, 'shell.html'),
    inlineStylesheets(
      shell.replace('</head>', () => `${options.shellHead ?? ''}</head>`),
      readAsset,
    ),
  )
  /** A page in the shell, with its own scripts and the shell's styles inlined, as `file`. */
  const writePage = (page: PrerenderedPage, file: string, scripts: string) =>
    writeFile(
      path.join(options.outDir, file),
      inlineStylesheets(withLandingScripts(injectIntoShell(shell, page), scripts), readAsset),
    )
  for (const page of pages) await writePage(page, landingFileOf(page.path), options.landingScripts)
  for (const page of loginPages)
    await writePage(page, loginFileOf(page.locale), options.loginScripts)
  await rm(ssrOutDir, { recursive: true, force: true })
}
