/**
 * Runs subtractSteadyNoise off the main thread: about 15 ms of arithmetic per second of audio,
 * which on the main thread would stall every live call's 20 ms audio pacing. Plain JavaScript
 * so it runs as a worker under tsx, vitest and node alike.
 * Message in: { id, pcm } (Int16Array). Message out: { id, pcm } or { id, error }.
 */
import { parentPort } from 'node:worker_threads'
import { subtractSteadyNoise } from './steady-noise.mjs'

parentPort?.on('message', ({ id, pcm }) => {
  try {
    const result = subtractSteadyNoise(pcm)
    parentPort?.postMessage({ id, pcm: result })
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) })
  }
})
