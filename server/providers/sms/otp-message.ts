import type { AppLanguage } from '../../../contract/app-language'

/**
 * The first line of the code message, per app language (docs/adr/0106): the product, the code and
 * how long it lasts. Spanish is US Spanish in the tú form the whole product uses.
 */
const CODE_LINES: Record<AppLanguage, (productName: string, code: string) => string> = {
  en: (productName, code) => `Your ${productName} code is ${code}. It expires in 10 minutes.`,
  es: (productName, code) => `Tu clave de ${productName} es ${code}. Vence en 10 minutos.`,
}

/**
 * The text of the code message. Its last line is the WebOTP format (`@host #code`), so Chrome
 * on Android can offer the code to the page at that host with one tap; it is the same in every
 * language.
 */
export function composeOtpMessage(options: {
  productName: string
  publicUrl: string
  code: string
  /** Left out: English. */
  language?: AppLanguage
}): string {
  const host = new URL(options.publicUrl).hostname
  return [
    CODE_LINES[options.language ?? 'en'](options.productName, options.code),
    '',
    `@${host} #${options.code}`,
  ].join('\n')
}
