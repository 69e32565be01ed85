import type { ErrorTexts } from '../error-texts'

export const errorTextsEs: ErrorTexts = {
  fallback: 'Algo salió mal',
  network: 'No hay conexión. Revisa tu señal e inténtalo de nuevo.',
  timeout: 'La solicitud tardó demasiado. Inténtalo de nuevo.',
  unreadable: 'El servidor envió una respuesta que no se puede leer',
  malformed: 'El servidor envió una respuesta inesperada',
  byCode: {
    validation_failed: 'Revisa lo que escribiste e inténtalo de nuevo.',
    unauthorized: 'Tu sesión terminó. Vuelve a iniciar sesión.',
    forbidden: 'Solo puedes ver tus propios datos.',
    not_found: 'No encontramos lo que buscas.',
    rate_limited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    locked: 'Demasiados intentos incorrectos. Pide un código nuevo.',
    invalid_code: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
    expired_code: 'Este código ya venció. Pide uno nuevo.',
    invalid_session:
      'Este inicio de sesión ya no es válido. Escribe tu número otra vez para recibir un código nuevo.',
    sms_delivery_failed: 'No pudimos enviar el mensaje de texto. Inténtalo de nuevo en un momento.',
    payload_too_large: 'El archivo es demasiado grande.',
    conflict: 'Esto no se puede hacer ahora. Actualiza la página e inténtalo de nuevo.',
    idempotency_key_reused: 'Algo salió mal. Inténtalo de nuevo.',
    phone_interview_unavailable:
      'Las entrevistas por teléfono no están disponibles ahora. Haz la entrevista en el navegador.',
    call_consent_required: 'Necesitamos tu permiso antes de llamarte. Acepta e inténtalo de nuevo.',
    outside_calling_hours:
      'No podemos llamarte a esta hora del día. Elige una hora más tarde o haz la entrevista en la app.',
    interviews_full:
      'Todos los reclutadores están ocupados en este momento. Tu entrevista empieza en cuanto uno esté libre.',
    service_unavailable: 'Tenemos un problema en este momento. Inténtalo de nuevo en un minuto.',
    internal_error: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  },
  rateLimitedFor: (minutes) =>
    `Demasiados intentos. Inténtalo de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
}
