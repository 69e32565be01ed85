import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { opensAsPdf } from './open-pdf'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/resumes/${name}`, import.meta.url)))
const text = (value: string) => new TextEncoder().encode(value)

describe('opening a resume as a PDF', () => {
  it.each(['clean.pdf', 'two-column.pdf'])(
    'opens %s, and leaves the bytes given whole',
    async (name) => {
      const bytes = fixture(name)
      const length = bytes.length
      expect(await opensAsPdf(bytes)).toBe(true)
      expect(bytes.length).toBe(length)
      expect(await opensAsPdf(bytes)).toBe(true)
    },
  )

  it.each([
    ['an HTML page behind a PDF header', '%PDF-1.4\n<html><script>alert(1)</script></html>'],
    ['a header alone', '%PDF-1.7\n'],
    ['a text file renamed .pdf', 'Ana Silva\nForklift operator\n'],
    ['nothing', ''],
  ])('refuses %s', async (_what, content) => {
    expect(await opensAsPdf(text(content))).toBe(false)
  })

  it('refuses a PDF cut short before its page tree', async () => {
    const bytes = fixture('clean.pdf')
    expect(await opensAsPdf(bytes.subarray(0, 200))).toBe(false)
  })

  it('refuses 10 MB of filler behind a PDF header', async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024).fill(0x20)
    bytes.set(text('%PDF-1.4\n'))
    expect(await opensAsPdf(bytes)).toBe(false)
  })
})
