/**
 * Runs subtractSteadyNoise off the main thread: several milliseconds of arithmetic per second of
 * audio, which on the main thread would stall every live call's 20 ms audio pacing. Plain
 * JavaScript so it runs as a worker under tsx, vitest and node alike.
 * Message in: { id, pcm, fromSample } (Int16Array, the stretch wanted). Message out: { id, pcm }
 * (that stretch) or { id, error }.
 */
import { parentPort } from 'node:worker_threads'
import { subtractSteadyNoise } from './steady-noise.mjs'

parentPort?.on('message', ({ id, pcm, fromSample }) => {
  try {
    const result = subtractSteadyNoise(pcm, fromSample)
    parentPort?.postMessage({ id, pcm: result })
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) })
  }
})
