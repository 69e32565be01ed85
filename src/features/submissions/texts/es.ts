import type { SubmissionsTexts } from '../submissions-texts'

/** Pay rate types (contract PAY_RATE_TYPES) as Spanish says 'per'. */
const PER: Readonly<Record<string, string>> = {
  hourly: 'por hora',
  weekly: 'por semana',
  annual: 'al año',
}

export const submissionsTextsEs: SubmissionsTexts = {
  documentTitle: (screen, product) => `${screen} | Empleos de ${product}`,

  list: {
    heading: 'Solicitudes',
    loading: 'Cargando solicitudes...',
    tabsLabel: 'Filtros por estado de la solicitud',
    filterLabel: 'Filtrar por estado',
    tabLabels: {
      all: 'Todas',
      inreview: 'En revisión',
      interview: 'Entrevista',
      joboffer: 'Oferta de trabajo',
      hired: 'Contratado',
      dismissed: 'Descartadas',
      pastjobs: 'Trabajos anteriores',
    },
    tab: (label, count) => (count === undefined ? label : `${label} (${count})`),
    emptyTitle: 'No hay solicitudes',
    emptyText: (status) => `No tienes solicitudes en "${status}".`,
  },

  detail: {
    heading: 'Detalle de la solicitud',
    loading: 'Cargando la solicitud...',
    back: 'Atrás',
    notFound: 'No encontramos esta solicitud.',
    location: (city, state) => [city, state].filter(Boolean).join(', '),
    applied: (date) => `Solicitud enviada el ${date}`,
    pay: 'Pago',
    payValue: (range, rateType) => {
      const type = rateType.trim()
      if (!type) return `$${range}`
      const per = PER[type.toLowerCase()]
      return per ? `$${range} ${per}` : `$${range} / ${type.toLowerCase()}`
    },
    employmentType: 'Tipo de empleo',
    employmentTypes: {
      'Full-time': 'Tiempo completo',
      'Part-time': 'Medio tiempo',
      Temporary: 'Temporal',
      'Temp-to-hire': 'Temporal con opción a planta',
      Contract: 'Por contrato',
    },
    match: 'Coincidencia',
    matchScore: (score) => `${score}% de coincidencia`,
    descriptionHeading: 'Descripción del trabajo',
  },

  recentUpdates: {
    heading: 'Novedades',
    job: (title, company) => `${title} en ${company}`,
  },

  history: {
    heading: 'Historial detallado de etapas',
    show: 'Ver detalles',
    hide: 'Ocultar detalles',
    firstEntry: (status) => `Solicitud enviada — ${status}`,
    to: 'a',
  },

  feedback: {
    heading: 'Tu opinión',
    current: {
      Interested: 'Quieres más trabajos como este',
      NotInterested: 'Descartaste esta solicitud',
      Neutral: 'Todavía no diste tu opinión',
    },
    action: {
      Interested: 'Más trabajos como este',
      NotInterested: 'Descartar solicitud',
      Neutral: 'Todavía no sé',
    },
    intro: {
      Interested:
        '¿Qué te gusta de este trabajo? Lo usamos para encontrarte más trabajos como este.',
      NotInterested:
        '¿Por qué no te sirve este trabajo? Tu respuesta nos ayuda a encontrarte mejores opciones.',
      Neutral:
        'Anotaremos que todavía no tienes opinión sobre este trabajo. Si ya habías opinado, se borra.',
    },
    reasonsLegend: 'Elige una o más razones',
    reasons: {
      'Matches my skills': 'Va con mis habilidades',
      'Great location': 'Me queda bien la ubicación',
      'Good Salary': 'Buen pago',
      'Interested in this company': 'Me interesa esta empresa',
      'Role is a good fit': 'El puesto me queda bien',
      "Location doesn't work for me": 'La ubicación no me conviene',
      'Salary is too low': 'El pago es muy bajo',
      'Not interested in this company': 'No me interesa esta empresa',
      "Role isn't a good fit": 'El puesto no es para mí',
      'Other reason': 'Otra razón',
    },
    otherReasonLabel: 'Otra razón',
    counter: (length, max) => `${length}/${max} caracteres`,
    problems: {
      chooseReason: 'Elige al menos una razón.',
      otherReasonMissing: 'Cuéntanos la otra razón.',
      otherReasonTooLong: 'La otra razón puede tener como máximo 300 caracteres.',
    },
    submit: 'Enviar opinión',
    cancel: 'Cancelar',
    close: 'Cerrar',
    thankYou: '¡Gracias por tu opinión!',
    thankYouText: 'Nos ayuda a encontrarte los trabajos indicados.',
    queuedOffline: 'Tu opinión se enviará cuando vuelvas a tener conexión.',
    sendFailed: 'No pudimos enviar tu opinión. Inténtalo de nuevo.',
  },
}
