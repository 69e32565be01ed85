/**
 * How many 48 kHz samples an Opus packet decodes to, read from its TOC byte (RFC 6716 3.1).
 * The Ogg writer needs it for granule positions; browsers may send 10, 20, 40 or 60 ms packets.
 */
const SILK_MS = [10, 20, 40, 60]
const HYBRID_MS = [10, 20]
const CELT_MS = [2.5, 5, 10, 20]

export function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0]
  if (toc === undefined) return 0
  const config = toc >> 3
  const frameMs =
    config < 12
      ? (SILK_MS[config % 4] ?? 0)
      : config < 16
        ? (HYBRID_MS[(config - 12) % 2] ?? 0)
        : (CELT_MS[(config - 16) % 4] ?? 0)
  const code = toc & 3
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2
  return frameMs * 48 * frames
}
