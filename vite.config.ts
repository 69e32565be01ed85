import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webManifest } from './scripts/web-manifest.ts'

/** One id per build: the persisted query cache is thrown away when it changes. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString()

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered from src/main.tsx so the update prompt controls reloads; no inline script (CSP).
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Precache only the shell: entry chunks, styles, icons. Route chunks are cached on use.
        globPatterns: ['index.html', 'assets/index-*.js', 'icons/*.png', 'favicon.svg'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
})
