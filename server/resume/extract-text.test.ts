import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ResumeFormat } from '../../contract/onboarding'
import { ResumeExtractionError } from './errors'
import { extractResumeText } from './extract-text'
import { decodeEntities, htmlToText } from './html-to-text'
import { normaliseText } from './normalise-text'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/resumes/${name}`, import.meta.url)))

const linesOf = (text: string) => text.split('\n')

describe('extractResumeText', () => {
  it('reads a PDF line by line', async () => {
    const lines = linesOf(await extractResumeText(fixture('clean.pdf'), 'pdf'))
    expect(lines[0]).toBe('MARCUS T. REED')
    expect(lines).toContain('Columbus, OH 43219 | (614) 555-0142 | marcus.reed@example.com')
    expect(lines).toContain('Buckeye Distribution Center, Columbus, OH | Mar 2019 - Present')
    expect(lines).toContain(
      '• Load and unload 40+ trailers per shift with sit-down and stand-up forklifts',
    )
    expect(lines).toContain('High School Diploma, 2015')
  })

  it('reads a two-column PDF with kerned runs', async () => {
    const lines = linesOf(await extractResumeText(fixture('two-column.pdf'), 'pdf'))
    expect(lines[0]).toBe('DANIELA ORTIZ')
    expect(lines).toContain('CNC Machine Operator | Palmetto Precision Parts')
    expect(lines).toContain('Greenville, SC | 2018 – Present')
    expect(lines).toContain('Bilingual English/Spanish')
    expect(lines).toContain('118 Pine Ridge Dr')
  })

  it('reads a DOCX, keeping list bullets and tabs', async () => {
    const lines = linesOf(await extractResumeText(fixture('resume.docx'), 'docx'))
    expect(lines[0]).toBe('Kevin Nguyen')
    expect(lines).toContain('Order Picker\tJanuary 2021 to Present')
    expect(lines).toContain('Sierra Logistics Group, Reno, NV')
    expect(lines).toContain('• Moved freight with electric pallet jacks and staged outbound loads')
    expect(lines).not.toContain('')
  })

  it('reads a Word 97-2003 DOC', async () => {
    const lines = linesOf(await extractResumeText(fixture('resume.doc'), 'doc'))
    expect(lines[0]).toBe('Tanisha Brooks')
    expect(lines).toContain('Machine Operator, Delta Packaging Co., Memphis, TN')
    expect(lines).toContain('Phone: (901) 555-0176')
    expect(lines).toContain('OSHA 30')
  })

  it('reads TXT as UTF-8 without the BOM', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...fixture('resume.txt')])
    const text = await extractResumeText(bytes, 'txt')
    expect(text.startsWith('Robert Kowalski\n')).toBe(true)
    expect(linesOf(text)).toContain('Prairie State Distribution - Joliet, IL')
  })

  it('reads Windows-1252 text that is not UTF-8', async () => {
    const bytes = new Uint8Array([
      ...Buffer.from('Jos', 'latin1'),
      0xe9,
      ...Buffer.from('\r\nEDUCACI'),
      0xd3,
      0x4e,
    ])
    expect(await extractResumeText(bytes, 'txt')).toBe('José\nEDUCACIÓN')
  })

  it('reads HTML without head, scripts, styles or comments, entities decoded', async () => {
    for (const format of ['html', 'htm'] as const) {
      const text = await extractResumeText(fixture('resume.html'), format)
      const lines = linesOf(text)
      expect(lines[0]).toBe('Aisha Rahman')
      expect(lines).toContain('Louisville, KY 40214 • (502) 555-0164 • aisha.rahman@example.com')
      expect(lines).toContain('Assembler — Bluegrass Appliance Works')
      expect(lines).toContain('Louisville, KY | 03/2020 – Present')
      expect(lines).toContain('• Hand & power tools')
      expect(lines).toContain('Certificate in Industrial Maintenance, 2021')
      expect(text).not.toMatch(/Tracking|dataLayer|font-family|Exported from|Not resume text/)
    }
  })

  it.each<[string, ResumeFormat]>([
    ['not-a-pdf.pdf', 'pdf'],
    ['resume.txt', 'docx'],
    ['resume.txt', 'doc'],
    ['clean.pdf', 'docx'],
  ])('rejects %s read as %s with a ResumeExtractionError', async (name, format) => {
    const error = await extractResumeText(fixture(name), format).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResumeExtractionError)
    expect(error).toMatchObject({ format, reason: 'unreadable' })
  })

  it('rejects truncated and corrupted files', async () => {
    const pdf = fixture('clean.pdf')
    const truncatedPdf = pdf.subarray(0, 200)
    await expect(extractResumeText(truncatedPdf, 'pdf')).rejects.toBeInstanceOf(
      ResumeExtractionError,
    )

    const docx = fixture('resume.docx')
    const brokenDocx = docx.slice(0, docx.length / 2)
    await expect(extractResumeText(brokenDocx, 'docx')).rejects.toMatchObject({
      name: 'ResumeExtractionError',
      reason: 'unreadable',
    })

    const doc = fixture('resume.doc')
    const brokenDoc = doc.slice(0, 1024)
    await expect(extractResumeText(brokenDoc, 'doc')).rejects.toBeInstanceOf(ResumeExtractionError)

    await expect(
      extractResumeText(new Uint8Array([0, 1, 2, 3, 255, 254]), 'txt'),
    ).rejects.toBeInstanceOf(ResumeExtractionError)
  })

  it('rejects a file with no text', async () => {
    await expect(
      extractResumeText(new TextEncoder().encode(' \n\t\n'), 'txt'),
    ).rejects.toMatchObject({
      reason: 'no-text',
    })
    await expect(
      extractResumeText(
        new TextEncoder().encode('<html><head><title>x</title></head><body> </body></html>'),
        'html',
      ),
    ).rejects.toMatchObject({ reason: 'no-text' })
  })
})

describe('htmlToText and normaliseText', () => {
  it('decodes named, decimal and hexadecimal references and leaves unknown ones', () => {
    expect(decodeEntities('A&amp;B &#8211; &#x2013; &eacute; &nosuch; &#0;')).toBe(
      'A&B – – é &nosuch; \uFFFD',
    )
  })

  it('turns blocks into lines and cells into tabs', () => {
    expect(
      htmlToText(
        '<div>Skills<ul><li>Forklift</li><li>RF&nbsp;scanner</li></ul></div><table><tr><td>Packer</td><td>2019</td></tr></table>',
      ),
    ).toBe('Skills\n• Forklift\n• RF scanner\nPacker\t2019')
    expect(htmlToText('<p>Line one<br>line <b>two</b></p><!-- gone --><script>x()</script>')).toBe(
      'Line one\nline two',
    )
  })

  it('normalises whitespace but keeps lines', () => {
    expect(normaliseText('\uFEFF  Name\u00a0 Here \r\n\r\n\r\n\r\nTitle \t\t 2019\u200b\r')).toBe(
      'Name Here\n\nTitle\t2019',
    )
  })
})
