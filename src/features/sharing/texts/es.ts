import { plural } from '@/shared/i18n/intl'
import type { SharingTexts } from '../sharing-texts'

export const sharingTextsEs: SharingTexts = {
  panel: {
    heading: (agency) => `Compartido con ${agency}`,
    intro: 'Cuando te postulamos, enviamos a esta agencia un informe sobre ti.',
    reportsLabel: 'Informes enviados',
  },

  kind: {
    'candidate.report': 'Informe enviado',
    'candidate.report.updated': 'Actualización enviada',
  },

  state: {
    sending: 'Enviando',
    sent: 'Enviado',
    notSent: 'No enviado',
  },
  stateLine: (state) => `Estado: ${state}`,

  stoppedOn: (date) => `Dejaste de compartir el ${date}`,
  stoppedText: 'Pedimos a la agencia que borre lo que enviamos. Ya no le enviamos nada más.',

  report: {
    show: 'Ver lo que se envió',
    hide: 'Ocultar lo que se envió',
    loading: 'Cargando el informe...',
    loadFailed: 'No pudimos cargar el informe. Inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    sections: {
      profile: 'Tu perfil',
      preferences: 'Tus preferencias de trabajo',
      interview: 'Tus respuestas de la entrevista',
      match: 'Tu coincidencia',
      status: 'Tu solicitud',
    },
    profile: {
      name: 'Nombre',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      location: 'Ubicación',
      currentOccupation: 'Trabajo actual',
      yearsOfExperience: 'Años de experiencia',
      highestDegree: 'Estudios más altos',
      skills: 'Habilidades',
      language: 'Idioma',
      experience: 'Experiencia de trabajo',
      education: 'Estudios',
    },
    languages: { en: 'Inglés', es: 'Español' },
    preferences: {
      'jobTypeAndSchedule.jobTypes': 'Tipos de trabajo',
      'jobTypeAndSchedule.roles': 'Puestos',
      'jobTypeAndSchedule.shiftPreferences': 'Turnos',
      'location.preferredLocations': 'Dónde quieres trabajar',
      'location.maximumCommuteDistance': 'Traslado más largo al trabajo',
      'location.relocation': 'Te mudarías por trabajo',
      'salaryAndBenefits.hourlyRateRange': 'Pago por hora',
      'salaryAndBenefits.requiredBenefits': 'Beneficios que necesitas',
      'skillsAndExperience.skills': 'Habilidades',
      'skillsAndExperience.yearsOfExperience': 'Años de experiencia',
    },
    source: {
      typed: 'Lo escribiste tú',
      interview: 'Lo dijiste en la entrevista',
      resume: 'Lo leímos de tu currículum',
    },
    noPreferences: 'No se enviaron preferencias de trabajo.',
    noInterview: 'No se enviaron respuestas de la entrevista.',
    noAnswer: 'Sin respuesta',
    notGiven: 'Sin datos',
    years: (years) => `${years} ${plural('es-US', years, { one: 'año', other: 'años' })}`,
    job: (title, company) => `${title} en ${company}`,
    matchScore: (score) => `${score}% de coincidencia`,
    status: 'Estado',
    applied: 'Solicitud enviada',
    updated: 'Último cambio',
  },

  pdf: {
    download: 'Descargar PDF',
    failed: 'No pudimos descargar el PDF. Inténtalo de nuevo.',
    offline: 'No tienes conexión. Puedes descargar el PDF cuando vuelvas a estar en línea.',
  },

  stop: {
    action: (agency) => `Dejar de compartir con ${agency}`,
    heading: (agency) => `¿Dejar de compartir con ${agency}?`,
    text: (agency) =>
      `Pediremos a ${agency} que borre lo que le enviamos sobre ti. Ya no le enviaremos nada más sobre ti.`,
    confirm: 'Sí, dejar de compartir',
    cancel: 'Cancelar',
    failed: 'No pudimos dejar de compartir. Inténtalo de nuevo.',
    offline: 'No tienes conexión. Puedes dejar de compartir cuando vuelvas a estar en línea.',
  },

  agencies: {
    heading: 'Agencias con tu informe',
    intro: 'Cuando te postulamos, la agencia del trabajo recibe un informe sobre ti.',
    email: 'Correo',
    phone: 'Teléfono',
    jobs: (count) =>
      `Informes de ${count} ${plural('es-US', count, { one: 'trabajo', other: 'trabajos' })}`,
    lastSent: (date) => `Último envío: ${date}`,
  },
}
