import { plural } from '@/shared/i18n/intl'
import type { MatchesTexts } from '../matches-texts'

const coincidencia = (count: number, adjective: { one: string; other: string }) =>
  `${count} ${plural('es-US', count, { one: 'coincidencia', other: 'coincidencias' })} ${plural('es-US', count, adjective)}`

export const matchesTextsEs: MatchesTexts = {
  welcome: (product) => `¡Te damos la bienvenida a Empleos de ${product}!`,
  pageTitle: (step, product) => `${step} | Empleos de ${product}`,
  metaDescription: (product) =>
    `${product} está revisando tu entrevista y buscando trabajos para ti.`,

  analysis: {
    pageTitle: 'Revisando tu perfil',
    intro:
      'Nuestro reclutador con IA está revisando tu entrevista para armar tu perfil y buscarte trabajos.',
    progressLabel: 'Revisión del perfil',
    percent: (value) => `${value}%`,
    stages: {
      not_started: 'Preparando todo…',
      queued: 'Esperando para empezar…',
      merging: 'Leyendo tu entrevista y tu perfil…',
      matching: 'Buscando trabajos que te queden bien…',
      applying: 'Enviando tus solicitudes a los trabajos que más te quedan…',
      completed: 'Tu perfil está listo.',
      failed: '',
    },
    pollFailed: 'No pudimos ver cómo va. Volvemos a revisar…',
    completeAnnouncement:
      'Ya terminamos de revisar tu perfil. Toca Continuar para ver tus trabajos.',
    continue: 'Continuar',
    matchesFailed: 'No pudimos cargar tus trabajos. Inténtalo de nuevo.',
  },

  failed: {
    message: 'No pudimos terminar de revisar tu perfil.',
    hint: 'Tus respuestas de la entrevista están guardadas. Toca Intentar de nuevo para revisarlo otra vez.',
    tryAgain: 'Intentar de nuevo',
    retryFailed: 'No pudimos volver a empezar la revisión. Inténtalo de nuevo.',
  },

  results: {
    heading: 'Ya tienes trabajos para ti',
    intro: 'Así coincide tu perfil con los trabajos abiertos. Sigue tus solicitudes en tu inicio.',
    highMatches: 'Muy buenas coincidencias',
    goodMatches: 'Buenas coincidencias',
    share: (percentage) => `${percentage}% de tus coincidencias`,
    announcement: (high, good) =>
      `Ya tienes trabajos para ti: ${coincidencia(high, { one: 'muy buena', other: 'muy buenas' })} y ${coincidencia(good, { one: 'buena', other: 'buenas' })}.`,
    viewDashboard: 'Ir a mi inicio',
  },

  stillMatching: {
    heading: 'Seguimos buscando',
    text: 'Todavía no encontramos un trabajo para ti. Nuestro reclutador con IA sigue buscando y los nuevos trabajos aparecerán en tu inicio.',
  },
}
