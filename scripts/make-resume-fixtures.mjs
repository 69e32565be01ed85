#!/usr/bin/env node
/**
 * node scripts/make-resume-fixtures.mjs [--doc]
 *
 * Writes the binary resume fixtures of tests/fixtures/resumes/ (every person in them is
 * fictional): clean.pdf, two-column.pdf, resume.docx and doc-source.docx (the source of
 * resume.doc). The text fixtures (resume.txt, resume.html, messy.txt, not-a-pdf.pdf) are kept
 * by hand in that folder.
 *
 * The PDFs are written by hand: standard Type1 fonts (Helvetica, WinAnsiEncoding), one text
 * object per line, and an xref table with exact byte offsets, so that unpdf (pdf.js) reads
 * them without repairing anything. The DOCX files are built with jszip (a dependency of
 * mammoth): the smallest WordprocessingML package mammoth and Word accept.
 *
 * resume.doc (Word 97-2003) is made once from doc-source.docx with LibreOffice and committed;
 * the tests never need LibreOffice. To remake it (Debian: apt-get install
 * libreoffice-writer-nogui), run this script with --doc, which calls
 *   soffice --headless --convert-to doc --outdir <tmp> doc-source.docx
 * and copies the result to tests/fixtures/resumes/resume.doc.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import JSZip from 'jszip'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'tests', 'fixtures', 'resumes')

// ---------------------------------------------------------------------------------------------
// PDF

/** Characters outside ASCII that the fixtures use, as WinAnsiEncoding codes. */
const WIN_ANSI = new Map([
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['’', 0x92],
  ['é', 0xe9],
  ['á', 0xe1],
  ['í', 0xed],
  ['ó', 0xf3],
  ['ú', 0xfa],
  ['ñ', 0xf1],
  ['É', 0xc9],
])

/** A PDF literal string: escapes ( ) \ and writes non-ASCII characters as octal WinAnsi codes. */
function pdfString(text) {
  let out = '('
  for (const char of text) {
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (char.charCodeAt(0) < 128) out += char
    else {
      const code = WIN_ANSI.get(char)
      if (code === undefined) throw new Error(`No WinAnsi code for ${JSON.stringify(char)}`)
      out += `\\${code.toString(8)}`
    }
  }
  return `${out})`
}

/**
 * A text run: {x, y, text, font: 'F1' | 'F2', size}. `parts` instead of `text` writes a TJ array
 * (strings and kerning numbers), as typesetting programs do.
 */
function textObject(run) {
  const show = run.parts
    ? `[${run.parts.map((part) => (typeof part === 'number' ? String(part) : pdfString(part))).join(' ')}] TJ`
    : `${pdfString(run.text)} Tj`
  return `BT /${run.font ?? 'F1'} ${run.size ?? 11} Tf 1 0 0 1 ${run.x} ${run.y} Tm ${show} ET`
}

