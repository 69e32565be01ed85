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
}

export type PrerenderOptions = {
  root: string
  /** The client build's output (dist/): index.html is rewritten, shell.html added. */
  outDir: string
  plugins: PluginOption[]
  alias: Record<string, string>
  define: Record<string, string>
  /** Tags for shell.html's head only (scripts/shell-preloads.ts). */
  shellHead?: string
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Puts the rendered landing page into the built index.html. */
export function injectIntoShell(shell: string, page: PrerenderedPage): string {
  const replaced = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`Prerender: ${pattern} not found in index.html`)
    return html.replace(pattern, () => replacement)
  }
  let html = replaced(shell, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`)
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  html = replaced(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  )
  return replaced(html, /<\/head>/, `<style>${page.css}</style></head>`)
}

/**
 * Replaces the shell's stylesheet links with their contents: on a slow connection the landing
 * page then paints from the HTML alone, with no render-blocking request.
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_link, href: string) => `<style>${readAsset(href)}</style>`,
  )
}

/**
 * Renders the landing page to static HTML after the client build (DESIGN.md 9: the hero is
 * painted before any script runs). dist/index.html becomes the prerendered landing page and
 * dist/shell.html keeps the empty shell that every other path is served.
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
  const { renderLanding } = (await import(entry)) as {
    renderLanding: () => Promise<PrerenderedPage>
  }
  const page = await renderLanding()

  const indexPath = path.join(options.outDir, 'index.html')
  const shell = await readFile(indexPath, 'utf8')
  await writeFile(
    path.join(options.outDir, 'shell.html'),
    shell.replace('</head>', () => `${options.shellHead ?? ''}</head>`),
  )
  const readAsset = (href: string) => readFileSync(path.join(options.outDir, href), 'utf8')
  await writeFile(indexPath, inlineStylesheets(injectIntoShell(shell, page), readAsset))
  await rm(ssrOutDir, { recursive: true, force: true })
}
