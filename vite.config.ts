import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { prerenderLanding } from './scripts/prerender/prerender-landing.ts'
import { compressDist } from './scripts/compress-dist.ts'
import { keepShellScripts } from './scripts/shell-precache.ts'
import { routePreloads } from './scripts/route-preloads.ts'
import { shellPreloads } from './scripts/shell-preloads.ts'
import { appChunks } from './scripts/app-chunks.ts'
import { LANDING_ENTRY, LOGIN_ENTRY } from './scripts/landing-entry.ts'
import { landingScripts } from './scripts/landing-scripts.ts'
import { chunkFileNames } from './scripts/text-chunks.ts'
import { webManifest } from './scripts/web-manifest.ts'

/** One id per build: the persisted query cache is thrown away when it changes. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString()

const root = fileURLToPath(new URL('.', import.meta.url))
const outDir = path.join(root, 'dist')
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@sw': fileURLToPath(new URL('./sw', import.meta.url)),
}
const define = { __BUILD_ID__: JSON.stringify(buildId) }
const entryModule = path.join(root, 'src/main.tsx')
/** The prerendered landing page's own entry (docs/adr/0110): its islands, the app on intent. */
const landingEntry = path.join(root, LANDING_ENTRY)
/** The prerendered login page's own entry: its island, the app once signed in. */
const loginEntry = path.join(root, LOGIN_ENTRY)

/** The plugins the app needs to compile; the prerender's Node build uses the same. */
const appPlugins = () => [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // Each route's loader, component, and error and pending views travel in one chunk of its
    // own. Offline, a screen whose data was never saved must be able to show its error view, and
    // a separate chunk for it would never have been fetched (and cached) while online. Loaders
    // bring the http client and the contract's schemas, which the landing page must not load.
    // One chunk also lets src/app/preload-first-route.ts fetch a route's loader with its view.
    codeSplittingOptions: {
      defaultBehavior: [
        ['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent'],
      ],
    },
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
    quoteStyle: 'single',
    semicolons: false,
  }),
  react(),
]

/** The candidate guard's scripts, preloaded by the shell of the signed-in screens. */
const guardPreloads = shellPreloads('/src/app/guards/require-candidate.ts')
/** The landing page's entry and its imports, for the prerendered pages' head. */
const landingPageScripts = landingScripts()
/** The login page's entry and its imports, for the prerendered login pages' head. */
const loginPageScripts = landingScripts(LOGIN_ENTRY)

export default defineConfig({
  resolve: { alias },
  define,
  build: {
    outDir,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      input: { index: path.join(root, 'index.html'), landing: landingEntry, login: loginEntry },
      output: {
        // Catalogues as 'texts-<feature>-<lang>' (docs/adr/0101), precached in every language.
        chunkFileNames,
        codeSplitting: {
          groups: [...appChunks(entryModule, landingEntry, loginEntry)],
        },
      },
    },
  },
  plugins: [
    ...appPlugins(),
    guardPreloads,
    landingPageScripts,
    loginPageScripts,
    routePreloads(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by the app (src/app/update-prompt.tsx) so the update prompt controls reloads,
      // and by the landing page's entry once it has loaded; no inline script (CSP).
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Precache only the shell: the HTML pages (the landing and login pages in English and
        // Spanish, the shell), the scripts the shell loads up front, every language's catalogues, icons.
        // Route chunks and images are cached on use (sw/sw.ts).
        globPatterns: [
          'index.html',
          'es.html',
          'login.html',
          'login-es.html',
          'shell.html',
          'assets/*.js',
          'icons/*.png',
          'favicon.svg',
        ],
        manifestTransforms: [keepShellScripts(outDir)],
      },
      devOptions: { enabled: false },
      integration: {
        // Prerender before the service worker is built, so its precache lists the final HTML;
        // then precompress what the server sends.
        beforeBuildServiceWorker: async () => {
          await prerenderLanding({
            root,
            outDir,
            plugins: appPlugins(),
            alias,
            define,
            shellHead: guardPreloads.tags(),
            landingScripts: landingPageScripts.tags(),
            loginScripts: loginPageScripts.tags(),
          })
          await compressDist(outDir)
        },
      },
    }),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
})
