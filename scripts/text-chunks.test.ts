import { describe, expect, it } from 'vitest'
import { chunkFileNames, isTextChunk, textChunkName } from './text-chunks'

describe('the catalogue chunks', () => {
  it('are named after the feature, the folder and the language', () => {
    expect(textChunkName('/work/app/src/features/landing/texts/es.ts')).toBe('texts-landing-es')
    expect(textChunkName('/work/app/src/shared/http/error-texts/en.ts')).toBe('texts-http-error-en')
    expect(textChunkName('/w/src/entities/application/texts/en.ts')).toBe('texts-application-en')
    expect(textChunkName('/w/src/features/landing/components/hero-section.tsx')).toBeUndefined()
    expect(textChunkName(null)).toBeUndefined()
  })

  it('keep Vite’s names for every other chunk, and are found again in dist/', () => {
    expect(chunkFileNames({ facadeModuleId: '/w/src/features/auth/texts/es.ts' })).toBe(
      'assets/texts-auth-es-[hash].js',
    )
    expect(chunkFileNames({ facadeModuleId: '/w/src/routes/login.tsx' })).toBe(
      'assets/[name]-[hash].js',
    )
    expect(isTextChunk('assets/texts-landing-es-Ab_12.js')).toBe(true)
    expect(isTextChunk('assets/login-Ab12.js')).toBe(false)
  })
})
