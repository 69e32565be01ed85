import { callConsentTextEs } from '@contract/call-consent-es'
import { plural } from '@/shared/i18n/plural'
import type { OnboardingTexts } from '../onboarding-texts'

/** A time ending in 'a.m.' or 'p.m.' ends the sentence with its own period. */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

export const onboardingTextsEs: OnboardingTexts = {
  documentTitle: (product) => `Registro | Empleos de ${product}`,
  metaDescription: (product) =>
    `Arma tu perfil de ${product}, tus preferencias de trabajo y tu entrevista con IA para encontrar empleos que te queden.`,
  heading: 'Registro',
  progressLabel: 'Avance del registro',
  stepNames: ['Perfil', 'Preferencias', 'Permiso', 'Entrevista'],
  stepOf: (step, total) => `Paso ${step} de ${total}`,
  completedStep: 'completado',
  back: 'Atrás',
  loading: 'Cargando tu avance',

  profile: {
    heading: 'Completa tu perfil',
    intro: 'Cuéntanos un poco sobre ti',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailHint: 'Por ejemplo nombre@ejemplo.com',
    nameHint: 'Solo letras, espacios y guiones',
    firstNameRequired: 'Escribe tu nombre',
    lastNameRequired: 'Escribe tu apellido',
    emailInvalid: 'Escribe un correo electrónico válido',
    termsBefore: 'Acepto los ',
    termsLink: 'Términos del servicio',
    termsBetween: ' y la ',
    privacyLink: 'Política de privacidad',
    termsAfter: '',
    opensInNewTab: ' (se abre en otra pestaña)',
    resumeLegend: 'Currículum (opcional)',
    resumeOptional: 'Puedes solicitar empleos sin currículum',
    resumeChoose: 'Elegir un archivo',
    resumeHelp: 'PDF, TXT, HTML, DOC o DOCX de hasta 10 MB',
    resumeChosen: (name, size) => `Elegiste: ${name} (${size})`,
    resumeRemove: 'Quitar el archivo',
    continue: 'Continuar',
    saving: 'Guardando',
  },

  fileErrors: {
    noFile: 'No elegiste ningún archivo',
    wrongType: 'Solo se aceptan documentos PDF y Word',
    tooLarge: 'El archivo debe pesar menos de 10 MB',
  },

  saveErrors: {
    uploadFailed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
    uploadUrlFailed: 'No se pudo preparar la subida del archivo',
    unexpected: 'Algo salió mal. Inténtalo de nuevo.',
    fileNameUnparsable: 'No se pudo leer el nombre o el tipo del archivo',
    detailsRejected: 'No se pudieron guardar tus datos. Inténtalo de nuevo.',
    updateFailed: 'No se pudo guardar tu perfil. Inténtalo de nuevo.',
    resumeRefused:
      'No pudimos aceptar tu currículum. Sube un PDF, Word, TXT o HTML de hasta 10 MB, o continúa sin currículum.',
  },

  preferences: {
    heading: 'Preferencias de trabajo',
    intro: '¿Qué tipo de trabajo buscas? Elige todos los que te interesen.',
    jobTypesLegend: 'Tipos de trabajo',
    jobTypeLabels: {
      'Forklift Operator': 'Operador de montacargas',
      Assembler: 'Ensamblador',
      'Order Picker': 'Surtidor de pedidos',
      'Material Handler': 'Manejador de materiales',
      'Machine Operator': 'Operador de máquinas',
      'Production Associate': 'Asociado de producción',
      'Warehouse Associate': 'Asociado de almacén',
    },
    customLabel: 'Otro puesto (opcional)',
    customPlaceholder: 'Por ejemplo: Empleado de envíos',
    counter: (length, max) => `${length}/${max} caracteres`,
    selectAtLeastOne: 'Elige al menos un tipo de trabajo para continuar.',
    updateFailed: 'No se pudo guardar. Inténtalo de nuevo.',
    continue: 'Continuar',
  },

  interviewSetup: {
    heading: 'Tu entrevista con IA',
    intro: 'Elige cómo quieres hacer tu entrevista con IA',
    modeLegend: 'Cómo hacer la entrevista',
    startNow: 'Empezar ahora',
    startNowDescription:
      'Habla con nuestro reclutador de IA aquí mismo, en tu navegador (llamada de voz).',
    callMe: 'Llámenme',
    callMeDescription: (phone) => `Te llamamos a tu celular desde el ${phone}.`,
    callerPrefixNote: (prefix) =>
      `La llamada viene de un número que empieza con ${prefix}, así sabes que de verdad somos nosotros.`,
    startInterview: 'Empezar la entrevista',
    whatToExpectLink: 'Qué esperar',
  },

  talkToPerson: {
    open: 'Prefiero hablar con una persona',
    heading: 'Hablar con una persona',
    intro: 'Un reclutador te llamará en lugar de la IA. Dinos el número y una buena hora.',
    phone: 'Número de teléfono',
    phoneHint: 'Un número de EE. UU., 10 dígitos.',
    phoneInvalid: 'Escribe un número de celular de EE. UU. de 10 dígitos',
    day: 'Día',
    partOfDayLegend: 'Hora del día',
    partsOfDay: {
      morning: 'Mañana (de 8 a. m. a 12 p. m.)',
      afternoon: 'Tarde (de 12 a 5 p. m.)',
      evening: 'Noche (de 5 a 8 p. m.)',
    },
    partOfDayRequired: 'Elige una hora del día',
    send: 'Enviar',
    cancel: 'Cancelar',
    sendFailed: 'No pudimos enviar tu pedido. Inténtalo de nuevo.',
  },

  consent: {
    heading: 'Tu consentimiento',
    text: callConsentTextEs,
    agree: 'Acepto',
    cancel: 'Cancelar',
    notice: {
      heading: 'Sobre la entrevista con IA',
      asks: 'El reclutador de IA te pregunta por los trabajos que quieres, el pago, el horario, el lugar, tu experiencia y tus certificaciones.',
      evaluates:
        'Evaluamos tus respuestas (escritas o como las escuchamos) y qué tan compatible eres con cada trabajo.',
      recording: (days) =>
        `Grabamos tu voz. Guardamos la grabación ${days} ${plural('es-US', days, { one: 'día', other: 'días' })} y luego la borramos.`,
      recordingPeriodUnknown:
        'Grabamos tu voz. Guardamos la grabación un número limitado de días y luego la borramos.',
      sharing:
        'Tu perfil, tus preferencias, tus respuestas de la entrevista y qué tan compatible eres llegan a la agencia de empleo de cada trabajo al que te postulamos.',
    },
  },

  declined: {
    heading: 'No aceptaste',
    text: 'Necesitamos tu consentimiento para contactarte antes de empezar la entrevista con IA. Puedes volver al registro o aceptar ahora.',
    backToOnboarding: 'Volver al registro',
    agree: 'Sí, acepto',
  },

  whatToExpect: {
    heading: 'Qué esperar',
    items: [
      'La entrevista dura de 5 a 10 minutos, más o menos.',
      'Busca un lugar tranquilo donde puedas hablar sin interrupciones.',
      'Necesitas un micrófono: permite el acceso al micrófono cuando tu navegador te lo pida.',
      'Nuestro reclutador de IA te pregunta sobre tu experiencia, el trabajo que quieres, tu horario y tu pago.',
    ],
    afterHeading: 'Qué pasa después',
    after:
      'Revisamos tus respuestas, armamos tus preferencias de trabajo y te buscamos empleos que te queden.',
    back: 'Atrás',
  },

  phoneCallFailed: {
    heading: 'No pudimos empezar tu entrevista por teléfono',
    tryAgain: 'Intentar de nuevo',
    useBrowser: 'Mejor hacer la entrevista en el navegador',
  },

  callLater: {
    heading: 'Podemos llamarte más tarde',
    hours: (start, end) => `Solo llamamos entre las ${start} y las ${end}, en tu hora local.`,
    next: (when) => endSentence(`La próxima vez que podemos llamarte es el ${when}`),
    callThen: 'Llámame a esa hora',
    useApp: 'Hacer la entrevista en la app ahora',
    scheduleFailed: 'No pudimos programar la llamada. Inténtalo de nuevo.',
  },

  scheduledCall: {
    heading: 'Tu llamada está programada',
    when: (when) => endSentence(`Te llamaremos el ${when}`),
    reminder: 'Te enviaremos un mensaje de texto 5 minutos antes.',
    cancel: 'Cancelar la llamada',
    cancelFailed: 'No pudimos cancelar la llamada. Inténtalo de nuevo.',
  },

  waitingForRecruiter: {
    heading: 'El reclutador estará contigo en un momento',
    text: 'Muchas personas están haciendo su entrevista ahora. La tuya empieza sola en cuanto un reclutador esté libre. Deja esta página abierta.',
  },

  interview: {
    heading: 'Entrevista con IA',
    callFailed: 'Algo salió mal con tu llamada. Inténtalo de nuevo.',
  },
}
