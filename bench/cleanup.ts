/**
 * Everything the benchmark starts (server, browsers, build copy) is registered here, so it is
 * stopped on the way out: at the end, after an error, or on Ctrl-C / SIGTERM. Browsers are
 * launched with their own signal handlers off, so this is the one place that decides.
 */
type Dispose = () => unknown

const disposers: Dispose[] = []

/** Registers a disposer; the returned function unregisters it (once done by its owner). */
export function onCleanup(dispose: Dispose): () => void {
  disposers.push(dispose)
  return () => {
    const index = disposers.lastIndexOf(dispose)
    if (index >= 0) disposers.splice(index, 1)
  }
}

/** Runs `body`, and `dispose` afterwards whatever happens (also on a signal meanwhile). */
export async function withCleanup<T>(dispose: Dispose, body: () => Promise<T>): Promise<T> {
  const release = onCleanup(dispose)
  try {
    return await body()
  } finally {
    release()
    await dispose()
  }
}

/** Disposes of everything still registered, newest first. Errors are logged, not thrown. */
export async function cleanUpAll(): Promise<void> {
  for (let dispose = disposers.pop(); dispose; dispose = disposers.pop()) {
    try {
      await dispose()
    } catch (error) {
      console.error('[bench] cleanup failed:', error)
    }
  }
}

/** On SIGINT or SIGTERM: clean up, then exit with the conventional code. */
export function cleanUpOnSignals(log: (line: string) => void): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the server and browsers`)
      void cleanUpAll().finally(() => process.exit(code))
    })
  }
}
