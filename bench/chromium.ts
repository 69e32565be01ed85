/**
 * The one Chromium every measure drives: Debian's, with the flags this machine needs (the same
 * as playwright.config.ts). No outside host is reachable here, so Chromium must not try one.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Any host other than loopback fails at once instead of waiting on a DNS or connect timeout,
 * so a request to an outside host (Chromium's, Lighthouse's or the page's) cannot hang a run.
 */
export const loopbackOnlyFlag =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'
