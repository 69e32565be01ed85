import { readFile } from 'node:fs/promises'
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { notFoundHandler } from './error-handler'

/** The dev phone page's files (server/dev-phone), served as they are: no build step. */
const DEV_PHONE_DIR = new URL('../dev-phone/', import.meta.url)

/** Where the page lives; its files sit under it. */
export const DEV_PHONE_PATH = '/dev/phone'

const JAVASCRIPT = 'text/javascript; charset=utf-8'

/** Every file the page loads, by URL. Nothing else in the folder (tests, types) is served. */
const FILES: Record<string, { file: string; type: string }> = {
  [DEV_PHONE_PATH]: { file: 'phone.html', type: 'text/html; charset=utf-8' },
  [`${DEV_PHONE_PATH}/phone.css`]: { file: 'phone.css', type: 'text/css; charset=utf-8' },
  [`${DEV_PHONE_PATH}/phone.js`]: { file: 'phone.js', type: JAVASCRIPT },
  [`${DEV_PHONE_PATH}/phone-codec.js`]: { file: 'phone-codec.js', type: JAVASCRIPT },
  [`${DEV_PHONE_PATH}/phone-protocol.js`]: { file: 'phone-protocol.js', type: JAVASCRIPT },
  [`${DEV_PHONE_PATH}/capture-worklet.js`]: { file: 'capture-worklet.js', type: JAVASCRIPT },
}

/**
 * GET /dev/phone: a page that answers the phone interview's calls with the computer's
 * microphone and speakers, speaking Twilio's Media Streams protocol to the call's stream (the
 * browser's twin of `npm run phone`). `enabled` only while TELEPHONY_PROVIDER=dev (which needs
 * SMS_PROVIDER=console); otherwise its paths are a plain 404, never the PWA's shell.
 */
export function createDevPhoneRouter(enabled: boolean) {
  const router = new Hono<AppEnv>()
  const serve = async (path: string) => {
    const entry = enabled ? FILES[path] : undefined
    if (!entry) return undefined
    const body = await readFile(new URL(entry.file, DEV_PHONE_DIR))
    return new Response(body, {
      headers: { 'Content-Type': entry.type, 'Cache-Control': 'no-cache' },
    })
  }
  // Other methods fall through to the app's 404; a GET must not reach the PWA's shell.
  router.on('GET', [DEV_PHONE_PATH, `${DEV_PHONE_PATH}/*`], async (c) => {
    const response = await serve(c.req.path)
    return response ?? notFoundHandler(c)
  })
  return router
}
