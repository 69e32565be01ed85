/** Debian's Chromium: the only browser this machine has (no browser download is possible). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** This machine reaches no outside host: keep Chromium from trying (tests and benchmark). */
export const offlineChromiumFlags = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
