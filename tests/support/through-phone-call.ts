import { pcm16kToPhoneFrames, phoneFrameToPcm16k } from '../../server/telephony/phone-audio'

/**
 * A 16 kHz answer as the phone carries it: 8 kHz mu-law on the wire, each 20 ms frame doubled
 * back to 16 kHz, as the agent hears a call. For the integration tests and the bench alike.
 */
export function throughPhoneCall(pcm16k: Int16Array): Int16Array {
  const frames = pcm16kToPhoneFrames(pcm16k).map(phoneFrameToPcm16k)
  const out = new Int16Array(frames.reduce((sum, frame) => sum + frame.length, 0))
  let at = 0
  for (const frame of frames) {
    out.set(frame, at)
    at += frame.length
  }
  return out
}
