/**
 * The CRC-32 of Ogg pages (RFC 3533): polynomial 0x04C11DB7, MSB first, initial value 0, no
 * final XOR. Not the zlib CRC-32 (reflected), so node:zlib's crc32 cannot be used for it.
 */
const TABLE = (() => {
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) {
    let r = i << 24
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1
    table[i] = r >>> 0
  }
  return table
})()

export function crc32Ogg(bytes: Uint8Array, crc = 0): number {
  let r = crc
  for (let i = 0; i < bytes.length; i++) {
    r = ((r << 8) ^ (TABLE[((r >>> 24) ^ (bytes[i] ?? 0)) & 0xff] ?? 0)) >>> 0
  }
  return r >>> 0
}
