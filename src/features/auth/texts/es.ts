import type { AuthTexts } from '../auth-text-bundle'

export const authTextsEs: AuthTexts = {
  documentTitle: (product) => `Iniciar sesión | Empleos de ${product}`,
  metaDescription: (product) =>
    `Inicia sesión en ${product} con tu número de celular y recibe recomendaciones de trabajo de nuestro reclutador con IA.`,
  heading: (product) => `Inicia sesión en ${product}`,
  intro:
    'Escribe tu número de celular de EE. UU. Te enviaremos un código de 6 dígitos por mensaje de texto.',
  phoneLabel: 'Número de celular',
  phonePlaceholder: '(555) 123-4567',
  countryFlagLabel: 'Estados Unidos',
  countryCode: '+1',
  phoneValid: 'Número de celular válido',
  phoneInvalid: 'Escribe un número de celular de EE. UU. de 10 dígitos',
  sendOtp: 'Enviar código',
  codeLegend: (phone) => `Escribe el código de 6 dígitos que enviamos al ${phone}`,
  digitLabel: (index, total) => `Dígito ${index} de ${total}`,
  login: 'Entrar',
  requestOtp: 'Pedir otro código',
  requestOtpIn: (seconds) => `Pedir otro código en ${seconds} s`,
  changeNumber: 'Cambiar número',
  otpSent: 'Código enviado',
  sendFailed: 'No se pudo enviar el código',
  validateFailed: 'No se pudo verificar el código',
  resendFailed: 'No se pudo reenviar el código',
}