/** A complete PDF document; `pages` is a list of lists of text runs (US Letter). */
function buildPdf(pages, title) {
  const objects = []
  const add = (body) => {
    objects.push(body)
    return objects.length
  }
  const catalog = add(null)
  const pagesId = add(null)
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  const info = add(`<< /Title ${pdfString(title)} /Producer (Hirelane fixtures) >>`)
  const pageIds = []
  for (const runs of pages) {
    const stream = runs.map(textObject).join('\n')
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    )
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`
  pdf += `startxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/**
 * Lays out a single-column document: each entry is a string (body text), or
 * {h: 'HEADING'} / {b: 'bold line'} / {gap: true}. Breaks pages at the bottom margin.
 */
function layoutColumn(lines, { x = 54, top = 740, bottom = 60 } = {}) {
  const pages = [[]]
  let y = top
  for (const line of lines) {
    if (typeof line === 'object' && line.gap) {
      y -= 8
      continue
    }
    const run =
      typeof line === 'string'
        ? { text: line, font: 'F1', size: 10.5, lead: 14 }
        : line.h
          ? { text: line.h, font: 'F2', size: 12, lead: 18 }
          : line.title
            ? { text: line.title, font: 'F2', size: 18, lead: 22 }
            : { text: line.b, font: 'F2', size: 10.5, lead: 14 }
    if (y - run.lead < bottom) {
      pages.push([])
      y = top
    }
    if (line.h) y -= 6
    pages.at(-1).push({ x, y, text: run.text, font: run.font, size: run.size })
    y -= run.lead
  }
  return pages
}

/** Marcus Reed: a plain one-column resume, as a word processor exports it. */
function cleanPdf() {
  const lines = [
    { title: 'MARCUS T. REED' },
    'Columbus, OH 43219 | (614) 555-0142 | marcus.reed@example.com',
    { gap: true },
    { h: 'SUMMARY' },
    'Dependable forklift operator with a clean safety record in high-volume distribution',
    'centers. Certified on sit-down and stand-up forklifts; comfortable with RF scanners and WMS.',
    { h: 'EXPERIENCE' },
    { b: 'Forklift Operator' },
    'Buckeye Distribution Center, Columbus, OH | Mar 2019 - Present',
    '• Load and unload 40+ trailers per shift with sit-down and stand-up forklifts',
    '• Keep 99.8% inventory accuracy using an RF scanner and the Manhattan WMS',
    '• Train new hires on pallet jack and dock safety',
    { gap: true },
    { b: 'Warehouse Associate' },
    'Midwest Cold Storage, Grove City, OH | Jun 2016 - Feb 2019',
    '• Picked, packed and labeled frozen food orders for grocery stores',
    '• Handled shipping and receiving paperwork and cycle counts',
    { h: 'EDUCATION' },
    { b: 'Westland High School, Columbus, OH' },
    'High School Diploma, 2015',
    { h: 'CERTIFICATIONS' },
    'OSHA 10-Hour General Industry (2021)',
    'Forklift Certification (sit-down, stand-up reach truck)',
    { h: 'SKILLS' },
    'RF scanner, WMS, Inventory control, Shipping and receiving, Pallet jack, Loading and unloading',
  ]
  return buildPdf(layoutColumn(lines), 'Marcus T. Reed - Resume')
}

/**
 * Daniela Ortiz: a two-column template. The content stream holds the main column first and the
 * sidebar after it (so extraction order differs from the visual order), some words are split
 * into kerned TJ runs, and the name is set in spaced capitals.
 */
function twoColumnPdf() {
  const runs = []
  const left = 40
  const main = 220
  let y = 740
  // Name across the top, in a kerned TJ array.
  runs.push({ x: main, y, font: 'F2', size: 22, parts: ['DANIELA', -250, 'ORTIZ'] })
  y -= 22
  runs.push({ x: main, y, font: 'F1', size: 11, text: 'CNC Machine Operator' })
  y -= 30
  const mainLines = [
    { h: 'PROFILE' },
    'Bilingual (English/Spanish) machine operator who sets up and runs CNC',
    'lathes and mills, reads blueprints and checks parts with calipers and micrometers.',
    { h: 'WORK HISTORY' },
    { b: 'CNC Machine Operator | Palmetto Precision Parts' },
    'Greenville, SC | 2018 – Present',
    '• Set up and run Haas CNC lathes and mills for aerospace brackets',
    '• First-article and in-process quality inspection; scrap down 30%',
    { gap: true },
    { b: 'Assembler | Carolina Auto Components' },
    'Spartanburg, SC | 2014 – 2018',
    '• Assembled seat frames on a moving line using torque tools',
    '• Led the 5S program for the sub-assembly cell',
    { gap: true },
    { b: 'Production Associate (Temp) | Upstate Staffing' },
    'Greenville, SC | 2013 – 2014',
    '• Packing and machine tending on second shift',
  ]
  for (const line of mainLines) {
    if (typeof line === 'object' && line.gap) {
      y -= 8
      continue
    }
    if (typeof line === 'object' && line.h) {
      y -= 6
      runs.push({ x: main, y, font: 'F2', size: 12, text: line.h })
      y -= 18
    } else if (typeof line === 'object') {
      runs.push({ x: main, y, font: 'F2', size: 10.5, text: line.b })
      y -= 14
    } else {
      runs.push({ x: main, y, font: 'F1', size: 10, text: line })
      y -= 13
    }
  }
  // The sidebar, written after the main column.
  let sy = 690
  const sideLines = [
    { h: 'CONTACT' },
    '118 Pine Ridge Dr',
    'Greenville, SC 29607',
    '864.555.0187',
    'dortiz.cnc@example.com',
    { h: 'SKILLS' },
    'Blueprint reading',
    'CNC machine operation',
    'Quality inspection',
    'Lean / 5S',
    'Calipers & micrometers',
    // Split into kerned runs, as some templates write them.
    { parts: ['Bilin', 20, 'gual English/Span', 15, 'ish'] },
    { h: 'EDUCATION' },
    'Greenville Technical College',
    'Associate of Applied Science,',
    'Manufacturing Technology',
    '2014',
  ]
  for (const line of sideLines) {
    if (typeof line === 'object' && line.parts) {
      runs.push({ x: left, y: sy, font: 'F1', size: 9.5, parts: line.parts })
      sy -= 12
    } else if (typeof line === 'object') {
      sy -= 6
      runs.push({ x: left, y: sy, font: 'F2', size: 11, text: line.h })
      sy -= 16
    } else {
      runs.push({ x: left, y: sy, font: 'F1', size: 9.5, text: line })
      sy -= 12
    }
  }
  return buildPdf([runs], 'Daniela Ortiz')
}

// ---------------------------------------------------------------------------------------------
// DOCX

const xmlEscape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Paragraphs: a string, or {h: text} (Heading1 style), {b: text} (bold), {li: text} (bullet). */
function paragraphXml(paragraph) {
  if (typeof paragraph === 'string') {
    return `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(paragraph)}</w:t></w:r></w:p>`
  }
  if (paragraph.h) {
    return `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${xmlEscape(paragraph.h)}</w:t></w:r></w:p>`
  }
  if (paragraph.b) {
    return `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${xmlEscape(paragraph.b)}</w:t></w:r></w:p>`
  }
  if (paragraph.tab) {
    // A title and a date separated by a tab, as right-aligned dates are usually typed.
    const [before, after] = paragraph.tab
    return `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${xmlEscape(before)}</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">${xmlEscape(after)}</w:t></w:r></w:p>`
  }
  return `<w:p><w:pPr><w:pStyle w:val="ListBullet"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t xml:space="preserve">${xmlEscape(paragraph.li)}</w:t></w:r></w:p>`
}

async function buildDocx(paragraphs, title) {
  const zip = new JSZip()
  // Fixed dates keep the output byte-identical from run to run.
  const put = (name, content) => zip.file(name, content, { date: new Date('2025-01-01T00:00:00Z') })
  put(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '</Types>',
  )
  put(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
      '</Relationships>',
  )
  put(
    'docProps/core.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
      `<dc:title>${xmlEscape(title)}</dc:title></cp:coreProperties>`,
  )
  put(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>' +
      '</Relationships>',
  )
  // One bullet list definition, as Word writes for the List Bullet style.
  put(
    'word/numbering.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>' +
      '<w:lvlText w:val="\u2022"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>' +
      '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
      '</w:numbering>',
  )
  put(
    'word/styles.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="360"/></w:pPr></w:style>' +
      '</w:styles>',
  )
  put(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      paragraphs.map(paragraphXml).join('') +
      '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080"/></w:sectPr>' +
      '</w:body></w:document>',
  )
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
  })
}

