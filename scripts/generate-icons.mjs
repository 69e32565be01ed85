#!/usr/bin/env node
// Draws the app icons (public/icons/*.png) and the favicon from code, so they can be remade
// and reviewed. No image tool is needed: shapes are rasterised here and written as PNG.
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BRAND = [15, 76, 129] // #0f4c81
const WHITE = [255, 255, 255]
const AMBER = [245, 166, 35] // #f5a623
const OUT = new URL('../public/icons/', import.meta.url)

/** The mark on a 0..1 square: a bold 'H' with an amber lane line under it. */
const mark = [
  { color: WHITE, rect: [0.28, 0.24, 0.4, 0.7] },
  { color: WHITE, rect: [0.6, 0.24, 0.72, 0.7] },
  { color: WHITE, rect: [0.4, 0.42, 0.6, 0.53] },
  { color: AMBER, rect: [0.28, 0.76, 0.72, 0.82] },
]

const inRoundedSquare = (x, y, radius) => {
  const cx = Math.min(Math.max(x, radius), 1 - radius)
  const cy = Math.min(Math.max(y, radius), 1 - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

/**
 * Colour at a point: the background shape, then the mark scaled into the safe zone. A `mono`
 * shape is the mark alone in one colour on transparency: Android draws a notification's status
 * bar badge from its alpha only.
 */
const colourAt = (x, y, { radius, scale, mono }) => {
  if (!inRoundedSquare(x, y, radius)) return null
  const mx = (x - 0.5) / scale + 0.5
  const my = (y - 0.5) / scale + 0.5
  const hit = mark.find(
    ({ rect: [x0, y0, x1, y1] }) => mx >= x0 && mx <= x1 && my >= y0 && my <= y1,
  )
  if (mono) return hit ? mono : null
  return hit ? hit.color : BRAND
}

/** RGBA pixels with 4x4 supersampling for smooth edges. */
const render = (size, shape) => {
  const pixels = Buffer.alloc(size * size * 4)
  const samples = 4
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            shape,
          )
          if (!colour) continue
          r += colour[0]
          g += colour[1]
          b += colour[2]
          a += 1
        }
      }
      const i = (py * size + px) * 4
      pixels[i] = a ? Math.round(r / a) : 0
      pixels[i + 1] = a ? Math.round(g / a) : 0
      pixels[i + 2] = a ? Math.round(b / a) : 0
      pixels[i + 3] = Math.round((a / samples ** 2) * 255)
    }
  }
  return pixels
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buffer) => {
  let c = 0xffffffff
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const encodePng = (size, pixels) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0 // filter: none
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const icons = [
  // 'any' icons: a rounded square, the mark at full size.
  { file: 'icon-192.png', size: 192, shape: { radius: 0.22, scale: 1 } },
  { file: 'icon-512.png', size: 512, shape: { radius: 0.22, scale: 1 } },
  // Maskable and Apple: full bleed, the mark inside the 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, shape: { radius: 0, scale: 0.72 } },
  { file: 'apple-touch-icon-180.png', size: 180, shape: { radius: 0, scale: 0.85 } },
  // The notification badge (sw/push-notification.ts): the mark, white, filling the square.
  { file: 'badge-96.png', size: 96, shape: { radius: 0, scale: 1.3, mono: WHITE } },
]

mkdirSync(OUT, { recursive: true })
for (const { file, size, shape } of icons) {
  writeFileSync(new URL(file, OUT), encodePng(size, render(size, shape)))
}

const svgRects = mark
  .map(({ color, rect: [x0, y0, x1, y1] }) => {
    const hex = `#${color.map((c) => c.toString(16).padStart(2, '0')).join('')}`
    const f = (n) => +(n * 64).toFixed(2)
    return `<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" fill="${hex}"/>`
  })
  .join('')
writeFileSync(
  new URL('../favicon.svg', OUT),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f4c81"/>${svgRects}</svg>\n`,
)
console.log(`Wrote ${icons.length} icons and favicon.svg to public/`)
