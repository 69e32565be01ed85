import { cpuUsage } from 'node:process'
import { FRAME_SAMPLES } from './audio-format'
import { OpusDecoderStream } from './opus-decoder-stream'
import { encodeOpusFrames } from './opus-frames'
import { concatSignals, noise, silence, speechLike } from './test-signals'
import { VoiceActivityDetector } from './vad'

/**
 * CPU cost of the per-call audio work, for bench/ (DESIGN.md section 9: >= 40 concurrent
 * calls per core). Encoding runs once per prompt (then cached); decoding and VAD run for every
 * incoming second of every call, so they set how many calls one core can carry.
 */
export interface VoiceBenchResult {
  /** CPU ms to Opus-encode a 3 s prompt (uncached path, excluding synthesis). */
  encode3sPromptCpuMs: number
  /** CPU ms to run the VAD on 10 s of decoded audio. */
  vad10sCpuMs: number
  /** CPU ms to decode 10 s of incoming Opus and run the VAD on it: the per-call listen cost. */
  decodeAndVad10sCpuMs: number
  /** Calls one core could listen to at once, from decodeAndVad10sCpuMs alone. */
  listeningCallsPerCore: number
}

const cpuMs = (run: () => void, iterations: number) => {
  run() // warm up (WASM compile, JIT)
  const before = cpuUsage()
  for (let i = 0; i < iterations; i++) run()
  const used = cpuUsage(before)
  return (used.user + used.system) / 1000 / iterations
}

export function benchmarkVoice({ iterations = 5 }: { iterations?: number } = {}): VoiceBenchResult {
  const prompt = speechLike(3000, -20)
  const answer = concatSignals(
    [silence(1000), speechLike(4000, -22, [[1500, 300]]), silence(1000), speechLike(4000, -22)],
    noise(1000, -60),
  )
  const packets = encodeOpusFrames(answer)

  const encode3sPromptCpuMs = cpuMs(() => void encodeOpusFrames(prompt), iterations)
  const vad10sCpuMs = cpuMs(() => {
    const vad = new VoiceActivityDetector()
    for (let i = 0; i < answer.length; i += FRAME_SAMPLES)
      vad.push(answer.subarray(i, i + FRAME_SAMPLES))
  }, iterations)
  const decodeAndVad10sCpuMs = cpuMs(() => {
    const decoder = new OpusDecoderStream()
    const vad = new VoiceActivityDetector()
    for (const packet of packets) vad.push(decoder.decode(packet))
    decoder.close()
  }, iterations)
  return {
    encode3sPromptCpuMs,
    vad10sCpuMs,
    decodeAndVad10sCpuMs,
    listeningCallsPerCore: Math.floor(10_000 / decodeAndVad10sCpuMs),
  }
}
