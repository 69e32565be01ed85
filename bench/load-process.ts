/**
 * Runs one bounded load (bench/api-latency.ts) and prints its result as JSON on stdout.
 * Started by runLoadIsolated with the path of a JSON file of the options as its one argument.
 */
import { readFileSync } from 'node:fs'
import { runLoad, type LoadOptions } from './api-latency'

// Requests' timeouts (AbortSignal.timeout) do not keep a process alive: this does, so a request
// stuck without a live handle times out as an error instead of ending the process (exit 13).
const keepAlive = setInterval(() => {}, 1_000)
try {
  const options = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadOptions
  process.stdout.write(JSON.stringify(await runLoad(options)))
} finally {
  clearInterval(keepAlive)
}