/** Kevin Nguyen: a DOCX with Heading 1 sections, tabbed dates and List Bullet paragraphs. */
const docxResume = [
  { b: 'Kevin Nguyen' },
  '2450 Kietzke Ln Apt 12, Reno, NV 89502',
  '775-555-0133 · kevin.nguyen.reno@example.com',
  { h: 'Objective' },
  'Order picker with 7 years of warehouse experience looking for a full-time day shift',
  'role where accuracy and speed matter.',
  { h: 'Professional Experience' },
  { tab: ['Order Picker', 'January 2021 to Present'] },
  'Sierra Logistics Group, Reno, NV',
  { li: 'Operate an order picker (cherry picker) up to 30 ft to fill e-commerce orders' },
  { li: 'Pick 180+ lines per hour at 99.9% accuracy with an RF scanner in SAP EWM' },
  { tab: ['Material Handler', '05/2018 to 12/2020'] },
  'Truckee Freight Services, Sparks, NV',
  { li: 'Moved freight with electric pallet jacks and staged outbound loads' },
  { li: 'Shrink-wrapped and labeled pallets for LTL shipping' },
  { h: 'Education' },
  'Truckee Meadows Community College, Reno, NV',
  'Certificate, Logistics and Supply Chain, 2019',
  'Nevada Adult Education, Reno, NV',
  'GED, 2017',
  { h: 'Skills' },
  'Order picker, Pallet jack, RF scanner, SAP, Packing, Cycle counting, Team player',
]

