/**
 * The install sheet's screenshots (manifest `screenshots`): which screen, at what size. Read by
 * scripts/web-manifest.ts for the manifest and by scripts/generate-screenshots.ts, which takes
 * them from the production build, so the sizes written are the sizes made.
 */
interface ScreenshotSpec {
  file: string
  path: string
  label: string
  formFactor: 'narrow' | 'wide'
  /** CSS pixels of the page, and the device pixel ratio it is taken at. */
  viewport: { width: number; height: number }
  scale: number
}

export const SCREENSHOT_DIR = 'images/screenshots'

export const screenshotSpecs: readonly ScreenshotSpec[] = [
  {
    file: 'dashboard-narrow.webp',
    path: '/dashboard',
    label: 'Your dashboard: every job we applied to for you and where it stands',
    formFactor: 'narrow',
    viewport: { width: 412, height: 892 },
    scale: 1.5,
  },
  {
    file: 'submissions-narrow.webp',
    path: '/submissions',
    label: 'Your submissions by status, with the latest updates from employers',
    formFactor: 'narrow',
    viewport: { width: 412, height: 892 },
    scale: 1.5,
  },
  {
    file: 'dashboard-wide.webp',
    path: '/dashboard',
    label: 'Your dashboard on a computer',
    formFactor: 'wide',
    viewport: { width: 1280, height: 800 },
    scale: 1,
  },
]

/** The image's size in pixels, as the manifest writes it ('618x1338'). */
export const pixelSize = ({ viewport, scale }: ScreenshotSpec): string =>
  `${Math.round(viewport.width * scale)}x${Math.round(viewport.height * scale)}`
