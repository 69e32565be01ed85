/**
 * 16-bit mono PCM in a canonical WAV file: exactly 44 bytes of header, which the recogniser is
 * told to skip (-adchdr 44), then the samples, little-endian.
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
