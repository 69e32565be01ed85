#!/usr/bin/env node
// Draws the landing page's pictures from code (public/images/landing/): the four testimonial
// portraits and the three "How does it work?" illustrations. Each is a flat-style SVG written
// here, rasterised with sharp to AVIF and WebP at its displayed size and at 2x, so the page
// never ships a full-size photo. Run `node scripts/generate-landing-images.mjs` after a change
// and commit the output. `--preview DIR` also writes PNG copies to DIR for review.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const OUT = fileURLToPath(new URL('../public/images/landing/', import.meta.url))
const previewIndex = process.argv.indexOf('--preview')
const PREVIEW = previewIndex > 0 ? process.argv[previewIndex + 1] : undefined

const INK = '#1f2633'

// ---------------------------------------------------------------------------------------------
// Portraits: a 192 x 192 canvas, head and shoulders, work clothing.

const vest = ({ color, stripe = '#e9edf2' }) => `
  <path d="M40 192 C42 160 54 146 74 140 L86 192 Z" fill="${color}"/>
  <path d="M152 192 C150 160 138 146 118 140 L106 192 Z" fill="${color}"/>
  <path d="M45 170 L80 166 L82 176 L43 181 Z" fill="${stripe}"/>
  <path d="M147 170 L112 166 L110 176 L149 181 Z" fill="${stripe}"/>
  <path d="M58 146 L68 143 L74 192 L64 192 Z" fill="${stripe}" opacity="0.85"/>
  <path d="M134 146 L124 143 L118 192 L128 192 Z" fill="${stripe}" opacity="0.85"/>`

const shoulders = (shirt) => `
  <path d="M26 192 C28 158 52 140 96 138 C140 140 164 158 166 192 Z" fill="${shirt}"/>`

const neck = (shade) => `<path d="M80 110 L112 110 L114 144 Q96 156 78 144 Z" fill="${shade}"/>`

const face = ({ skin, shade, mouth = INK, cheeks = '#f08a7e', browColor = INK }) => `
  <ellipse cx="61" cy="92" rx="8" ry="11" fill="${shade}"/>
  <ellipse cx="131" cy="92" rx="8" ry="11" fill="${shade}"/>
  <ellipse cx="96" cy="86" rx="35" ry="41" fill="${skin}"/>
  <ellipse cx="76" cy="102" rx="7" ry="4.5" fill="${cheeks}" opacity="0.35"/>
  <ellipse cx="116" cy="102" rx="7" ry="4.5" fill="${cheeks}" opacity="0.35"/>
  <path d="M75 77 Q82 72 89 76" stroke="${browColor}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <path d="M103 76 Q110 72 117 77" stroke="${browColor}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <ellipse cx="82" cy="88" rx="4" ry="4.6" fill="${INK}"/>
  <ellipse cx="110" cy="88" rx="4" ry="4.6" fill="${INK}"/>
  <circle cx="83.4" cy="86.4" r="1.3" fill="#fff"/>
  <circle cx="111.4" cy="86.4" r="1.3" fill="#fff"/>
  <path d="M96 92 Q92 102 97 104" stroke="${shade}" stroke-width="3" fill="none" stroke-linecap="round"/>
  ${smile(mouth)}`

/** Drawn again over a beard. */
const smile = (mouth = INK) => `
  <path d="M82 110 Q96 123 110 110 Q96 116 82 110 Z" fill="${mouth}" stroke="${mouth}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M86 112 Q96 116 106 112 L105 114 Q96 118 87 114 Z" fill="#fff"/>`

const portrait =
  (background, ...layers) =>
  (size) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 192 192">
  <rect width="192" height="192" fill="${background}"/>
  <circle cx="150" cy="38" r="46" fill="#ffffff" opacity="0.22"/>
  ${layers.join('\n')}
