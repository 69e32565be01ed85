import { randomBytes } from 'node:crypto'
import { crc32Ogg } from './crc32-ogg'
import { opusPacketSamples } from './opus-packet'

/**
 * Records one answer's incoming Opus packets as an Ogg Opus file (RFC 7845) so it can be
 * stored as a blob and played or transcribed later without re-encoding: the packets are kept
 * exactly as the browser sent them.
 */
export interface OggOpusWriterOptions {
  /** Logical stream serial number; random by default. */
  serial?: number
  /** Samples the player drops at the start; 312 is libopus's encoder look-ahead at 48 kHz. */
  preSkip?: number
  channels?: number
  /** Informational only (OpusHead's "input sample rate"). */
  inputSampleRate?: number
  vendor?: string
  /** Audio packets per page: 50 x 20 ms = one page a second, the usual seek granularity. */
  packetsPerPage?: number
}

const MAX_SEGMENTS = 255
/** The largest packet one page can hold (255 lacing values of 255 would need a 256th). */
const MAX_PACKET_BYTES = MAX_SEGMENTS * 255 - 1

const FLAG_BOS = 0x02
const FLAG_EOS = 0x04

export class OggOpusWriter {
  readonly #serial: number
  readonly #preSkip: number
  readonly #channels: number
  readonly #inputSampleRate: number
  readonly #vendor: string
  readonly #packetsPerPage: number
  readonly #packets: Uint8Array[] = []
  #samples = 0

  constructor(options: OggOpusWriterOptions = {}) {
    this.#serial = (options.serial ?? randomBytes(4).readUInt32LE(0)) >>> 0
    this.#preSkip = options.preSkip ?? 312
    this.#channels = options.channels ?? 1
    this.#inputSampleRate = options.inputSampleRate ?? 48_000
    this.#vendor = options.vendor ?? 'Hirelane'
    this.#packetsPerPage = Math.max(1, Math.min(options.packetsPerPage ?? 50, MAX_SEGMENTS))
  }

  /** Adds one Opus packet (an RTP payload). Empty packets (DTX keep-alives) are skipped. */
  addPacket(packet: Uint8Array): void {
    if (packet.byteLength === 0) return
    if (packet.byteLength > MAX_PACKET_BYTES) throw new RangeError('Opus packet too large')
    this.#packets.push(packet.slice())
    this.#samples += opusPacketSamples(packet)
  }

  get packetCount(): number {
    return this.#packets.length
  }

  /** Audio recorded so far, in milliseconds. */
  get durationMs(): number {
    return this.#samples / 48
  }

  /** The whole file. The writer can keep recording; a later call returns a longer file. */
  finish(): Uint8Array {
    const pages: Uint8Array[] = []
    let sequence = 0
    const audio = this.#packets
    pages.push(this.#page([this.#opusHead()], 0, sequence++, FLAG_BOS))
    pages.push(this.#page([this.#opusTags()], 0, sequence++, audio.length === 0 ? FLAG_EOS : 0))
    let granule = 0
    let page: Uint8Array[] = []
    let segments = 0
    for (let i = 0; i < audio.length; i++) {
      const packet = audio[i] as Uint8Array
      const needed = Math.floor(packet.byteLength / 255) + 1
      if (
        page.length > 0 &&
        (segments + needed > MAX_SEGMENTS || page.length >= this.#packetsPerPage)
      ) {
        pages.push(this.#page(page, granule, sequence++, 0))
        page = []
        segments = 0
      }
      page.push(packet)
      segments += needed
      granule += opusPacketSamples(packet)
    }
    if (page.length > 0) pages.push(this.#page(page, granule, sequence++, FLAG_EOS))
    return concat(pages)
  }

  #opusHead(): Uint8Array {
    const head = new Uint8Array(19)
    const view = new DataView(head.buffer)
    head.set(ascii('OpusHead'), 0)
    head[8] = 1 // version
    head[9] = this.#channels
    view.setUint16(10, this.#preSkip, true)
    view.setUint32(12, this.#inputSampleRate, true)
    view.setInt16(16, 0, true) // output gain
    head[18] = 0 // channel mapping family 0: mono or stereo
    return head
  }

  #opusTags(): Uint8Array {
    const vendor = new TextEncoder().encode(this.#vendor)
    const tags = new Uint8Array(8 + 4 + vendor.byteLength + 4)
    const view = new DataView(tags.buffer)
    tags.set(ascii('OpusTags'), 0)
    view.setUint32(8, vendor.byteLength, true)
    tags.set(vendor, 12)
    view.setUint32(12 + vendor.byteLength, 0, true) // no user comments
    return tags
  }

  #page(packets: Uint8Array[], granule: number, sequence: number, flags: number): Uint8Array {
    const lacing: number[] = []
    for (const packet of packets) {
      for (let left = packet.byteLength; ; left -= 255) {
        lacing.push(Math.min(left, 255))
        if (left < 255) break
      }
    }
    const bodyLength = packets.reduce((sum, packet) => sum + packet.byteLength, 0)
    const page = new Uint8Array(27 + lacing.length + bodyLength)
    const view = new DataView(page.buffer)
    page.set(ascii('OggS'), 0)
    page[4] = 0 // stream structure version
    page[5] = flags
    view.setBigUint64(6, BigInt(granule), true)
    view.setUint32(14, this.#serial, true)
    view.setUint32(18, sequence, true)
    view.setUint32(22, 0, true) // CRC, computed over the page with this field zero
    page[26] = lacing.length
    page.set(lacing, 27)
    let offset = 27 + lacing.length
    for (const packet of packets) {
      page.set(packet, offset)
      offset += packet.byteLength
    }
    view.setUint32(22, crc32Ogg(page), true)
    return page
  }
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out
}
