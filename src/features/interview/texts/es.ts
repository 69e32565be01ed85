import type { InterviewTexts } from '../interview-texts'

export const interviewTextsEs: InterviewTexts = {
  heading: 'Entrevista con IA',
  connecting: 'Conectando con tu reclutador de IA…',
  reconnecting: 'Volviendo a conectar con tu reclutador de IA…',
  inProgress: 'Entrevista en curso',
  elapsed: 'Tiempo transcurrido',
  endInterview: 'Terminar la entrevista',

  phases: {
    waiting: 'Preparando…',
    speaking: 'El reclutador está hablando',
    listening: 'Escuchando…',
    thinking: 'Pensando…',
    completed: 'Entrevista terminada',
  },
  questionProgress: (asked, max) => `Pregunta ${asked} de ${max} como máximo`,
  checkingAnswers: 'Revisando tus respuestas',

  captionsHeading: 'Lo que dijo el reclutador',
  noCaptionYet: 'Aquí aparecen las palabras del reclutador.',
  earlierCaptions: (count) => `Anteriores (${count})`,

  typedAnswer: {
    label: 'Escribe tu respuesta',
    hint: '¿Prefieres escribir? Presiona Enter para enviar y Shift+Enter para una línea nueva.',
    counter: (length, max) => `${length}/${max} caracteres`,
    send: 'Enviar respuesta',
    sent: 'Tu respuesta se envió.',
  },

  choices: {
    pickOne: 'Elige una respuesta, o dila o escríbela.',
    pickSeveral: 'Elige todas las que correspondan y luego presiona “Enviar mis opciones”.',
    send: 'Enviar mis opciones',
    sent: (chosen) => `Enviado: ${chosen.join(', ')}.`,
    notTaken: 'Esa respuesta no llegó. Vuelve a elegir, por favor.',
  },

  audioBlocked: {
    text: 'Tu navegador pausó la voz del reclutador.',
    play: 'Escuchar la voz del reclutador',
  },

  microphone: {
    heading: 'Problema con el micrófono',
    errors: {
      blocked:
        'El acceso al micrófono está bloqueado. Toca el candado junto a la barra de direcciones, permítelo y luego presiona “Intentar de nuevo”.',
      denied:
        'Permite el acceso al micrófono para empezar tu entrevista. Toca el candado junto a la barra de direcciones, permítelo y luego presiona “Intentar de nuevo”.',
      notFound: 'No encontramos ningún micrófono. Conecta uno o actívalo e inténtalo de nuevo.',
      busy: 'Otra aplicación está usando tu micrófono. Cierra esa aplicación o cambia de dispositivo e inténtalo de nuevo.',
      unknown:
        'Algo salió mal al usar tu micrófono. Vuelve a cargar la página e inténtalo de nuevo.',
    },
    tryAgain: 'Intentar de nuevo',
    cancel: 'Cancelar',
  },

  connectionLost: {
    heading: 'Se perdió la conexión',
    offline:
      'Se cortó tu conexión a internet. Volvemos a conectarnos en cuanto tengas conexión otra vez.',
    online:
      'Se cortó la conexión con nuestro reclutador de IA. Presiona “Volver a llamar” para seguir donde te quedaste.',
    interrupted:
      'Se cayó tu señal. La entrevista sigue donde te quedaste en cuanto vuelva la señal.',
  },

  systemError: {
    heading: 'Error del sistema',
    text: 'Ya le avisamos a nuestro equipo',
  },

  backToOnboarding: 'Volver al registro',
  retryCall: 'Volver a llamar',

  phone: {
    calling: 'Te estamos llamando',
    stillCalling: 'Te seguimos llamando',
    waitingForRoom: 'El reclutador te llamará en un momento',
    waitingForRoomHint:
      'Muchas personas están haciendo su entrevista ahora. Ten tu teléfono cerca.',
    callingNumber: (mobile) => `Estamos llamando a tu celular, ${mobile}.`,
    callingSignedInNumber: 'Estamos llamando al celular con el que iniciaste sesión.',
    callerLine: (line, prefix) =>
      `La llamada viene del ${line}, un número que empieza con ${prefix}.`,
    connectingHint:
      'Contesta para empezar tu entrevista. Cuando cuelgues, o si tu teléfono no suena, presiona “Ver estado”.',
    inProgressHint:
      'Estás hablando con nuestro reclutador de IA. Cuando termine la llamada, presiona “Ver estado” para terminar.',
    checkStatus: 'Ver estado',
    checkFailed: 'No pudimos ver el estado de tu llamada. Inténtalo de nuevo.',

    outcomes: {
      no_answer: {
        heading: 'No pudimos comunicarnos contigo',
        text: 'Te llamamos, pero nadie contestó.',
      },
      busy: {
        heading: 'Tu línea estaba ocupada',
        text: 'Tu teléfono estaba en otra llamada cuando te llamamos.',
      },
      failed: {
        heading: 'No pudimos hacer la llamada',
        text: 'La llamada no llegó a tu teléfono.',
      },
      voicemail: {
        heading: 'La llamada se fue al buzón de voz',
        text: 'Contestó tu buzón de voz, así que la entrevista no empezó.',
      },
      abandoned: {
        heading: 'La llamada terminó antes de acabar la entrevista',
        text: 'La llamada se cortó o se colgó antes de la última pregunta.',
      },
    },
    waysForward: 'Podemos llamarte otra vez, o puedes hacer la entrevista aquí en tu navegador.',
    callAgain: 'Llámenme otra vez',
    useBrowser: 'Mejor hacer la entrevista en el navegador',

    placeFailed: {
      heading: 'No pudimos empezar tu entrevista por teléfono',
      fallback: 'Algo salió mal con tu llamada. Inténtalo de nuevo.',
      tryAgain: 'Intentar de nuevo',
    },
  },

  analysing: {
    heading: 'Analizando tu perfil',
    messages: [
      'Revisando tus respuestas…',
      'Armando tus preferencias de trabajo…',
      'Buscando empleos que te queden…',
    ],
  },
}
