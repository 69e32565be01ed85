/**
 * Runs one bounded load (bench/api-latency.ts) and prints its result as JSON on stdout.
 * Started by runLoadIsolated, which writes the options as JSON on its stdin.
 */
import { text } from 'node:stream/consumers'
import { runLoad, type LoadOptions } from './api-latency'

// Requests' timeouts (AbortSignal.timeout) do not keep a process alive: this does, so a request
// stuck without a live handle times out as an error instead of ending the process (exit 13).
const keepAlive = setInterval(() => {}, 1_000)
try {
  const options = JSON.parse(await text(process.stdin)) as LoadOptions
  process.stdout.write(JSON.stringify(await runLoad(options)))
} finally {
  clearInterval(keepAlive)
}
