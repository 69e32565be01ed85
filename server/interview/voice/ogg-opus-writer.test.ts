import OpusScript from 'opusscript'
import { describe, expect, it } from 'vitest'
import { FRAME_SAMPLES, pcmFromBytes } from './audio-format'
import { crc32Ogg } from './crc32-ogg'
import { OggOpusWriter } from './ogg-opus-writer'
import { opusPacketSamples } from './opus-packet'
import { encodeOpusFrames } from './opus-frames'
import { concatSignals, speechLike, tone } from '../../../tests/support/test-signals'
import { levelDb } from './vad'

interface Page {
  flags: number
  granule: bigint
  serial: number
  sequence: number
  crc: number
  lacing: number[]
  body: Uint8Array
  raw: Uint8Array
}

/** An independent reader of Ogg pages (RFC 3533), strict about every field. */
function readPages(file: Uint8Array): Page[] {
  const pages: Page[] = []
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  let offset = 0
  while (offset < file.length) {
    expect(Buffer.from(file.subarray(offset, offset + 4)).toString('ascii')).toBe('OggS')
    expect(file[offset + 4]).toBe(0)
    const count = file[offset + 26] ?? 0
    const lacing = [...file.subarray(offset + 27, offset + 27 + count)]
    const bodyLength = lacing.reduce((sum, value) => sum + value, 0)
    const end = offset + 27 + count + bodyLength
    expect(end).toBeLessThanOrEqual(file.length)
    pages.push({
      flags: file[offset + 5] ?? -1,
      granule: view.getBigUint64(offset + 6, true),
      serial: view.getUint32(offset + 14, true),
      sequence: view.getUint32(offset + 18, true),
      crc: view.getUint32(offset + 22, true),
      lacing,
      body: file.subarray(offset + 27 + count, end),
      raw: file.subarray(offset, end),
    })
    offset = end
  }
  return pages
}

/** Packets of a page from its lacing values: a value below 255 ends a packet. */
function packetsOf(page: Page): Uint8Array[] {
  const packets: Uint8Array[] = []
  let start = 0
  let length = 0
  for (const value of page.lacing) {
    length += value
    if (value < 255) {
      packets.push(page.body.subarray(start, start + length))
      start += length
      length = 0
    }
  }
  expect(length).toBe(0) // no packet continues onto the next page
  return packets
}

const crcOf = (page: Page) => {
  const copy = page.raw.slice()
  copy.fill(0, 22, 26)
  return crc32Ogg(copy)
}

describe('crc32Ogg', () => {
  it('is the MSB-first CRC-32 with polynomial 0x04C11DB7, initial 0 and no final XOR', () => {
    // CRC-32/CKSUM is the same CRC with a final XOR of 0xFFFFFFFF; its check value is 0x765E7680.
    expect(crc32Ogg(new TextEncoder().encode('123456789'))).toBe((0x765e7680 ^ 0xffffffff) >>> 0)
    expect(crc32Ogg(new Uint8Array(0))).toBe(0)
    expect(crc32Ogg(new Uint8Array([0x01]))).toBe(0x04c11db7)
  })
})

describe('opusPacketSamples', () => {
  it('reads frame sizes and counts from the TOC byte', () => {
    expect(opusPacketSamples(encodeOpusFrames(tone(20, 440, -12))[0] as Uint8Array)).toBe(960)
    expect(opusPacketSamples(new Uint8Array([(1 << 3) | 0]))).toBe(960) // SILK 20 ms
    expect(opusPacketSamples(new Uint8Array([(3 << 3) | 1]))).toBe(5760) // SILK 60 ms x 2
    expect(opusPacketSamples(new Uint8Array([(16 << 3) | 3, 4]))).toBe(480) // CELT 2.5 ms x 4
    expect(opusPacketSamples(new Uint8Array([(13 << 3) | 0]))).toBe(960) // hybrid 20 ms
    expect(opusPacketSamples(new Uint8Array(0))).toBe(0)
  })
})

