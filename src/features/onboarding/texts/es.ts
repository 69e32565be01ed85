import type { OnboardingTexts } from '../onboarding-texts'

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

  consent: {
    heading: 'Tu consentimiento',
    text: (product) =>
      `Al tocar “Acepto”, aceptas que ${product} y su reclutador de IA te contacten al número de celular que nos diste con mensajes, llamadas y textos recurrentes generados por IA, incluso con marcación automática, sobre tu búsqueda de trabajo y los empleos que te queden. Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responde STOP para no recibir más mensajes y HELP para pedir ayuda. Dar tu consentimiento no es un requisito para usar el servicio.`,
    agree: 'Acepto',
    cancel: 'Cancelar',
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

  interview: {
    heading: 'Entrevista con IA',
    callFailed: 'Algo salió mal con tu llamada. Inténtalo de nuevo.',
  },
}
