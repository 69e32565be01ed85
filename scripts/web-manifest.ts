import type { ManifestOptions } from 'vite-plugin-pwa'
import { pixelSize, SCREENSHOT_DIR, screenshotSpecs } from './screenshot-specs.ts'

const productName = process.env.VITE_PRODUCT_NAME ?? 'Hirelane'

/**
 * The install manifest (docs/product.md#offline-and-installing). Icons are made by
 * scripts/generate-icons.mjs, screenshots by scripts/generate-screenshots.ts: with a narrow and a
 * wide one, Android and desktop Chrome show the richer install sheet.
 */
export const webManifest: Partial<ManifestOptions> = {
  name: `${productName} Jobs`,
  short_name: productName,
  description: 'Let AI find your next hourly job: one voice interview, then we apply for you.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#0f4c81',
  lang: 'en-US',
  dir: 'ltr',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'Dashboard',
      short_name: 'Dashboard',
      description: 'Your active job submissions',
      url: '/dashboard',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Submissions',
      short_name: 'Submissions',
      description: 'Every application and its status',
      url: '/submissions',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: screenshotSpecs.map((spec) => ({
    src: `/${SCREENSHOT_DIR}/${spec.file}`,
    sizes: pixelSize(spec),
    type: 'image/webp',
    form_factor: spec.formFactor,
    label: spec.label,
  })),
  // Lets Chrome on Android tell a page in a tab that this app is installed
  // (navigator.getInstalledRelatedApps), so the Install card stays away.
  related_applications: [{ platform: 'webapp', url: '/manifest.webmanifest' }],
  prefer_related_applications: false,
}