describe('OggOpusWriter', () => {
  const packets = encodeOpusFrames(
    concatSignals([tone(1000, 440, -12), speechLike(2000, -18, [[500, 200]])]),
  ) // 150 packets of 20 ms

  it('writes OpusHead and OpusTags pages, then audio pages with granules and CRCs', () => {
    const writer = new OggOpusWriter({ serial: 0x1234abcd, vendor: 'Hirelane test' })
    for (const packet of packets) writer.addPacket(packet)
    writer.addPacket(new Uint8Array(0)) // ignored
    expect(writer.packetCount).toBe(150)
    expect(writer.durationMs).toBe(3000)
    const pages = readPages(writer.finish())

    expect(pages.map(({ sequence }) => sequence)).toEqual([0, 1, 2, 3, 4])
    expect(pages.every(({ serial }) => serial === 0x1234abcd)).toBe(true)
    expect(pages.map(({ flags }) => flags)).toEqual([0x02, 0, 0, 0, 0x04])
    expect(pages.every((page) => page.crc === crcOf(page))).toBe(true)

    const [head, tags, ...audio] = pages as [Page, Page, ...Page[]]
    const [headPacket] = packetsOf(head) as [Uint8Array]
    expect(packetsOf(head)).toHaveLength(1)
    const headView = new DataView(headPacket.buffer, headPacket.byteOffset, headPacket.byteLength)
    expect(Buffer.from(headPacket.subarray(0, 8)).toString('ascii')).toBe('OpusHead')
    expect(headPacket.byteLength).toBe(19)
    expect(headPacket[8]).toBe(1) // version
    expect(headPacket[9]).toBe(1) // mono
    expect(headView.getUint16(10, true)).toBe(312)
    expect(headView.getUint32(12, true)).toBe(48000)
    expect(headView.getInt16(16, true)).toBe(0)
    expect(headPacket[18]).toBe(0)
    expect(head.granule).toBe(0n)

    const [tagsPacket] = packetsOf(tags) as [Uint8Array]
    expect(Buffer.from(tagsPacket.subarray(0, 8)).toString('ascii')).toBe('OpusTags')
    const vendorLength = new DataView(tagsPacket.buffer, tagsPacket.byteOffset).getUint32(8, true)
    expect(Buffer.from(tagsPacket.subarray(12, 12 + vendorLength)).toString()).toBe('Hirelane test')
    expect(tags.granule).toBe(0n)

    // 50 packets a page; each granule counts every sample up to the page's last packet.
    expect(audio.map((page) => packetsOf(page).length)).toEqual([50, 50, 50])
    expect(audio.map(({ granule }) => granule)).toEqual([48000n, 96000n, 144000n])
    expect(audio.flatMap(packetsOf)).toEqual(packets)
  })

  it('decodes back to the recorded audio', () => {
    const writer = new OggOpusWriter()
    for (const packet of packets) writer.addPacket(packet)
    const audio = readPages(writer.finish()).slice(2).flatMap(packetsOf)
    const decoder = new OpusScript(48000, 1, OpusScript.Application.VOIP)
    const pcm = concatSignals(
      audio.map((packet) => pcmFromBytes(decoder.decode(Buffer.from(packet)))),
    )
    decoder.delete()
    expect(pcm.length).toBe(150 * FRAME_SAMPLES)
    expect(levelDb(pcm.subarray(4800, 48000))).toBeCloseTo(-12, 0)
  })

  it('splits a page at 255 lacing values and laces long packets with 255s', () => {
    const writer = new OggOpusWriter({ packetsPerPage: 255 })
    const big = new Uint8Array(600).fill(0x08) // TOC: SILK 20 ms; 600 bytes = 255, 255, 90
    const exact = new Uint8Array(510).fill(0x08) // 255, 255, 0
    for (let i = 0; i < 100; i++) writer.addPacket(i % 2 ? exact : big)
    const pages = readPages(writer.finish())
    expect(pages.every((page) => page.crc === crcOf(page))).toBe(true)
    const audio = pages.slice(2)
    expect(audio.every(({ lacing }) => lacing.length <= 255)).toBe(true)
    expect(audio[0]?.lacing.slice(0, 6)).toEqual([255, 255, 90, 255, 255, 0])
    const all = audio.flatMap(packetsOf)
    expect(all).toHaveLength(100)
    expect(all.map(({ byteLength }) => byteLength)).toEqual(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? 510 : 600)),
    )
    expect(audio.at(-1)?.granule).toBe(96000n)
    expect(audio.at(-1)?.flags).toBe(0x04)
  })

  it('writes a valid empty file when nothing was said', () => {
    const pages = readPages(new OggOpusWriter().finish())
    expect(pages.map(({ flags }) => flags)).toEqual([0x02, 0x04])
    expect(pages.every((page) => page.crc === crcOf(page))).toBe(true)
  })
})