/** Tanisha Brooks: the source of resume.doc (converted with LibreOffice). */
const docSourceResume = [
  { b: 'Tanisha Brooks' },
  'Memphis, TN 38118',
  'Phone: (901) 555-0176',
  'Email: tanisha.brooks@example.com',
  { h: 'Professional Summary' },
  'Machine operator and production associate experienced in food packaging and corrugated',
  'box lines. Known for fast changeovers, clean quality records and perfect attendance.',
  { h: 'Employment History' },
  { b: 'Machine Operator, Delta Packaging Co., Memphis, TN' },
  'Aug 2017 – Present',
  { li: 'Set up and run flexo folder-gluers; perform changeovers in under 20 minutes' },
  { li: 'Quality inspection of every 500th box; lean manufacturing and 5S audits' },
  { b: 'Production Associate, Riverbend Foods, Southaven, MS' },
  'Sep 2014 – Jul 2017',
  { li: 'Packed frozen meals on a high-speed line and drove a sit-down forklift' },
  { h: 'Education' },
  'Memphis Central High School, Memphis, TN',
  'High School Diploma, 2014',
  { h: 'Skills & Certifications' },
  { li: 'Machine setup and changeovers' },
  { li: 'Quality inspection' },
  { li: 'Forklift (sit-down)' },
  { li: 'OSHA 30' },
]

// ---------------------------------------------------------------------------------------------

mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'clean.pdf'), cleanPdf())
writeFileSync(join(outDir, 'two-column.pdf'), twoColumnPdf())
writeFileSync(join(outDir, 'resume.docx'), await buildDocx(docxResume, 'Kevin Nguyen'))
const docSource = join(outDir, 'doc-source.docx')
writeFileSync(docSource, await buildDocx(docSourceResume, 'Tanisha Brooks'))
console.log(`Wrote clean.pdf, two-column.pdf, resume.docx and doc-source.docx to ${outDir}`)

if (process.argv.includes('--doc')) {
  const work = mkdtempSync(join(tmpdir(), 'resume-doc-'))
  try {
    const result = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--convert-to',
        'doc',
        '--outdir',
        work,
        docSource,
      ],
      { encoding: 'utf8' },
    )
    if (result.status !== 0) {
      throw new Error(`soffice failed (${result.status}): ${result.stderr || result.error}`)
    }
    copyFileSync(join(work, 'doc-source.doc'), join(outDir, 'resume.doc'))
    console.log('Wrote resume.doc with LibreOffice')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