</svg>`

const portraits = {
  // Forklift operator, Dallas: orange hi-vis vest over a grey tee, short hair and a beard.
  'marcus-johnson': portrait(
    '#bfdcf5',
    shoulders('#5b6676'),
    vest({ color: '#ff8a1f' }),
    neck('#6b4129'),
    face({ skin: '#8a5636', shade: '#6b4129', cheeks: '#c0503c' }),
    // beard and moustache
    `<path d="M61 88 Q62 132 96 134 Q130 132 131 88 Q128 108 118 112 Q108 106 96 107 Q84 106 74 112 Q64 108 61 88 Z" fill="#241a15"/>`,
    `<path d="M80 109 Q96 104 112 109" stroke="#241a15" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    smile('#3a1a12'),
    // close-cropped hair
    `<path d="M61 82 Q58 44 96 42 Q134 44 131 82 Q128 62 114 58 Q96 52 78 58 Q64 62 61 82 Z" fill="#241a15"/>`,
  ),
  // Order picker, Columbus: lime vest, dark hair in a bun.
  'ana-morales': portrait(
    '#f8d9c4',
    `<circle cx="96" cy="36" r="20" fill="#2b1b14"/>`,
    `<path d="M56 96 Q50 46 96 44 Q142 46 136 96 Q140 132 124 142 L68 142 Q52 132 56 96 Z" fill="#2b1b14"/>`,
    shoulders('#3f6fb5'),
    vest({ color: '#c6e033' }),
    neck('#b27a52'),
    face({ skin: '#cf9468', shade: '#b27a52', mouth: '#8e2f3a', cheeks: '#e2675b' }),
    `<path d="M61 84 Q60 48 96 47 Q132 48 131 84 Q122 66 104 62 Q96 70 74 70 Q66 74 61 84 Z" fill="#2b1b14"/>`,
    // small earrings
    `<circle cx="60" cy="106" r="3" fill="#f5a623"/><circle cx="132" cy="106" r="3" fill="#f5a623"/>`,
  ),
  // Assembler, Louisville: navy work shirt with collar and badge, safety glasses.
  'tuan-nguyen': portrait(
    '#cfe8d5',
    shoulders('#23406e'),
    `<path d="M80 140 L96 160 L112 140 L104 136 L96 146 L88 136 Z" fill="#e9edf2"/>`,
    `<rect x="120" y="164" width="22" height="14" rx="3" fill="#f5a623"/>`,
    `<path d="M96 160 L96 192" stroke="#1a3056" stroke-width="3"/>`,
    neck('#c9956a'),
    face({ skin: '#e6b48a', shade: '#c9956a', cheeks: '#e2675b' }),
    `<path d="M60 84 Q56 42 98 42 Q136 44 132 82 Q130 64 120 60 Q98 66 80 56 Q72 66 60 84 Z" fill="#15181d"/>`,
    // safety glasses
    `<rect x="68" y="79" width="26" height="19" rx="7" fill="#bfe3f5" fill-opacity="0.55" stroke="${INK}" stroke-width="3"/>`,
    `<rect x="98" y="79" width="26" height="19" rx="7" fill="#bfe3f5" fill-opacity="0.55" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M94 86 L98 86" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M62 86 L68 85 M124 85 L130 86" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  ),
  // Warehouse associate, Riverside: yellow hard hat, lime vest, long auburn hair.
  'kayla-brooks': portrait(
    '#fde7a6',
    `<path d="M58 80 Q52 120 64 150 L128 150 Q140 120 134 80 Z" fill="#b5522b"/>`,
    shoulders('#7a4fa0'),
    vest({ color: '#c6e033' }),
    neck('#e0a98a'),
    face({
      skin: '#f6cdb0',
      shade: '#e0a98a',
      mouth: '#a23a44',
      cheeks: '#ec7a6c',
      browColor: '#7a3519',
    }),
    `<path d="M61 80 Q66 60 96 62 Q126 60 131 80 Q120 70 96 72 Q72 70 61 80 Z" fill="#b5522b"/>`,
    // hard hat: dome, ridge and brim
    `<path d="M56 66 Q56 24 96 24 Q136 24 136 66 Z" fill="#ffc629"/>`,
    `<path d="M90 25 L102 25 L104 66 L88 66 Z" fill="#f0ad00"/>`,
    `<rect x="46" y="62" width="100" height="10" rx="5" fill="#f0ad00"/>`,
  ),
}

// ---------------------------------------------------------------------------------------------
// Step illustrations: a 320 x 320 canvas.

const illustration = (body) => (size) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">
  <circle cx="160" cy="164" r="138" fill="#e7f0fa"/>
  <circle cx="262" cy="70" r="26" fill="#ffe6a8"/>
  <circle cx="56" cy="252" r="18" fill="#d6e6f6"/>
  ${body}
</svg>`

const phone = ({ x, y, w = 132, h = 236 }) => `
  <rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="22" fill="#0b2545" opacity="0.16"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#0f4c81"/>
  <rect x="${x + 9}" y="${y + 14}" width="${w - 18}" height="${h - 28}" rx="13" fill="#ffffff"/>
  <rect x="${x + w / 2 - 16}" y="${y + 5}" width="32" height="5" rx="2.5" fill="#0b2545"/>`

const illustrations = {
  // 1. Tell us about yourself: a phone showing a short profile form.
  'step-profile': illustration(`
    ${phone({ x: 94, y: 40 })}
    <circle cx="160" cy="92" r="20" fill="#ffd166"/>
    <circle cx="160" cy="86" r="8" fill="#0f4c81"/>
    <path d="M146 104 Q160 90 174 104 Z" fill="#0f4c81"/>
    <rect x="118" y="124" width="60" height="7" rx="3.5" fill="#9fb3c8"/>
    <rect x="118" y="136" width="84" height="16" rx="6" fill="#eef3f8" stroke="#c5d3e2" stroke-width="2"/>
    <rect x="118" y="160" width="44" height="7" rx="3.5" fill="#9fb3c8"/>
    <rect x="118" y="172" width="84" height="16" rx="6" fill="#eef3f8" stroke="#c5d3e2" stroke-width="2"/>
    <rect x="124" y="178" width="38" height="4" rx="2" fill="#5b7a99"/>
    <rect x="118" y="206" width="84" height="22" rx="11" fill="#ffc629"/>
    <rect x="140" y="215" width="40" height="4" rx="2" fill="#1f2633"/>
    <circle cx="230" cy="150" r="24" fill="#1f9d55"/>
    <path d="M219 150 L227 158 L242 142" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="52" y="118" width="58" height="30" rx="10" fill="#ffffff" stroke="#c5d3e2" stroke-width="2"/>
    <rect x="62" y="127" width="38" height="5" rx="2.5" fill="#0f4c81"/>
    <rect x="62" y="136" width="24" height="5" rx="2.5" fill="#9fb3c8"/>`),

  // 2. Interview instantly: a voice call with the AI recruiter, sound waves and a chat bubble.
  'step-interview': illustration(`
    ${phone({ x: 94, y: 40 })}
    <circle cx="160" cy="110" r="36" fill="#0f4c81"/>
    <path d="M160 88 L166 104 L182 110 L166 116 L160 132 L154 116 L138 110 L154 104 Z" fill="#ffd166"/>
    <path d="M124 170 L124 182 M134 164 L134 188 M144 158 L144 194 M154 166 L154 186 M164 160 L164 192 M174 168 L174 184 M184 162 L184 190 M194 170 L194 182" stroke="#0f4c81" stroke-width="5" stroke-linecap="round"/>
    <circle cx="136" cy="228" r="13" fill="#e5484d"/>
    <rect x="130" y="225" width="12" height="6" rx="3" fill="#fff"/>
    <circle cx="184" cy="228" r="13" fill="#eef3f8" stroke="#c5d3e2" stroke-width="2"/>
    <rect x="180" y="219" width="8" height="13" rx="4" fill="#0f4c81"/>
    <path d="M176 229 Q184 240 192 229" stroke="#0f4c81" stroke-width="2.5" fill="none" stroke-linecap="round"/>
    <path d="M60 96 Q48 116 60 136 M44 84 Q26 116 44 148" stroke="#f5a623" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M248 150 Q260 170 248 190 M264 138 Q282 170 264 202" stroke="#f5a623" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M214 56 L278 56 Q288 56 288 66 L288 94 Q288 104 278 104 L234 104 L220 116 L222 104 L214 104 Q204 104 204 94 L204 66 Q204 56 214 56 Z" fill="#ffffff" stroke="#c5d3e2" stroke-width="2"/>
    <rect x="216" y="70" width="58" height="6" rx="3" fill="#0f4c81"/>
    <rect x="216" y="84" width="38" height="6" rx="3" fill="#9fb3c8"/>`),

  // 3. Sit back & let jobs find you: a briefcase, a ringing bell and matched job cards.
  'step-matches': illustration(`
    <rect x="62" y="132" width="150" height="112" rx="16" fill="#0b2545" opacity="0.14" transform="translate(6 8)"/>
    <path d="M112 132 L112 116 Q112 104 124 104 L150 104 Q162 104 162 116 L162 132" stroke="#0f4c81" stroke-width="10" fill="none"/>
    <rect x="62" y="132" width="150" height="112" rx="16" fill="#0f4c81"/>
    <rect x="62" y="172" width="150" height="10" fill="#0b3d69"/>
    <rect x="124" y="164" width="26" height="26" rx="6" fill="#ffc629"/>
    <rect x="186" y="62" width="100" height="40" rx="10" fill="#ffffff" stroke="#c5d3e2" stroke-width="2"/>
    <circle cx="206" cy="82" r="10" fill="#1f9d55"/>
    <path d="M201 82 L205 86 L212 78" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="222" y="74" width="52" height="6" rx="3" fill="#0f4c81"/>
    <rect x="222" y="86" width="34" height="5" rx="2.5" fill="#9fb3c8"/>
    <rect x="206" y="114" width="92" height="40" rx="10" fill="#ffffff" stroke="#c5d3e2" stroke-width="2"/>
    <circle cx="226" cy="134" r="10" fill="#1f9d55"/>
    <path d="M221 134 L225 138 L232 130" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="242" y="126" width="46" height="6" rx="3" fill="#0f4c81"/>
    <rect x="242" y="138" width="30" height="5" rx="2.5" fill="#9fb3c8"/>
    <path d="M236 196 Q236 168 256 166 Q276 168 276 196 L282 206 L230 206 Z" fill="#ffc629"/>
    <circle cx="256" cy="212" r="7" fill="#f0ad00"/>
    <circle cx="276" cy="172" r="9" fill="#e5484d"/>
    <path d="M222 176 Q216 186 222 196 M290 176 Q296 186 290 196" stroke="#f5a623" stroke-width="4" fill="none" stroke-linecap="round"/>`),
}

// ---------------------------------------------------------------------------------------------

const SIZES = {
  // Slide portrait 96 px (and 2x); thumbnails 48 px use the 48 and 96 files.
  portrait: [48, 96, 192],
  illustration: [160, 320],
}

mkdirSync(OUT, { recursive: true })
if (PREVIEW) mkdirSync(PREVIEW, { recursive: true })

const write = async (name, draw, sizes) => {
  for (const size of sizes) {
    const svg = Buffer.from(draw(size))
    const base = `${name}-${size}`
    const avif = await sharp(svg)
      .avif({ quality: 60, effort: 9, chromaSubsampling: '4:4:4' })
      .toBuffer()
    const webp = await sharp(svg).webp({ quality: 82, effort: 6, smartSubsample: true }).toBuffer()
    writeFileSync(join(OUT, `${base}.avif`), avif)
    writeFileSync(join(OUT, `${base}.webp`), webp)
    if (PREVIEW) writeFileSync(join(PREVIEW, `${base}.png`), await sharp(svg).png().toBuffer())
    console.log(`${base}: avif ${avif.length} B, webp ${webp.length} B`)
  }
}

for (const [name, draw] of Object.entries(portraits)) await write(name, draw, SIZES.portrait)
for (const [name, draw] of Object.entries(illustrations))
  await write(name, draw, SIZES.illustration)
