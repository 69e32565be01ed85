/**
 * Runs one bounded load (bench/api-latency.ts) and prints its result as JSON on stdout.
 * Started by runLoadIsolated with the options as its one argument.
 */
import { runLoad, type LoadOptions } from './api-latency'

const options = JSON.parse(process.argv[2] ?? '') as LoadOptions
process.stdout.write(JSON.stringify(await runLoad(options)))
