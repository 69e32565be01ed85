import { describe, expect, it } from 'vitest'
import { RESUME_MAX_BYTES } from '@contract/onboarding'
import { checkResumeFile, contentTypeOf, RESUME_ACCEPT, splitFileName } from './resume-file'

const fileOf = (name: string, type: string, size = 1000) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('checkResumeFile (docs/product.md#step-1-profile)', () => {
  it('needs a file', () => {
    expect(checkResumeFile(undefined)).toBe('noFile')
    expect(checkResumeFile(null)).toBe('noFile')
  })

  it('takes PDF, DOC, DOCX, TXT and HTML', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.DOCX', 'a.txt', 'a.html', 'a.htm']) {
      expect(checkResumeFile(fileOf(name, ''))).toBeNull()
    }
  })

  it('refuses other types', () => {
    expect(checkResumeFile(fileOf('photo.jpg', 'image/jpeg'))).toBe('wrongType')
    expect(checkResumeFile(fileOf('sheet.xlsx', ''))).toBe('wrongType')
    expect(checkResumeFile(fileOf('noextension', 'image/png'))).toBe('wrongType')
  })

  it('allows exactly 10 MB and refuses more', () => {
    expect(checkResumeFile(fileOf('a.pdf', 'application/pdf', RESUME_MAX_BYTES))).toBeNull()
    expect(checkResumeFile(fileOf('a.pdf', 'application/pdf', RESUME_MAX_BYTES + 1))).toBe(
      'tooLarge',
    )
  })

  it('the picker accepts the five formats by extension and MIME type', () => {
    for (const part of ['.pdf', '.doc', '.docx', '.txt', '.html', 'application/pdf', 'text/html']) {
      expect(RESUME_ACCEPT.split(',')).toContain(part)
    }
  })
})

describe('splitFileName', () => {
  it('splits at the last dot and lower-cases the format', () => {
    expect(splitFileName('My.Resume.PDF')).toEqual({ baseName: 'My.Resume', format: 'pdf' })
  })

  it('fails without a name, an extension or with an unknown format', () => {
    expect(splitFileName('resume')).toBeNull()
    expect(splitFileName('.pdf')).toBeNull()
    expect(splitFileName('resume.')).toBeNull()
    expect(splitFileName('resume.exe')).toBeNull()
  })

  it('drops control characters from the name (the server refuses them)', () => {
    expect(splitFileName('my\u0000cv\u0007.pdf')).toEqual({ baseName: 'mycv', format: 'pdf' })
    expect(splitFileName('\u0000.pdf')).toBeNull()
  })

  it('falls back to the extension for the content type', () => {
    expect(contentTypeOf(fileOf('a.docx', ''), 'docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(contentTypeOf(fileOf('a.pdf', 'application/pdf'), 'pdf')).toBe('application/pdf')
  })
})
