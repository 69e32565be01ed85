import type { ManifestOptions } from 'vite-plugin-pwa'

const productName = process.env.VITE_PRODUCT_NAME ?? 'Hirelane'

/** The install manifest (DESIGN.md section 7). Icons are made by scripts/generate-icons.mjs. */
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
      url: '/dashboard',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Submissions',
      url: '/submissions',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
}
