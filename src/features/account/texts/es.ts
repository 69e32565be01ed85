import type { AccountTexts } from '../account-texts'

export const accountTextsEs: AccountTexts = {
  card: {
    heading: 'Administra tu cuenta',
    text: 'Si borras tu cuenta, se borran tu perfil, tu entrevista, tus preferencias y tus solicitudes. No se puede deshacer.',
    delete: 'Borrar',
    deleteSuffix: ' cuenta',
  },

  dataExport: {
    heading: 'Descargar mis datos',
    text: 'Recibe un archivo (ZIP) con todo lo que guardamos sobre ti: perfil, preferencias, entrevista, grabaciones, solicitudes e informes enviados a agencias.',
    request: 'Descargar mis datos',
    preparing: 'Preparando tus datos...',
    preparingText: 'Esto puede tardar unos minutos. Puedes salir de esta página y volver.',
    ready: 'Tus datos están listos',
    download: 'Descargar',
    downloadSuffix: ' mis datos (archivo ZIP)',
    size: (size) => `Archivo ZIP, ${size}`,
    expires: (dateTime) => `El enlace vence el ${dateTime}`,
    expired: 'Tu último enlace venció. Pídelo otra vez para recibir uno nuevo.',
    failed: 'No pudimos preparar tus datos. Inténtalo otra vez.',
    tooMany: 'Lo pediste muchas veces hoy. Inténtalo otra vez mañana.',
    offline: 'No tienes conexión. Para descargar tus datos necesitas internet.',
  },

  modal: {
    heading: '¿Borrar tu cuenta?',
    intro:
      'Esto borra para siempre tu perfil, tu entrevista, tus preferencias y tus solicitudes. Cuéntanos por qué te vas.',
    reasonsLegend: '¿Por qué quieres borrar tu cuenta? Elige una o más razones',
    reasons: {
      "I've found a job": 'Ya encontré trabajo',
      "I'm not receiving relevant opportunities": 'No me llegan ofertas que me sirvan',
      "I'm concerned about privacy": 'Me preocupa mi privacidad',
      'I created a duplicate account': 'Tengo otra cuenta repetida',
      'Other reason': 'Otra razón',
    },
    otherReasonLabel: 'Otra razón',
    otherReasonPlaceholder: 'Cuéntanos la razón...',
    counter: (length, max) => `${length}/${max} caracteres`,
    problems: {
      chooseReason: 'Elige al menos una razón.',
      otherReasonMissing: 'Cuéntanos la otra razón.',
    },
    confirm: 'Sí, borrar mi cuenta',
    cancel: 'Cancelar',
  },
}
