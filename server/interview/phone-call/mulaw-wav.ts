import type { RecordingFormat } from '../agent/agent-link'

/**
 * A phone answer kept as it came: G.711 mu-law, 8 kHz mono, in a WAV file (format 7, with the
 * 'fact' chunk non-PCM formats carry). Any player and transcription service reads it, and
 * nothing is transcoded: 8 KB a second.
 */
function mulawWav(mulaw: Uint8Array): Uint8Array {
  const header = 12 + 26 + 12 + 8
  const bytes = new Uint8Array(header + mulaw.byteLength + (mulaw.byteLength % 2))
  const view = new DataView(bytes.buffer)
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[at + i] = text.charCodeAt(i)
  }
  ascii(0, 'RIFF')
  view.setUint32(4, bytes.byteLength - 8, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 18, true)
  view.setUint16(20, 7, true) // WAVE_FORMAT_MULAW
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, 8000, true) // sample rate
  view.setUint32(28, 8000, true) // bytes per second
  view.setUint16(32, 1, true) // block align
  view.setUint16(34, 8, true) // bits per sample
  view.setUint16(36, 0, true) // no extra format bytes
  ascii(38, 'fact')
  view.setUint32(42, 4, true)
  view.setUint32(46, mulaw.byteLength, true) // samples
  ascii(50, 'data')
  view.setUint32(54, mulaw.byteLength, true)
  bytes.set(mulaw, header)
  return bytes
}

export const mulawWavRecording: RecordingFormat = {
  extension: 'wav',
  contentType: 'audio/wav',
  sourceSampleRate: 8000,
  create() {
    const frames: Uint8Array[] = []
    return {
      add: (frame) => frames.push(frame),
      finish: () => mulawWav(Buffer.concat(frames)),
    }
  },
}
