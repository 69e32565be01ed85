import type { Pcm } from './audio-format'

/**
 * Reads the 16-bit PCM WAV that espeak-ng writes. Chunks are walked rather than assuming a
 * 44-byte header, and a 'data' size larger than the file (what a streaming writer leaves when
 * it cannot seek back) is clamped to the bytes present.
 */
export class WavFormatError extends Error {
  override name = 'WavFormatError'
}

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

export function parseWav(bytes: Uint8Array): Pcm {
  if (bytes.byteLength < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') {
    throw new WavFormatError('not a RIFF/WAVE file')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let format: { channels: number; sampleRate: number; bits: number; code: number } | undefined
  let offset = 12
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(bytes, offset)
    const size = view.getUint32(offset + 4, true)
    const body = offset + 8
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.byteLength) throw new WavFormatError('short fmt chunk')
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      }
    } else if (id === 'data') {
      if (!format) throw new WavFormatError('data chunk before fmt chunk')
      // 1 = PCM; 0xFFFE (extensible) also carries plain PCM in espeak-ng's case.
      if ((format.code !== 1 && format.code !== 0xfffe) || format.bits !== 16) {
        throw new WavFormatError(`unsupported WAV format ${format.code}/${format.bits}-bit`)
      }
      if (format.sampleRate <= 0) throw new WavFormatError('zero sample rate')
      const end = Math.min(body + size, bytes.byteLength)
      const frameBytes = 2 * format.channels
      const frames = Math.floor((end - body) / frameBytes)
      const samples = new Int16Array(frames)
      // Down-mix by taking the first channel: espeak-ng is mono, anything else is a bonus.
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(body + i * frameBytes, true)
      return { samples, sampleRate: format.sampleRate }
    }
    offset = body + size + (size % 2) // chunks are word-aligned
  }
  throw new WavFormatError('no data chunk')
}

/**
 * 16-bit mono PCM in a canonical WAV file: exactly 44 bytes of header (the recogniser is told to
 * skip them: -adchdr 44), then the samples, little-endian.
 */
export const WAV_HEADER_BYTES = 44

export function pcmWav(pcm: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + pcm.byteLength, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(pcm.byteLength, 40)
  const samples = Buffer.alloc(pcm.byteLength)
  for (let i = 0; i < pcm.length; i++) samples.writeInt16LE(pcm[i] ?? 0, i * 2)
  return Buffer.concat([header, samples])
}
