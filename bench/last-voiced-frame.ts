import { FRAME_MS, VoiceActivityDetector } from '../server/interview/voice'

/**
 * The index of the last 20 ms frame of a spoken answer that the server's voice activity
 * detector would call voiced, at the rate the caller sends it: the moment the answer really
 * ended, which the benchmark measures the server's end-of-answer decision against.
 */
export function lastVoicedFrame(pcm: Int16Array, sampleRate: number): number {
  const frameSamples = (sampleRate * FRAME_MS) / 1000
  const vad = new VoiceActivityDetector({ sampleRate })
  const lead = sampleRate // 1 s of silence: the floor is learned as in a call
  const feed = new Int16Array(lead + pcm.length + sampleRate * 2)
  feed.set(pcm, lead)
  let last = -1
  for (let i = 0; i < feed.length; i += frameSamples) {
    for (const event of vad.push(feed.subarray(i, i + frameSamples))) {
      if (event.type === 'speechEnd') last = event.speechAtMs
    }
  }
  return Math.max(0, Math.round((last - 1000) / FRAME_MS) - 1)
}
