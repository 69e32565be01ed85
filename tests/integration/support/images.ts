import { deflateSync } from 'node:zlib'

/**
 * Small, real image files for the profile image tests: each one a 1x1 (or 2x2) image a browser
 * would show, built byte by byte so no fixture file is needed.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A 1x1 opaque orange PNG; `padTo` appends a private chunk to reach that many bytes. */
export function tinyPng(padTo = 0): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  const pixels = deflateSync(Buffer.from([0, 0xf5, 0x8a, 0x1f]))
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
  ]
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12
  if (padTo > size + 12) parts.push(pngChunk('tEXt', new Uint8Array(padTo - size - 12)))
  parts.push(pngChunk('IEND', new Uint8Array()))
  return new Uint8Array(Buffer.concat(parts))
}

/** A 1x1 GIF89a. */
export const tinyGif = () =>
  new Uint8Array(
    Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  )

/** A 1x1 lossless WebP. */
export const tinyWebp = () =>
  new Uint8Array(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'))

/** A 1x1 baseline JPEG. */
export const tinyJpeg = () =>
  new Uint8Array(
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  )
