import type { LegalTexts } from '../legal-texts'

/** The legal pages' own words in US Spanish (the documents themselves are separate). */
export const legalTextsEs: LegalTexts = {
  createAccount: 'Crear cuenta',
  lastUpdated: 'Última actualización:',
  tableOfContents: 'Índice',
  contents: 'Contenido',
  footer: {
    nav: 'Legal y contacto',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    contact: 'Contáctanos',
  },
  documentTitle: (title, product) => `${title} | Empleos de ${product}`,
  documentNames: {
    termsOfService: 'Términos del servicio',
    privacyPolicy: 'Política de privacidad',
  },
  translationPending: {
    heading: 'Este documento está en inglés',
    text: 'Muy pronto estará la versión en español. Mientras tanto, vale la versión en inglés que ves abajo.',
    metaDescription: (title, product) =>
      `${title} de ${product}, por ahora en inglés: vale la versión en inglés.`,
  },
}
