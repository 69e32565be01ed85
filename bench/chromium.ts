import { chromium, type Browser } from '@playwright/test'
import { chromiumPath, offlineChromiumFlags } from '../tests/chromium'

export { chromiumPath }

/**
 * The one Chromium every measure drives: Debian's, with the flags this machine needs (the same
 * as the end-to-end tests), headless and unsandboxed as Lighthouse launches it itself.
 */
export const chromiumFlags = ['--headless', '--no-sandbox', ...offlineChromiumFlags]

/**
 * Any host other than loopback fails at once instead of waiting on a DNS or connect timeout,
 * so a request to an outside host (Chromium's, Lighthouse's or the page's) cannot hang a run.
 */
export const loopbackOnlyFlag =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'

/**
 * Playwright's Chromium with those flags; bench/cleanup.ts closes it on a signal (after the
 * server is stopped), so its own signal handlers are off.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
}
