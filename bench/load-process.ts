/**
 * Runs one bounded load (bench/api-latency.ts) and prints its result as JSON on stdout.
 * Started by runLoadIsolated, which writes the options as JSON on its stdin.
 */
import { text } from 'node:stream/consumers'
import { runLoad, type LoadOptions } from './api-latency'

const options = JSON.parse(await text(process.stdin)) as LoadOptions
process.stdout.write(JSON.stringify(await runLoad(options)))
