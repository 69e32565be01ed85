import { resample } from '../audio/resample'
import { decimateByTwo } from './decimate-by-two'
import { decodeMulaw, encodeMulaw, MULAW_SILENCE } from './mulaw'

/** What the phone network carries: 8 kHz mu-law, one byte a sample, 20 ms a media message. */
export const PHONE_SAMPLE_RATE = 8000
export const PHONE_FRAME_BYTES = 160
/**
 * The wideband side of the conversion: 16 kHz 16-bit PCM in 20 ms frames, exactly twice the
 * phone's rate. It is what the interview agent hears and speaks: AGENT_SAMPLE_RATE in
 * server/interview/agent/agent-link.ts agrees (telephony does not import the agent).
 */
export const WIDEBAND_SAMPLE_RATE = 16_000
export const WIDEBAND_FRAME_SAMPLES = 320

/**
 * One phone frame to agent PCM, through the linear interpolation of resample.ts. Doubling the
 * rate adds mirror images of the phone band above 4 kHz, which interpolation only attenuates:
 * 1 kHz loses 0.3 dB and its image at 7 kHz is 28 dB down; near the top of the band (3 kHz,
 * image at 5 kHz) the image is only 7 dB under the tone, where phone speech has little energy.
 * Each frame is interpolated on its own, so its last sample is held rather than blended with
 * the next frame's first: a small error once every 20 ms, about 30 dB under a tone and 27 dB
 * under noise-like speech, which carrying one sample from frame to frame would remove.
 */
export function phoneFrameToPcm16k(mulaw: Uint8Array): Int16Array {
  return resample(decodeMulaw(mulaw), PHONE_SAMPLE_RATE, WIDEBAND_SAMPLE_RATE)
}

/**
 * Agent speech to the media messages' payloads: low-pass and halve the rate, encode, and cut
 * into 160-byte frames; the last frame is padded with mu-law silence so every frame is 20 ms.
 * Pass whole utterances, the filter sees past frame edges that way.
 */
export function pcm16kToPhoneFrames(pcm: Int16Array): Uint8Array[] {
  const mulaw = encodeMulaw(decimateByTwo(pcm))
  const frames: Uint8Array[] = []
  for (let start = 0; start < mulaw.length; start += PHONE_FRAME_BYTES) {
    const frame = new Uint8Array(PHONE_FRAME_BYTES).fill(MULAW_SILENCE)
    frame.set(mulaw.subarray(start, start + PHONE_FRAME_BYTES))
    frames.push(frame)
  }
  return frames
}
