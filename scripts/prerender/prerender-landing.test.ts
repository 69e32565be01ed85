import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { keepShellScripts, scriptsOfShell } from '../shell-precache'
import {
  injectIntoShell,
  inlineStylesheets,
  landingFileOf,
  loginFileOf,
  withLandingScripts,
} from './prerender-landing'

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Hirelane Jobs</title>
    <meta
      name="description"
      content="Old description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
    <div class="app-spinner app-boot" role="status"><span>Loading…</span></div>
    <noscript>Hirelane needs JavaScript to run. Please turn it on and reload.</noscript>
  </body>
</html>`

const page = {
  html: '<main><h1>Your next job?</h1></main>',
  css: '.lp-hero{color:red}',
  title: 'Hirelane - Let AI find your next job',
  description: 'Free for "job seekers" & more',
  locale: 'en-US',
  path: '/',
  alternates: { 'en-US': '/', 'es-US': '/es' },
  loading: 'Loading…',
  needsJavaScript: 'Hirelane needs JavaScript to run.',
}

const spanishPage = {
  ...page,
  html: '<main><h1>¿Tu próximo trabajo?</h1></main>',
  title: 'Hirelane: deja que la IA encuentre tu próximo trabajo',
  description: 'Gratis para quien busca trabajo',
  locale: 'es-US',
  path: '/es',
  loading: 'Cargando…',
  needsJavaScript: 'Hirelane necesita JavaScript para funcionar.',
}

describe('injectIntoShell', () => {
  it('puts the markup in #root, the CSS in the head, and the title and description', () => {
    const html = injectIntoShell(shell, page)
    expect(html).toContain('<div id="root"><main><h1>Your next job?</h1></main></div>')
    expect(html).toContain('<style>.lp-hero{color:red}</style></head>')
    expect(html).toContain('<title>Hirelane - Let AI find your next job</title>')
    expect(html).toContain('content="Free for &quot;job seekers&quot; &amp; more"')
    expect(html).not.toContain('Old description')
  })

  it('writes the page in its language: <html lang>, hreflang both ways, x-default, shell words', () => {
    const html = injectIntoShell(shell, spanishPage)
    expect(html).toContain('<html lang="es-US">')
    expect(html).toContain('<title>Hirelane: deja que la IA encuentre tu próximo trabajo</title>')
    expect(html).toContain('content="Gratis para quien busca trabajo"')
    expect(html).toContain('<link rel="canonical" href="/es" />')
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="/" />')
    expect(html).toContain('<link rel="alternate" hreflang="es-US" href="/es" />')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/" />')
    expect(html).toContain('<span>Cargando…</span>')
    expect(html).toContain('<noscript>Hirelane necesita JavaScript para funcionar.</noscript>')
    expect(html).not.toContain('Loading…')
    expect(injectIntoShell(shell, page)).toContain('<html lang="en-US">')
  })

  it('names the file of each language', () => {
    expect(landingFileOf('/')).toBe('index.html')
    expect(landingFileOf('/es')).toBe('es.html')
    expect(loginFileOf('en-US')).toBe('login.html')
    expect(loginFileOf('es-US')).toBe('login-es.html')
  })

  it('writes a page of one address in every language with its canonical only', () => {
    const html = injectIntoShell(shell, { ...page, path: '/login', alternates: {} })
    expect(html).toContain('<link rel="canonical" href="/login" />')
    expect(html).not.toContain('hreflang')
  })

  it('keeps $ sequences in the markup as they are', () => {
    const html = injectIntoShell(shell, { ...page, html: '<p>$17-$20 an hour, $&</p>' })
    expect(html).toContain('<p>$17-$20 an hour, $&</p>')
  })

  it('fails loudly when the shell lacks the empty root', () => {
    expect(() => injectIntoShell(shell.replace('<div id="root"></div>', ''), page)).toThrow(
      /not found/,
    )
  })
})

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with its contents and leaves scripts alone', () => {
    const html = inlineStylesheets(shell, (href) => `/* ${href} */ body{margin:0}`)
    expect(html).toContain('<style>/* /assets/index-ghi.css */ body{margin:0}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">')
  })
})

describe('withLandingScripts', () => {
  it('swaps the shell’s entry and modulepreloads for the landing page’s scripts', () => {
    const tags = '<script type="module" crossorigin src="/assets/landing-lmn.js"></script>'
    const html = withLandingScripts(shell, tags)
    expect([...scriptsOfShell(html)]).toEqual(['assets/landing-lmn.js'])
    expect(html).toContain(`${tags}</head>`)
  })

  it('fails loudly when the shell has no script to swap', () => {
    const noScripts = shell.replace(/<script[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '')
    expect(() => withLandingScripts(noScripts, '')).toThrow(/no script/)
  })
})

describe('scriptsOfShell', () => {
  it('lists the entry script and the modulepreloads, not styles', () => {
    expect([...scriptsOfShell(shell)]).toEqual(['assets/index-abc.js', 'assets/jsx-runtime-def.js'])
  })
})

describe('keepShellScripts', () => {
  it('keeps the scripts of the shell and of the built prerendered pages (a missing one skipped), every catalogue and every non-script file, drops route chunks', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'shell-precache-'))
    writeFileSync(path.join(outDir, 'shell.html'), shell)
    const landingPage = withLandingScripts(
      shell,
      '<script type="module" crossorigin src="/assets/landing-lmn.js"></script>',
    )
    writeFileSync(path.join(outDir, 'index.html'), landingPage)
    writeFileSync(path.join(outDir, 'es.html'), landingPage)
    const loginPage = withLandingScripts(
      shell,
      '<script type="module" crossorigin src="/assets/login-main-opq.js"></script><link rel="modulepreload" crossorigin href="/assets/login-common-rst.js">',
    )
    writeFileSync(path.join(outDir, 'login.html'), loginPage)
    const entry = (url: string) => ({ url, revision: null, size: 1 })
    const result = await keepShellScripts(outDir)([
      entry('index.html'),
      entry('shell.html'),
      entry('assets/index-abc.js'),
      entry('assets/jsx-runtime-def.js'),
      entry('assets/landing-lmn.js'),
      entry('assets/login-xyz.js'),
      entry('assets/login-main-opq.js'),
      entry('assets/login-common-rst.js'),
      entry('assets/texts-landing-es-Q1w2.js'),
      entry('assets/texts-auth-en-E3r4.js'),
      entry('icons/icon-192.png'),
    ])
    expect(result.manifest.map((item) => item.url)).toEqual([
      'index.html',
      'shell.html',
      'assets/index-abc.js',
      'assets/jsx-runtime-def.js',
      'assets/landing-lmn.js',
      'assets/login-main-opq.js',
      'assets/login-common-rst.js',
      'assets/texts-landing-es-Q1w2.js',
      'assets/texts-auth-en-E3r4.js',
      'icons/icon-192.png',
    ])
  })
})
