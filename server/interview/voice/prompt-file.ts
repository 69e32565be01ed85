import { crc32Ogg } from './crc32-ogg'

/**
 * The on-disk form of a cached prompt: 'HLOP', a format byte, the frame count, each frame
 * length-prefixed, then a CRC of everything before it. Binary rather than JSON because base64
 * frames would double the size; the CRC catches a torn or bit-flipped file so it is rebuilt.
 */
const MAGIC = [0x48, 0x4c, 0x4f, 0x50] // 'HLOP'
const FORMAT = 1
const HEADER_BYTES = 9

export class PromptFileError extends Error {
  override name = 'PromptFileError'
}

export function encodePromptFile(frames: Uint8Array[]): Uint8Array {
  const bodyLength = frames.reduce((sum, frame) => sum + 2 + frame.byteLength, 0)
  const out = new Uint8Array(HEADER_BYTES + bodyLength + 4)
  const view = new DataView(out.buffer)
  out.set(MAGIC, 0)
  out[4] = FORMAT
  view.setUint32(5, frames.length, true)
  let offset = HEADER_BYTES
  for (const frame of frames) {
    if (frame.byteLength > 0xffff) throw new PromptFileError('frame too large')
    view.setUint16(offset, frame.byteLength, true)
    out.set(frame, offset + 2)
    offset += 2 + frame.byteLength
  }
  view.setUint32(offset, crc32Ogg(out.subarray(0, offset)), true)
  return out
}

export function decodePromptFile(bytes: Uint8Array): Uint8Array[] {
  if (bytes.byteLength < HEADER_BYTES + 4) throw new PromptFileError('file too short')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (MAGIC.some((byte, i) => bytes[i] !== byte) || bytes[4] !== FORMAT) {
    throw new PromptFileError('not a prompt file')
  }
  const end = bytes.byteLength - 4
  if (crc32Ogg(bytes.subarray(0, end)) !== view.getUint32(end, true)) {
    throw new PromptFileError('checksum mismatch')
  }
  const count = view.getUint32(5, true)
  const frames: Uint8Array[] = []
  let offset = HEADER_BYTES
  for (let i = 0; i < count; i++) {
    if (offset + 2 > end) throw new PromptFileError('truncated')
    const length = view.getUint16(offset, true)
    if (offset + 2 + length > end) throw new PromptFileError('truncated')
    frames.push(bytes.slice(offset + 2, offset + 2 + length))
    offset += 2 + length
  }
  if (offset !== end) throw new PromptFileError('trailing bytes')
  return frames
}
