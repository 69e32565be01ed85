import { describe, expect, it } from 'vitest'
import { legalDocumentBundles, shownIn, type WrittenIn } from './legal-documents'
import { privacyPolicy } from './privacy-policy'
import { termsOfService } from './terms-of-service'

const spanishTerms = { ...termsOfService, title: 'Términos del servicio' }

describe('the legal documents by language', () => {
  it('shows a language its own version once it is written', async () => {
    const written: WrittenIn = {
      en: () => Promise.resolve(termsOfService),
      es: () => Promise.resolve(spanishTerms),
    }
    expect(await shownIn(written, 'es')).toEqual({ document: spanishTerms, language: 'es' })
    expect(await shownIn(written, 'en')).toEqual({ document: termsOfService, language: 'en' })
  })

  it('shows the English version, marked as English, until then', async () => {
    const written: WrittenIn = { en: () => Promise.resolve(termsOfService) }
    expect(await shownIn(written, 'es')).toEqual({ document: termsOfService, language: 'en' })
  })

  it('loads each document per language, on demand', async () => {
    expect(await legalDocumentBundles.privacyPolicy.load('en')).toEqual({
      document: privacyPolicy,
      language: 'en',
    })
    const spanish = await legalDocumentBundles.termsOfService.load('es')
    expect(spanish.document.sections.length).toBeGreaterThan(0)
    expect(legalDocumentBundles.termsOfService.loaded('es')).toBe(spanish)
  })
})
